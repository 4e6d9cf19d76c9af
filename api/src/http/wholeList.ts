import { Readable } from 'node:stream';
import { and, asc, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { askedNow } from '../db/oldestRequestFirst';
import { readColumns } from '../db/readColumns';
import { badRequest } from './errors';
import { slots } from '../kit/slots';
import { applyList, type ListQuery } from './list';
import { listGeneration, listTtlMs } from './sqlList';
import { serializerOf } from './answerSerializer';

/**
 * Whole-list answers (a list asked for without `page`: every row of the dealer, 0.3–1.4 MiB for
 * the big one) without stalling everyone else (decisions 0022, 0068). Built in
 * one go, such an answer held the only thread for its whole read (PGlite then ran in the server's
 * thread), mapping and JSON text, and sixty of them kept /api/health waiting over a second. Now:
 * - the rows are read in slices of `SLICE` by id, and the thread is given back between slices;
 * - the answer is sent as a stream, `SLICE` rows of JSON at a time, each after the thread was
 *   given back, so small requests are answered between two slices of a big one;
 * - at most `AT_ONCE` whole lists are read at a time; the others wait their turn (without holding
 *   the thread), so their rows never all sit in memory together;
 * - a list of more than `maxRows` rows is not sent whole at all (decision 0073): the answer says
 *   so and asks for pages, which is how the portal's own CSV export reads (500 rows a page).
 * Paged requests never come here: they are one index range each (keysetPage.ts).
 */
// Each slice's query waits its turn behind every page asked meanwhile (on PGlite's one
// session), so a 100,000-row list waits a hundred turns under load. Reading 10,000 rows a query
// was tried: the whole lists' tail fell (max 107 s → 33 s under 200 users) but every page then
// waited behind the big queries, and the users' calls answered fell from 13,756 to 7,594 in the
// same 60 s (BENCHMARKS.md). Small slices keep the pages' turns short.
const SLICE = 1_000;
const AT_ONCE = 2;
/**
 * The most rows one whole-list answer holds (WHOLE_LIST_MAX_ROWS). The scale seed's big dealer has
 * 100,000 orders and 250,000 parts lines: whole, 70 MB of JSON that took 1.7 s of the API's thread
 * to write even when its rows were kept, and 47 s to read on PGlite, so a few users asking for it
 * again and again held everyone (decision 0073). No dealer of the demo seed comes near the bound.
 */
let maxRows = 10_000;
/** The bound from the configuration (app.ts), checked there to be a whole number from 1. */
export function setWholeListMaxRows(rows: number) {
  maxRows = rows;
}
/** What a paged list route's description says of its whole answer (the OpenAPI document). */
export const WHOLE_BOUND_NOTE =
  'A whole answer (without `page`) holds at most WHOLE_LIST_MAX_ROWS rows (10,000 by default); over that it is a 400 that asks for pages.';
/** Rows of whole lists kept for the next askers, all lists together (decision 0068). */
const ROWS_KEPT = 50_000;

const turns = slots(AT_ONCE);

/**
 * A whole list of the imported tables is read once for everyone who asks for it meanwhile, and
 * kept as the pages are (LIST_ANSWER_TTL_MS, forgotten when its rows change): by route, path and
 * dealer, which is all such a list depends on once access was granted. Not a list that shows
 * what users wrote (the inventory shows registrations): nothing forgets it when they write. On PGlite's one session 200 users' exports
 * each read afresh queued behind each other for up to 34 s (BENCHMARKS.md).
 */
const kept = new Map<string, { at: number; generation: number; rows: Promise<unknown[]> }>();
let rowsKept = 0;

function readOnce<T>(key: string, read: () => Promise<T[]>): Promise<T[]> {
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && hit.generation === listGeneration() && now - hit.at < listTtlMs())
    return hit.rows as Promise<T[]>;
  if (hit) forget(key);
  const rows = turns.run(read);
  if (listTtlMs() <= 0) return rows;
  const entry = { at: now, generation: listGeneration(), rows: rows as Promise<unknown[]> };
  kept.set(key, entry);
  rows.then(
    (r) => {
      if (kept.get(key) !== entry) return;
      rowsKept += r.length;
      // The oldest go first while the rows kept are over the budget (never the one just read).
      for (const k of kept.keys()) {
        if (rowsKept <= ROWS_KEPT || k === key) break;
        forget(k);
      }
    },
    () => kept.get(key) === entry && kept.delete(key),
  );
  return rows;
}

