import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { ListQuery } from './list';

/** A wire field a list can sort on: a column, or an expression of columns. */
export type SortExpr = PgColumn | SQL;

/**
 * One page of a big list, searched, sorted and paged by PostgreSQL (issue 14): the large dealer
 * has 100,000 orders, and mapping all of them in Node for every page took seconds. Same meaning
 * as `applyList`: case-insensitive substring search over `search`, `sort` by a wire name (400
 * when unknown), default order descending with empty values first, ties in id order.
 */
export async function sqlPage<Row, Wire extends Record<string, unknown>>(
  db: Db,
  spec: {
    table: PgTable;
    id: PgColumn;
    where: SQL;
    query: ListQuery & { page: number };
    /** Wire name → what PostgreSQL sorts on; wire names absent here sort in id order. */
    sortable: Record<string, SortExpr | null>;
    search: (PgColumn | SQL)[];
    /** Values every row carries on the wire (the dealer's code): a search they match keeps all. */
    searchConstants?: string[];
    map: (row: Row) => Wire;
  },
): Promise<{ rows: Wire[]; total: number; page: number; pageSize: number }> {
  const { query } = spec;
  const pageSize = query.pageSize ?? 10;
  const conditions = [spec.where];
  const q = query.q?.trim();
  const everyRow = (spec.searchConstants ?? []).some((c) =>
    c.toLowerCase().includes(q?.toLowerCase() ?? ''),
  );
  if (q && !everyRow) {
    // Searched as plain text: LIKE's own metacharacters are escaped, and chr(31) (the field
    // separator of searchText) cannot match across two fields.
    const plain = q.toLowerCase().replaceAll('\u001f', '');
    const pattern = `%${plain.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`${searchText(spec.search)} like ${pattern}`);
  }
  const where = and(...conditions)!;
  const order: SQL[] = [];
  if (query.sort) {
    if (!(query.sort in spec.sortable)) {
      throw Object.assign(
        new Error(`sort must be one of: ${Object.keys(spec.sortable).join(', ')}`),
        { statusCode: 400 },
      );
    }
    const e = spec.sortable[query.sort];
    // applyList puts empty values last ascending and first descending; so does NULLS LAST/FIRST.
    if (e)
      order.push(query.order === 'asc' ? sql`${e} asc nulls last` : sql`${e} desc nulls first`);
  }
  // While searching, '+ 0' keeps PostgreSQL from walking the whole id index looking for rare
  // matches (a LIMIT plan that took 300 ms for none); it reads the trigram index and sorts instead.
  order.push(q ? sql`${spec.id} + 0` : asc(spec.id));
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(spec.table)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    cachedTotal(
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(spec.table)
        .where(where),
    ),
  ]);
  return { rows: (rows as Row[]).map(spec.map), total, page: query.page, pageSize };
}

/**
 * Counting one dealer's 100,000 rows costs about 20 ms of database time, more than the page
 * itself, and every page of a list asks for the same total. These lists are read-only for the
 * portal (the orders and lines come from the manufacturer's systems), so a total may be reused
 * for TOTAL_TTL_MS; a page's rows are always read afresh.
 */
const TOTAL_TTL_MS = 30_000;
const totals = new Map<string, { at: number; total: Promise<number> }>();

function cachedTotal(
  count: { toSQL(): { sql: string; params: unknown[] } } & PromiseLike<{ total: number }[]>,
): Promise<number> {
  const { sql: text, params } = count.toSQL();
  const key = JSON.stringify([text, params]);
  const now = Date.now();
  const hit = totals.get(key);
  if (hit && now - hit.at < TOTAL_TTL_MS) return hit.total;
  if (totals.size > 5_000) totals.clear(); // bounded: many distinct searches only cost a recount
  const total = Promise.resolve(count.then((r) => r[0].total));
  totals.set(key, { at: now, total });
  total.catch(() => totals.delete(key)); // a failed count is not remembered
  return total;
}

/** The amount text as the source system sends it ('12,500.00', 'N/A') as a number, 0 when not one. */
export const amountExpr = (c: PgColumn) =>
  sql`(case when regexp_replace(coalesce(${c}, ''), '[$,]', '', 'g') ~ '^-?[0-9]+(\\.[0-9]+)?$' then regexp_replace(${c}, '[$,]', '', 'g')::numeric else 0 end)`;

/**
 * The searched fields as one lower-case text, joined by chr(31). Must stay identical to the
 * trigram indexes of migration 0002 (same columns, same order), so that PostgreSQL uses them.
 */
export function searchText(columns: (PgColumn | SQL)[]): SQL {
  const parts = columns.map((c) => sql`coalesce(${c}, '')`);
  return sql`lower(${sql.join(parts, sql` || chr(31) || `)})`;
}
