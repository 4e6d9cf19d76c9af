import { createHash } from 'node:crypto';
import { and, getTableColumns, getViewSelectedFields, is, sql, type SQL } from 'drizzle-orm';
import { PgMaterializedView, unionAll, type PgTable } from 'drizzle-orm/pg-core';
import { preparedDb, type Db } from '../db/client';
import {
  fullOrder,
  segmentsFrom,
  segmentsFromEnd,
  type Bound,
  type Ordering,
  type Segment,
} from './keyset';

/** Where a served page began and ended: what the next and previous pages seek from. */
interface Edges {
  first: Bound;
  last: Bound;
}

/**
 * The edges of the pages served, per list and query (search, sort, order, page size). The wire
 * asks for a page number (spec 000 §2: first, previous, next, last), so the server remembers
 * where page N ended to read page N + 1 from there (decision 0021). Kept apart from the answer
 * cache: with answers off (LIST_ANSWER_TTL_MS=0) paging still seeks. Bounded: lists and pages
 * least recently used go first. A lost edge costs speed, never rows: the page is then counted.
 */
const MAX_LISTS = 2_000;
const MAX_PAGES = 256;
const lists = new Map<string, Map<number, Edges>>();

export function pageEdges(list: string): Map<number, Edges> {
  let pages = lists.get(list);
  if (pages) lists.delete(list);
  else {
    pages = new Map();
    if (lists.size >= MAX_LISTS) lists.delete(lists.keys().next().value!);
  }
  lists.set(list, pages);
  return pages;
}

/** LIST_KEYSET=off: every page by OFFSET, as before issue 22 (what the tests and bench/
 * lists-scale.mjs compare keyset paging with). */
const KEYSET = process.env.LIST_KEYSET !== 'off';

/** How far (in pages) a seek from a known page may skip rows before OFFSET is as good. */
const NEAR = 10;

/** The rows of page `page` (1-based) of `where` in `ordering`, as OFFSET paging would give them. */
export async function readPage(
  db: Db,
  from: PgTable | PgMaterializedView,
  where: SQL,
  ordering: Ordering,
  edges: Map<number, Edges>,
  at: { page: number; pageSize: number; total: number },
): Promise<Record<string, unknown>[]> {
  const { page, pageSize: size, total } = at;
  const lastPage = Math.max(1, Math.ceil(total / size));
  if (page > lastPage) return [];
  const read = reader(db, from, where, ordering);
  let rows: Record<string, unknown>[];
  const before = nearest(edges, page, -1);
  const after = nearest(edges, page, +1);
  if (!KEYSET)
    rows = await read(
      [{ where: undefined, order: fullOrder(ordering) }],
      size,
      false,
      (page - 1) * size,
    );
  else if (page === 1) rows = await read(segmentsFromEnd(ordering, false), size, false);
  else if (page === lastPage) {
    // 'last' is the first page of the reversed order: as many rows as the last page holds.
    const n = total - (lastPage - 1) * size;
    rows = (await read(segmentsFromEnd(ordering, true), n, true)).reverse();
  } else if (before !== undefined && page - before <= NEAR) {
    const skip = (page - before - 1) * size;
    const from = edges.get(before)!.last;
    rows = (await read(segmentsFrom(ordering, from, false), skip + size, false)).slice(skip);
  } else if (after !== undefined && after - page <= NEAR) {
    const skip = (after - page - 1) * size;
    const from = edges.get(after)!.first;
    rows = (await read(segmentsFrom(ordering, from, true), skip + size, true))
      .slice(skip)
      .reverse();
  } else {
    // A jump far from every page served: counted from the nearer end.
    const fromStart = (page - 1) * size;
    const fromEnd = total - page * size;
    rows =
      fromStart <= fromEnd
        ? await read([{ where: undefined, order: fullOrder(ordering) }], size, false, fromStart)
        : (
            await read(
              [{ where: undefined, order: fullOrder(ordering, true) }],
              size,
              true,
              fromEnd,
            )
          ).reverse();
  }
  if (rows.length) {
    if (edges.size >= MAX_PAGES && !edges.has(page)) edges.delete(edges.keys().next().value!);
    edges.set(page, { first: boundOf(rows[0]), last: boundOf(rows[rows.length - 1]) });
  }
  return rows.map(strip);
}

/** The served page nearest to `page` on one side (-1: before it, +1: after it). */
function nearest(edges: Map<number, Edges>, page: number, side: -1 | 1): number | undefined {
  let best: number | undefined;
  for (const p of edges.keys())
    if ((p - page) * side > 0 && (best === undefined || Math.abs(p - page) < Math.abs(best - page)))
      best = p;
  return best;
}

