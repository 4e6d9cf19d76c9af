import { createHash } from 'node:crypto';
import { and, getViewSelectedFields, is, sql, type SQL } from 'drizzle-orm';
import { PgMaterializedView, unionAll, type PgTable } from 'drizzle-orm/pg-core';
import { preparedDb, type Db } from '../db/client';
import { shapedStatements } from './builtOnce';
import { readColumns } from '../db/readColumns';
import { processConfig } from '../config';
import {
  fullOrder,
  segmentsFrom,
  segmentsFromEnd,
  type Bound,
  type BoundSlot,
  type Ordering,
  type Segment,
} from './keyset';
import { relationName, type SearchTerms } from './searchPattern';

/** Where a served page began and ended: what the next and previous pages seek from. */
interface Edges {
  first: Bound;
  last: Bound;
}

/**
 * The edges of the pages served, per list and query (search, sort, order, page size). The wire
 * asks for a page number (requirements 000 §2: first, previous, next, last), so the server remembers
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

/** LIST_KEYSET=off: every page by OFFSET, as before keyset paging (what the tests and bench/
 * lists-scale.mjs compare keyset paging with). */
const keysetOn = () => processConfig().listKeyset;

/** How far (in pages) a seek from a known page may skip rows before OFFSET is as good. */
const NEAR = 10;

/** The rows of page `page` (1-based) of `where` in `ordering`, as OFFSET paging would give them.
 * Each row also carries the keyset's own columns (`__keyset…`), left on it: deleting them from
 * every row cost more than the page's mapping (decision 0136), and the list's `map` picks the
 * wire's fields anyway. */
export async function readPage(
  db: Db,
  from: PgTable | PgMaterializedView,
  where: SQL,
  ordering: Ordering,
  edges: Map<number, Edges>,
  at: { page: number; pageSize: number; total: number },
  /** What `where` and `ordering` are (list, dealer, tab, sort, order): names the statements. */
  shape = '',
): Promise<Record<string, unknown>[]> {
  const { page, pageSize: size, total } = at;
  const lastPage = Math.max(1, Math.ceil(total / size));
  if (page > lastPage) return [];
  const { read, readAt } = reader(db, from, where, ordering, shape);
  let rows: Record<string, unknown>[];
  const before = nearest(edges, page, -1);
  const after = nearest(edges, page, +1);
  if (!keysetOn()) rows = await readAt(fullOrder(ordering), size, (page - 1) * size);
  else if (page === 1) rows = await read(undefined, size, false);
  else if (page === lastPage) {
    // 'last' is the first page of the reversed order: as many rows as the last page holds.
    const n = total - (lastPage - 1) * size;
    rows = (await read(undefined, n, true)).reverse();
  } else if (before !== undefined && page - before <= NEAR) {
    const skip = (page - before - 1) * size;
    rows = await read(edges.get(before)!.last, size, false, skip);
  } else if (after !== undefined && after - page <= NEAR) {
    const skip = (after - page - 1) * size;
    rows = (await read(edges.get(after)!.first, size, true, skip)).reverse();
  } else {
    // A jump far from every page served: counted from the nearer end.
    const fromStart = (page - 1) * size;
    const fromEnd = total - page * size;
    rows =
      fromStart <= fromEnd
        ? await readAt(fullOrder(ordering), size, fromStart)
        : (await readAt(fullOrder(ordering, true), size, fromEnd)).reverse();
  }
  servedPage(edges, page, rows);
  return rows;
}

/**
 * A search's first page and its total in one statement (decision 0076): the ids of the page and
 * `count(*) over ()` are read from the matches, then the page's rows by id. Apart, the count and
 * the page each read every match through the trigram index (most of a search's cost), once for
 * the count and once for the page. Only with keyset paging on: LIST_KEYSET=off is the reference
 * that keyset.test.ts compares with, counted apart as before.
 *
 * `planned`: the same `where` with its search terms as placeholders (built only when the statement
 * is first prepared), for a statement prepared once per shape (list, dealer, tab, sort, order; the
 * page size is written in the text) and planned once per connection of the page pool (decision
 * 0083). Only where that pool exists.
 */
