import { and, gt, isNotNull, isNull, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgMaterializedView, PgTable } from 'drizzle-orm/pg-core';

/**
 * Keyset (seek) paging (decision 0021). A list is ordered by (sort key, id): the key in
 * the asked direction with empty values last, ties by id ascending. A page is found from where a
 * neighbouring page ended instead of by counting rows from the start (OFFSET), so its cost is
 * one index range scan whatever the page number.
 */

/** Where a page starts or ends: the row's sort key as PostgreSQL prints it (null: empty) and id. */
export interface Bound {
  k: string | null;
  id: string;
}

/** A bound whose key and id are given when the statement runs (one prepared once, keysetPage.ts). */
export interface BoundSlot {
  k: string | null | Placeholder;
  id: string | Placeholder;
}

/** One ordered slice of the list: a WHERE and its ORDER BY, read in turn until a page is full.
 * A WHERE may depend on how many rows the slice is read for (see `keyByKey`). */
export interface Segment {
  where: SQL | undefined | ((limit: number | SQL) => SQL);
  order: SQL[];
}

export interface Ordering {
  /** The sort key; undefined: the list is in id order. */
  key?: SQL;
  asc: boolean;
  id: PgColumn;
  /** While searching, '+ 0' keeps PostgreSQL off the id index (see sqlPage). */
  searching: boolean;
  /** Pages may be read by statements planned once (see sqlPage's `planOnce`). */
  planOnce?: boolean;
  /** The statements' text may be built once per shape (unsearched: `where` is the list's own). */
  reuse?: boolean;
  /** The list's table and rows, when a descending order is read key by key (see `keyByKey`). */
  keyByKey?: { from: PgTable | PgMaterializedView; where: SQL };
}

const idAsc = (o: Ordering) => (o.searching ? sql`${o.id} + 0 asc` : sql`${o.id} asc`);
const idDesc = (o: Ordering) => (o.searching ? sql`${o.id} + 0 desc` : sql`${o.id} desc`);

/** The list's order, and the same order reversed: what OFFSET paging reads (a far jump, and
 * LIST_KEYSET=off). */
export function fullOrder(o: Ordering, reverse = false): SQL[] {
  if (!o.key) return [reverse ? idDesc(o) : idAsc(o)];
  if (!reverse)
    return [o.asc ? sql`${o.key} asc nulls last` : sql`${o.key} desc nulls last`, idAsc(o)];
  return [o.asc ? sql`${o.key} desc nulls first` : sql`${o.key} asc nulls first`, idDesc(o)];
}

/**
 * The order of the rows whose key is not empty, with the nulls placement of the index that holds
 * it (ascending: nulls last; descending: nulls first), so a scan of that index, forwards or
 * backwards, gives it without a sort. Which end the empty keys go to does not matter here: the
 * slice has none.
 */
function keyOrder(o: Ordering, reverse: boolean): SQL[] {
  const key = o.key!;
  if (o.asc)
    return reverse
      ? [sql`${key} desc nulls first`, idDesc(o)]
      : [sql`${key} asc nulls last`, idAsc(o)];
  return reverse
    ? [sql`${key} asc nulls last`, idDesc(o)]
    : [sql`${key} desc nulls first`, idAsc(o)];
}

/** The whole list from its start (or from its end, `reverse`): the non-empty keys, then the empty. */
export function segmentsFromEnd(o: Ordering, reverse: boolean): Segment[] {
  if (!o.key) return [{ where: undefined, order: fullOrder(o, reverse) }];
  const filled = byKeys(o, reverse) ?? { where: isNotNull(o.key), order: keyOrder(o, reverse) };
  const empty = { where: isNull(o.key), order: [reverse ? idDesc(o) : idAsc(o)] };
  return reverse ? [empty, filled] : [filled, empty];
}

/**
 * The rows after `b` (or before it, `reverse`, nearest first) as slices that each need no OR:
 * an OR of 'greater key, or equal key and greater id' cannot bound an index scan, so it would
 * read the list from its start again. Ties of b's key come first, then the keys beyond it, then
 * the empty keys (which sort last in either direction).
 */
