import { and, getTableColumns, getViewSelectedFields, is, sql, type SQL } from 'drizzle-orm';
import { PgMaterializedView, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
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
    rows = await read([{ where: undefined, order: fullOrder(ordering) }], size, (page - 1) * size);
  else if (page === 1) rows = await read(segmentsFromEnd(ordering, false), size);
  else if (page === lastPage) {
    // 'last' is the first page of the reversed order: as many rows as the last page holds.
    const n = total - (lastPage - 1) * size;
    rows = (await read(segmentsFromEnd(ordering, true), n)).reverse();
  } else if (before !== undefined && page - before <= NEAR) {
    const skip = (page - before - 1) * size;
    const from = edges.get(before)!.last;
    rows = (await read(segmentsFrom(ordering, from, false), skip + size)).slice(skip);
  } else if (after !== undefined && after - page <= NEAR) {
    const skip = (after - page - 1) * size;
    const from = edges.get(after)!.first;
    rows = (await read(segmentsFrom(ordering, from, true), skip + size)).slice(skip).reverse();
  } else {
    // A jump far from every page served: counted from the nearer end.
    const fromStart = (page - 1) * size;
    const fromEnd = total - page * size;
    rows =
      fromStart <= fromEnd
        ? await read([{ where: undefined, order: fullOrder(ordering) }], size, fromStart)
        : (
            await read([{ where: undefined, order: fullOrder(ordering, true) }], size, fromEnd)
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

/** Reads segments in turn until `limit` rows (after `offset`, for a single segment). */
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
  return async (segments: Segment[], limit: number, offset = 0) => {
    const out: Record<string, unknown>[] = [];
    for (const s of segments) {
      if (out.length >= limit) break;
      const rows = await db
        .select(fields as never)
        .from(from as PgTable)
        .where(s.where ? and(where, s.where) : where)
        .orderBy(...s.order)
        .limit(limit - out.length)
        .offset(offset);
      out.push(...(rows as Record<string, unknown>[]));
    }
    return out;
  };
}