export async function readFirstPageCounted(
  db: Db,
  from: PgTable | PgMaterializedView,
  where: SQL,
  ordering: Ordering,
  edges: Map<number, Edges>,
  size: number,
  planned?: { shape: string; where: () => SQL; terms: SearchTerms },
): Promise<{ rows: Record<string, unknown>[]; total: number } | undefined> {
  if (!keysetOn()) return undefined;
  const order = fullOrder(ordering);
  const table = from as PgTable;
  const counted = (on: Db, matching: SQL) => {
    // The matches are found apart from their order ('offset 0' keeps PostgreSQL from merging the
    // two): all are counted anyway, and a plan made for any text could not see how few they are.
    // Together, such a plan walked the whole dealer's rows in an ascending sort's index, checking
    // each against the text: 0.3-1.4 s for a handful of matches at 1,000,000 orders, against
    // about a millisecond through the trigram index.
    const matches = sql`(select * from ${table} where ${matching} offset 0) as ${sql.identifier(relationName(from))}`;
    const first = on
      .select({
        id: sql<number>`${ordering.id}`.as(FIRST_ID),
        total: sql<number>`(count(*) over ())::int`.as(TOTAL),
      })
      .from(matches)
      .orderBy(...order)
      .limit(written(size) as unknown as number)
      .as('__keysetFirst');
    return on
      .select({ ...rowFields(from, ordering), [TOTAL]: first.total })
      .from(table)
      .innerJoin(first, sql`${ordering.id} = ${first.id}`)
      .orderBy(...order);
  };
  const generic = planned && preparedDb(db);
  const q =
    generic &&
    statement(
      { db: generic, named: true },
      `${planned.shape} counted ${size} ${planned.terms.plain ? 'part' : 'whole'}`,
      () => counted(generic, planned.where()),
    );
  const rows = (q ? await q.execute({ ...planned.terms }) : await counted(db, where)) as Record<
    string,
    unknown
  >[];
  // No row: no match at all (the page is the first).
  const total = rows.length ? Number(rows[0][TOTAL]) : 0;
  servedPage(edges, 1, rows);
  return { rows, total };
}

/**
 * A first page with `total` (a kept count as a scalar subquery) on each of its rows: one
 * statement and round trip where the count and the page took two (decision 0143). Read as
 * `readPage` reads a first page, under a shape of its own. Only with keyset paging on.
 */
export async function readFirstPageWithTotal(
  db: Db,
  list: {
    from: PgTable | PgMaterializedView;
    where: SQL;
    ordering: Ordering;
    edges: Map<number, Edges>;
    shape: string;
  },
  size: number,
  total: SQL,
): Promise<{ rows: Record<string, unknown>[]; total: number } | undefined> {
  if (!keysetOn()) return undefined;
  const { from, where, ordering, edges, shape } = list;
  const extra = { [TOTAL]: sql<number>`${total}`.as(TOTAL) };
  const rows = await reader(db, from, where, ordering, `${shape} with total`, extra).read(
    undefined,
    size,
    false,
  );
  servedPage(edges, 1, rows);
  // No row: the tab is empty (its kept count is 0).
  return { rows, total: rows.length ? Number(rows[0][TOTAL]) : 0 };
}

/** A number written in a statement's text, not bound: a plan made for any value cannot see a
 * limit given as a parameter (decision 0066). */
const written = (n: number) => sql.raw(String(Math.trunc(n)));

const FIRST_ID = '__keysetFirstId';
const TOTAL = '__keysetTotal';