function forget(key: string) {
  const entry = kept.get(key);
  kept.delete(key);
  void entry?.rows.then((r) => (rowsKept -= r.length)).catch(() => undefined);
}

/** Gives the thread back: requests already received run before this continues. */
const yieldThread = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every row of `where` in id order, read `SLICE` rows at a time, each slice mapped (to the wire)
 * as it comes: mapped all at once after the read, tens of thousands of rows held the thread for
 * up to a fifth of a second (decision 0068). A 400 when there are more than `max` rows, found
 * before any row is read by looking one row past the bound: its cost is the bound's, whatever the
 * dealer's size.
 */
export async function readAllById<T extends PgTable, Out = T['$inferSelect']>(
  db: Db,
  from: T,
  id: PgColumn,
  where: SQL,
  map: (row: T['$inferSelect']) => Out = (row) => row as Out,
  max = maxRows,
): Promise<Out[]> {
  if (max < Infinity && (await hasMoreThan(db, from, where, max)))
    throw badRequest(
      `This list has more than ${max.toLocaleString('en-US')} rows, too many to send in one answer: ask for it a page at a time (page and pageSize, up to 500 rows a page)`,
    );
  const rows: Out[] = [];
  let after: number | undefined;
  for (;;) {
    const read = () =>
      db
        .select(readColumns(from))
        .from(from as PgTable)
        .where(after === undefined ? where : and(where, gt(id, after)))
        .orderBy(asc(id))
        .limit(SLICE)
        .execute();
    // The first slice goes by the request's age, as any query (a small dealer's list is one
    // slice); each further one waits behind everything asked before it, as a new request would,
    // so a long list gives way to the pages of others instead of going first (decision 0075).
    const slice = (await (after === undefined ? read() : askedNow(read))) as Record<
      string,
      unknown
    >[];
    for (const row of slice) rows.push(map(row as T['$inferSelect']));
    if (slice.length < SLICE) return rows;
    // Every table read whole has its id under `id`.
    after = Number(slice[slice.length - 1].id);
    await yieldThread();
  }
}

/** Whether `where` has a row past the first `max`: reads `max` index entries at most. */
async function hasMoreThan(db: Db, from: PgTable, where: SQL, max: number) {
  const past = await db
    .select({ one: sql<number>`1` })
    .from(from)
    .where(where)
    .offset(max)
    .limit(1);
  return past.length > 0;
}

/**
 * The whole list, searched and sorted as `applyList` does, sent as a JSON array stream. `read`
 * reads the rows (with `readAllById`); it runs in its turn. `imported`: the rows come from the
 * import feed alone, so they may be read once for all (`readOnce`).
 */
export async function wholeList<T extends Record<string, unknown>>(
  reply: FastifyReply,
  read: () => Promise<T[]>,
  query: ListQuery,
  searchFields: (keyof T)[],
  imported = true,
) {
  const req = reply.request;
  const key = JSON.stringify([req.routeOptions.url, req.params, req.dealerId]);
  const all = await (imported ? readOnce(key, read) : turns.run(read));
  await yieldThread();
  // A copy when searched or sorted: the rows kept stay in id order.
  const rows = applyList(all, { ...query, page: undefined }, searchFields) as T[];
  reply.type('application/json; charset=utf-8');
  // Fastify sends a returned stream as is. It is typed as the rows it streams, so the route's
  // answer schema still types the handler (the stream is exactly that JSON array).
  return Readable.from(jsonArray(rows, rowSerializer(reply))) as unknown as T[];
}

/**
 * A stream is not serialized by Fastify, so its rows are written here by the serializer of the
 * route's row schema (the array branch of its `ListAnswer`): as every answer, only what the
 * contract names leaves the server (http/answerSerializer.ts).
 */
function rowSerializer(reply: FastifyReply): (row: unknown) => string {
  const responses = reply.request.routeOptions.schema?.response as
    Record<string, { anyOf?: { type?: string; items?: object }[] }> | undefined;
  const items = responses?.['200']?.anyOf?.find((branch) => branch.type === 'array')?.items;
  if (!items) throw new Error(`${reply.request.routeOptions.url}: no row schema for a whole list`);
  return serializerOf(items);
}

async function* jsonArray(rows: unknown[], serialize: (row: unknown) => string) {
  yield '[';
  for (let i = 0; i < rows.length; i += SLICE) {
    if (i > 0) await yieldThread();
    const text = rows
      .slice(i, i + SLICE)
      .map((r) => serialize(r))
      .join(',');
    yield i > 0 ? `,${text}` : text;
  }
  yield ']';
}