export function segmentsFrom(o: Ordering, b: BoundSlot, reverse: boolean): Segment[] {
  const id = typeof b.id === 'string' ? Number(b.id) : b.id;
  const pastId = reverse ? lt(o.id, id) : gt(o.id, id);
  if (!o.key) return [{ where: pastId, order: fullOrder(o, reverse) }];
  const key = o.key;
  const idOrder = [reverse ? idDesc(o) : idAsc(o)];
  if (b.k === null) {
    // Among the empty keys, which come last: after b only more empty keys; before b, the empty
    // keys with smaller ids, then every non-empty key.
    const empty = { where: and(isNull(key), pastId), order: idOrder };
    const filled = byKeys(o, true) ?? { where: isNotNull(key), order: keyOrder(o, true) };
    return reverse ? [empty, filled] : [empty];
  }
  const ties = { where: and(sql`${key} = ${b.k}`, pastId), order: idOrder };
  // Beyond b in the direction read: greater keys when (ascending and forwards) or (descending
  // and backwards), smaller keys otherwise.
  const greater = o.asc !== reverse;
  const beyond = byKeys(o, reverse, b.k) ?? {
    where: greater ? sql`${key} > ${b.k}` : sql`${key} < ${b.k}`,
    order: keyOrder(o, reverse),
  };
  return reverse ? [ties, beyond] : [ties, beyond, { where: isNull(key), order: idOrder }];
}

/**
 * The non-empty keys of a descending order beyond `from` (all of them when undefined), read key
 * by key, for lists that ask it (`keyByKey`); undefined for an ascending order, which one range of
 * the ascending (key, id) index gives either way. A descending order keeps ties in ascending id
 * (keys descending, ids ascending; read backwards, keys ascending, ids descending), which no scan
 * of that index gives: PostgreSQL would sort every run of equal keys it reads, a whole status (70%
 * of a tab) for the first page. Instead a recursive query finds each next key by one descent of
 * the index, takes that key's ids in order from the same index until the page is full, and the
 * slice is the rows of those ids: one descent per key, and fewer than twice `limit` ids read (the
 * keys before the last hold fewer than `limit` together). Each key's ids are limited by `limit`
 * itself, not by what is left of it: PostgreSQL plans a limit it cannot see as a tenth of the rows,
 * and then reads them in id order from the primary key, filtering (0.6 s a page at 1,000,000).
 */
function byKeys(o: Ordering, reverse: boolean, from?: string | Placeholder): Segment | undefined {
  if (!o.keyByKey || !o.key || o.asc) return undefined;
  const { from: table, where } = o.keyByKey;
  const key = o.key;
  const past = (k: SQL) => (reverse ? sql`${key} > ${k}` : sql`${key} < ${k}`);
  const start = from === undefined ? sql`${key} is not null` : past(sql`${from}`);
  const toward = sql.raw(reverse ? 'asc' : 'desc');
  const byId = reverse ? sql`${key} desc, ${o.id} desc` : sql`${key} asc, ${o.id} asc`;
  const keyAfter = (bound: SQL) =>
    sql`select ${key} as k from ${table} where ${where} and ${bound} order by ${key} ${toward} limit 1`;
  // 'offset 0' keeps the ids' subquery one (PostgreSQL would inline it twice: once per use).
  const idsOf = (k: SQL, n: SQL) =>
    sql`select array(select ${o.id} from ${table} where ${where} and ${key} = ${k} order by ${byId} limit ${n}) as ids offset 0`;
  return {
    where: (limit) =>
      sql`${o.id} = any(array(with recursive ks(k, got, ids) as (select f.k, cardinality(a.ids), a.ids from (${keyAfter(start)}) f cross join lateral (${idsOf(sql`f.k`, sql`${limit}`)}) a union all select nx.k, ks.got + cardinality(a.ids), a.ids from ks cross join lateral (${keyAfter(past(sql`ks.k`))}) nx cross join lateral (${idsOf(sql`nx.k`, sql`${limit}`)}) a where ks.got < ${limit}) select unnest(ks.ids) from ks))`,
    order: keyOrder(o, reverse),
  };
}