/** Remembers where a served page began and ended (bounded: the least recent page goes first). */
function servedPage(edges: Map<number, Edges>, page: number, rows: Record<string, unknown>[]) {
  if (!rows.length) return;
  if (edges.size >= MAX_PAGES && !edges.has(page)) edges.delete(edges.keys().next().value!);
  edges.set(page, { first: boundOf(rows[0]), last: boundOf(rows[rows.length - 1]) });
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

/**
 * Reads a page's slices as one statement: their union, each slice bounded by the limit, ordered
 * by slice and then as each slice is (decision 0066). One round trip where reading them in turn
 * took up to three; each slice is one index range of at most `limit` rows, so reading a slice
 * the page does not reach costs little. `read(b, size, backward, skip)`: `size` rows after the
 * bound `b` (from the start when undefined), or before it nearest first when `backward`, past
 * the first `skip` of them; `readAt`: one order by OFFSET (a far jump).
 *
 * Where the list allows it (`planOnce`) the statement is built once per shape (the list's rows,
 * sort and order, from a key, an empty key or an end, direction) with the bound and limit as
 * parameters, prepared under a name, and only executed after that: no SQL built per page, and
 * PostgreSQL plans it once per connection.
 */
function reader(
  db: Db,
  from: PgTable | PgMaterializedView,
  where: SQL,
  o: Ordering,
  shape: string,
  /** More fields of every row (a first page's total). */
  extra: Record<string, SQL.Aliased> = {},
) {
  const fields = { ...rowFields(from, o), ...extra };
  const slice = (on: Db, s: Segment, limit: number | SQL, extra = {}) =>
    on
      .select({ ...fields, ...extra } as never)
      .from(from as PgTable)
      .where(s.where ? and(where, typeof s.where === 'function' ? s.where(limit) : s.where) : where)
      .orderBy(...s.order)
      .limit(limit as number);
  const build = (on: Db, segments: Segment[], limit: number | SQL, backward: boolean) => {
    if (segments.length === 1) return slice(on, segments[0], limit).$dynamic();
    // Within a slice rows go by (key, id): the key in the list's direction (turned when read
    // backward), the id ascending forward and descending backward; a slice of ties or of empty
    // keys holds one key. So (slice, key, id) orders the union as the slices are read in turn.
    const parts = segments.map((s, i) =>
      slice(on, s, limit, {
        [SEG]: sql<number>`${sql.raw(String(i))}`.as(SEG),
        [KEY]: o.key!.as(KEY),
        [OID]: sql`${o.id}`.as(OID),
      }),
    );
    const dir = (asc: boolean) => (asc ? 'asc' : 'desc');
    // The slices' selections are one and the same; drizzle's types cannot see it through `never`.
    const [a, b, ...more] = parts as unknown as Parameters<typeof unionAll>;
    return unionAll(a, b, ...more)
      .orderBy(
        sql.raw(`"${SEG}"`),
        sql.raw(`"${KEY}" ${dir(o.asc !== backward)}`),
        sql.raw(`"${OID}" ${dir(!backward)}`),
      )
      .limit(limit as number)
      .$dynamic();
  };
  const segments = (b: BoundSlot | undefined, backward: boolean) =>
    b ? segmentsFrom(o, b, backward) : segmentsFromEnd(o, backward);
  // Never while searching (planOnce and reuse are off then): a search's plan depends on the text
  // typed, and its terms are in the text. Named on the page pool; elsewhere built once, unnamed.
  const pool = o.planOnce ? preparedDb(db) : undefined;
  const on = pool ? { db: pool, named: true } : o.reuse ? { db, named: false } : undefined;
  const generic = on?.db;
  const asRows = (rows: unknown) => rows as Record<string, unknown>[];
  return {
    read: async (b: Bound | undefined, size: number, backward: boolean, skip = 0) => {
      // The limit is written in the text, so part of the shape: a generic plan takes a limit it
      // cannot see for a tenth of the rows, and reads a page of ties of a status through the
      // primary key, filtering (0.6 s at 1,000,000 orders). Pages of one size ask a few limits.
      // The rows skipped are skipped by PostgreSQL (OFFSET), not sent: sent and dropped here,
      // they made a page of 500 nine pages on take about twice as long on PGlite (decision 0078,
      // point 7; bench/near-pages.mjs).
      const limit = skip + size;
      const at = `${shape} ${b ? (b.k === null ? 'empty' : 'key') : 'end'} ${backward} ${limit} ${skip}`;
      // Each slice reads `limit` rows; of their union, `size` past the first `skip` are sent.
      const skipped = <Q extends { limit(n: number): Q; offset(n: number): Q }>(
        q: Q,
        written: (n: number) => number | SQL,
      ) => (skip ? q.limit(written(size) as number).offset(written(skip) as number) : q);
      const q =
        on &&
        generic &&
        statement(on, at, () => {
          const slot = b && {
            k: b.k === null ? null : sql.placeholder('k'),
            id: sql.placeholder('id'),
          };
          return skipped(
            build(generic, segments(slot, backward), written(limit), backward),
            written,
          );
        });
      if (!q)
        return asRows(await skipped(build(db, segments(b, backward), limit, backward), (n) => n));
      return asRows(await q.execute({ k: b?.k, id: b && Number(b.id) }));
    },
    readAt: async (order: SQL[], limit: number, offset: number) =>
      asRows(await slice(db, { where: undefined, order }, limit).offset(offset)),
  };
}

/** A row's columns, and its sort key as PostgreSQL prints it and its id: where a page ends. */
function rowFields(from: PgTable | PgMaterializedView, o: Ordering) {
  const columns = is(from, PgMaterializedView)
    ? getViewSelectedFields(from)
    : readColumns(from as PgTable);
  return {
    ...columns,
    [K]: o.key ? sql<string | null>`(${o.key})::text` : sql<null>`null`,
    [ID]: sql<string>`${o.id}::text`,
  };
}

const SEG = '__keysetSlice';
const KEY = '__keysetOrder';
const OID = '__keysetOrderId';

/**
 * Statements prepared per process, by shape: at most LIST_PREPARED_MAX (300), so that each
 * connection of the page pool holds at most that many and their plans (up to ~0.25 MB each,
 * measured with pg_log_backend_memory_contexts). One dealer's list has about 200 shapes per tab
 * (sort, order, slice kind; the dealer is written in the text); beyond the bound a page is built
 * and planned each time, as before decision 0066. Named by a hash of the text, which
 * node-postgres requires to be the same for one name on one connection. Where no page pool plans
 * them (PGlite, and lists not planned once) the statements are unnamed: built once, planned at
 * each run (decision 0119).
 */
const statements = shapedStatements(() => processConfig().listPreparedMax);
const hashed = (text: string) =>
  `keyset_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;

/** The statement of `shape` on the page pool (named, planned once) or else built once, unnamed. */
function statement<R>(
  on: { db: Db; named: boolean },
  shape: string,
  build: Parameters<typeof statements<R>>[2],
) {
  return statements(on.db, shape, build, on.named ? hashed : undefined);
}