const K = '__keysetKey';
const ID = '__keysetId';
const boundOf = (r: Record<string, unknown>): Bound => ({
  k: r[K] as string | null,
  id: r[ID] as string,
});
function strip(r: Record<string, unknown>) {
  delete r[K];
  delete r[ID];
  return r;
}

/**
 * Reads the segments as one statement: their union, each slice bounded by the limit, ordered by
 * slice and then as each slice is (decision 0066). One round trip where reading them in turn
 * took up to three; each slice is one index range of at most `limit` rows, so reading a slice
 * the page does not reach costs little. `backward`: the segments read the list's order reversed
 * (nearest first before a page, or the last page). An OFFSET (a far jump) has a single segment.
 */
function reader(db: Db, from: PgTable | PgMaterializedView, where: SQL, o: Ordering) {
  const columns = is(from, PgMaterializedView)
    ? getViewSelectedFields(from)
    : getTableColumns(from as PgTable);
  // The sort key as PostgreSQL prints it comes back with each row: it is where the page ends.
  const fields = {
    ...columns,
    [K]: o.key ? sql<string | null>`(${o.key})::text` : sql<null>`null`,
    [ID]: sql<string>`${o.id}::text`,
  };
  // Named (parsed and planned once per connection) when the list allows it (sqlPage's planOnce),
  // never while searching: a search's plan depends on the text typed.
  const generic = o.planOnce ? preparedDb(db) : undefined;
  const slice = (on: Db, s: Segment, limit: number, extra = {}) =>
    on
      .select({ ...fields, ...extra } as never)
      .from(from as PgTable)
      .where(s.where ? and(where, typeof s.where === 'function' ? s.where(limit) : s.where) : where)
      .orderBy(...s.order)
      .limit(limit);
  return async (segments: Segment[], limit: number, backward: boolean, offset = 0) => {
    let rows: unknown;
    if (offset) rows = await slice(db, segments[0], limit).offset(offset);
    else if (segments.length === 1)
      rows = await run(generic, slice(generic ?? db, segments[0], limit));
    else {
      // Within a slice rows go by (key, id): the key in the list's direction (turned when read
      // backward), the id ascending forward and descending backward; a slice of ties or of empty
      // keys holds one key. So (slice, key, id) orders the union as the slices are read in turn.
      const parts = segments.map((s, i) =>
        slice(generic ?? db, s, limit, {
          [SEG]: sql<number>`${sql.raw(String(i))}`.as(SEG),
          [KEY]: o.key!.as(KEY),
          [OID]: sql`${o.id}`.as(OID),
        }),
      );
      const dir = (asc: boolean) => (asc ? 'asc' : 'desc');
      // The slices' selections are one and the same; drizzle's types cannot see it through `never`.
      const [a, b, ...more] = parts as unknown as Parameters<typeof unionAll>;
      const union = unionAll(a, b, ...more)
        .orderBy(
          sql.raw(`"${SEG}"`),
          sql.raw(`"${KEY}" ${dir(o.asc !== backward)}`),
          sql.raw(`"${OID}" ${dir(!backward)}`),
        )
        .limit(limit);
      rows = await run(generic, union);
    }
    return (rows as Record<string, unknown>[]).map(dropUnionColumns);
  };
}

const SEG = '__keysetSlice';
const KEY = '__keysetOrder';
const OID = '__keysetOrderId';
function dropUnionColumns(r: Record<string, unknown>) {
  delete r[SEG];
  delete r[KEY];
  delete r[OID];
  return r;
}

/**
 * Named statements per process, by their text: at most MAX_NAMED, so that each connection of the
 * page pool holds at most that many prepared statements and their plans (up to ~0.25 MB each,
 * measured with pg_log_backend_memory_contexts). One dealer's list has ~200 shapes per tab (sort,
 * order, slice kind), and the dealer is written in the text; a text beyond the bound runs unnamed,
 * planned each time, as before decision 0066.
 */
const MAX_NAMED = 300;
const names = new Map<string, string>();

interface Preparable {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<unknown> };
}

function run(generic: Db | undefined, q: Preparable & PromiseLike<unknown>): Promise<unknown> {
  if (!generic) return Promise.resolve(q);
  const text = q.toSQL().sql;
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_NAMED) return Promise.resolve(q);
    name = `keyset_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, name);
  }
  return q.prepare(name).execute();
}
