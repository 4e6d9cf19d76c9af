import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgMaterializedView, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { processConfig } from '../config';
import { pageEdges, readFirstPageCounted, readFirstPageWithTotal, readPage } from './keysetPage';
import { searchCondition, searchTerms, type SearchTerms } from './searchPattern';
import { searchQuery } from './searchQuery';
import { shapedStatements } from './builtOnce';
import type { Ordering } from './keyset';
import type { ListQuery } from './list';
import type { PageOf } from '@portal/shared/contract/common';

/** What a list can sort on: a column, or an expression of columns (see `textKey`). */
export type SortExpr = PgColumn | SQL;

/** A list tab's number of rows kept with the rows (lists/keptCounts.ts): read alone, or as a
 * scalar subquery within the statement of the tab's first page (decision 0143). */
export interface KeptCount {
  read(): Promise<number>;
  inline: SQL;
}

/**
 * One page of a big list, searched, sorted and paged by PostgreSQL: the large dealer
 * has 100,000 orders, and the browser must never hold them all. The list behaviour of requirements 000
 * §2: case-insensitive substring search over the screen's fields, sort by a wire name (400 when
 * unknown) with empty values last either way, ties and the default order by id.
 *
 * Pages are read by keyset (decision 0021): the wire still asks for a page number, and
 * the server seeks from where the neighbouring page it served ended (see `pageEdges`), or reads
 * 'last' as the first page of the reversed order. Only a jump to a page far from every page
 * served falls back to OFFSET, counted from whichever end is nearer.
 */
export async function sqlPage<Row, Wire>(
  db: Db,
  spec: {
    from: PgTable | PgMaterializedView;
    id: PgColumn;
    where: SQL;
    query: ListQuery & { page: number };
    /** Wire name → what PostgreSQL sorts on; null: the same on every row (id order). */
    sortable: Record<string, SortExpr | null>;
    /** `searchText(...)` of the searched fields, identical to the trigram index over them, or a
     * stored column of that text with its own trigram index (decision 0080). */
    search: SQL;
    /**
     * Unsearched pages may be read by named statements, planned once per connection with a plan
     * made for any value of their parameters (decision 0066). Only for a `where` that writes its
     * dealer as a literal (`dealerIs`): a plan made for any dealer expects the average dealer's
     * few rows, and on the history tab chose an index of the tab in id order, filtering 29,400
     * rows of the big dealer for a page of ties (1.2 s instead of 0.2 ms).
     */
    planOnce?: boolean;
    /**
     * Descending orders are read key by key (`keyByKey` in keyset.ts): for a table with an
     * ascending (dealer, key, id) index per sort key, which that needs (one descent per key).
     */
    keyByKey?: boolean;
    /** Values every row carries on the wire (the dealer's code): a search they match keeps all. */
    searchConstants?: string[];
    /** The number of rows of `where` unsearched, kept with the rows (lists/keptCounts.ts);
     * without it they are counted. */
    count?: KeptCount;
    /** A row to its wire form, picking the wire's fields: a row also carries the keyset's
     * columns (`readPage`). */
    map: (row: Row) => Wire;
    /**
     * What the rows are, besides the query: the list and every input of `where` (dealer, tab,
     * filters). With the query it names the answer in memory (see `remembered`), so a repeated
     * page costs no SQL building at all. Two different `where`s must never share a key.
     */
    key: readonly (string | number | boolean | null | undefined)[];
  },
): Promise<PageOf<Wire>> {
  const { query } = spec;
  const pageSize = query.pageSize ?? 10;
  const q = searchQuery(query.q);
  const list = JSON.stringify(spec.key);
  // Looked up before any SQL is built: a remembered page costs the lookup only.
  return remembered(pageKey(spec.key, query), async () => {
    const conditions = [spec.where];
    const everyRow = !!q && (spec.searchConstants ?? []).some((c) => c.toLowerCase().includes(q));
    const searching = !!q && !everyRow;
    let terms: SearchTerms | undefined;
    if (searching) {
      // Searched as plain text (searchTerms escapes LIKE's metacharacters); a search holds no
      // chr(31), the field separator of the searched text, so it cannot match across two fields.
      terms = await searchTerms(db, spec, q);
      conditions.push(searchCondition(spec.search, terms));
    }
    const where = and(...conditions)!;
    let key: SQL | PgColumn | undefined;
    if (query.sort) {
      // An own property only: `in` also finds __proto__, constructor, toString.
      if (!Object.hasOwn(spec.sortable, query.sort))
        throw Object.assign(
          new Error(`sort must be one of: ${Object.keys(spec.sortable).join(', ')}`),
          { statusCode: 400 },
        );
      key = spec.sortable[query.sort] ?? undefined;
    }
    // While searching, '+ 0' keeps PostgreSQL from walking the whole id index looking for rare
    // matches (a LIMIT plan that took 300 ms for none); it reads the trigram index and sorts instead.
    const ordering: Ordering = {
      key: key && sql`${key}`,
      asc: query.order === 'asc',
      id: spec.id,
      searching,
      planOnce: spec.planOnce && !searching,
      reuse: !searching,
      keyByKey: spec.keyByKey && !searching ? { from: spec.from, where } : undefined,
    };
    const edges = pageEdges(
      `${list} ${JSON.stringify([q ?? '', query.sort, query.order, pageSize])}`,
    );
    const shape = JSON.stringify([spec.key, query.sort ?? null, query.order ?? null]);
    // A first page read with its total, when the total is not known yet.
    let first: Record<string, unknown>[] | undefined;
    // Every page of one search shares its total.
    const total = await remembered(`${list} ${JSON.stringify(q ?? '')} total`, async () => {
      if (spec.count && !searching) {
        if (query.page === 1) {
          const read = await readFirstPageWithTotal(
            db,
            { from: spec.from, where, ordering, edges, shape },
            pageSize,
            spec.count.inline,
          );
          if (read) {
            first = read.rows;
            return read.total;
          }
        }
        return spec.count.read();
      }
      if (searching && query.page === 1) {
        // A narrow search (the index asked for a rare part of the text, decision 0079) of a list
        // planned once is prepared too, with its text as parameters (decision 0083): whatever the
        // text, its plan is the trigram index's few candidates, and planning it anew cost about
        // as much as running it.
        const narrow = spec.planOnce && terms?.plain !== undefined ? terms : undefined;
        const planned = narrow && {
          shape,
          where: () => and(spec.where, searchCondition(spec.search, narrow, true))!,
          terms: narrow,
        };
        const counted = await readFirstPageCounted(
          db,
          spec.from,
          where,
          ordering,
          edges,
          pageSize,
          planned,
        );
        if (counted) {
          first = counted.rows;
          return counted.total;
        }
      }
      const count = () =>
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(spec.from as PgTable)
          .where(where);
      // Unsearched, `where` is the list's own: its text is built once (decision 0119).
      const [r] = searching
        ? await count()
        : ((await countStatement(db, `${list} count`, count)!.execute()) as { total: number }[]);
      return r.total;
    });
    const rows =
      first ??
      (await readPage(
        db,
        spec.from,
        where,
        ordering,
        edges,
        { page: query.page, pageSize, total },
        shape,
      ));
    return { rows: rows.map((r) => spec.map(r as Row)), total, page: query.page, pageSize };
  });
}

/** The counts of unsearched lists, one statement per list (dealer and tab), built once. */
const countStatement = shapedStatements(() => 2_000);

/**
 * The list answer cache. These lists are read-only for the portal: orders, lines, calls and
 * invoices come from the manufacturer's systems (the seed here), loaded in batches. So an answer
 * is cached for LIST_ANSWER_TTL_MS (30 s by default) under a key that names it: every user of a
 * dealer asking for its first page, or paging back and forth, costs PostgreSQL one query per half
 * minute and the API no work but the lookup (200 concurrent users). A batch load calls `forgetListAnswers()`. Bounded:
 * the oldest answer goes first; a failed read is not remembered.
 */
export const listTtlMs = () => processConfig().listAnswerTtlMs;
const MAX_ANSWERS = 5_000;
const answers = new Map<string, { at: number; value: Promise<unknown> }>();
let generation = 0;

/** Rows changed (in any process: services/invalidation.ts). Page edges stay: they are positions in
 * the order, still right after rows arrive or leave, so 'next' goes on after the last row seen. */
export function forgetListAnswers() {
  answers.clear();
  generation++;
}

/** Moves on at each `forgetListAnswers`: what was read under an older one is out of date. */
export const listGeneration = () => generation;

export function remembered<T>(key: string, read: () => Promise<T>): Promise<T> {
  // LIST_ANSWER_TTL_MS=0: nothing is remembered (what bench/api.mjs measures as 'cold').
  if (listTtlMs() <= 0) return read();
  const now = Date.now();
  const hit = answers.get(key);
  if (hit && now - hit.at < listTtlMs()) return hit.value as Promise<T>;
  answers.delete(key);
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!);
  const value = read().then((v) => {
    if (v && typeof v === 'object') kept.add(v);
    return v;
  });
  answers.set(key, { at: now, value });
  value.catch(() => answers.delete(key));
  return value;
}

/** The key of one page of a list: the list (see `sqlPage`'s `key`) and what was asked. */
export function pageKey(list: readonly unknown[], query: ListQuery & { page: number }): string {
  const asked = [query.q?.trim().toLowerCase() ?? '', query.sort, query.order];
  return JSON.stringify([list, asked, query.page, query.pageSize ?? 10]);
}

/**
 * The answers `remembered` keeps: each is serialized once, at its first sending, and then sent as
 * that text (and its compressed forms) for as long as it is kept (http/rememberedEncoding.ts).
 */
const kept = new WeakSet<object>();

/** Whether `payload` is an answer `remembered` keeps. */
export const isRemembered = (payload: unknown): payload is object =>
  !!payload && typeof payload === 'object' && kept.has(payload);

/** The amount text as the source system sends it ('12,500.00', 'N/A') as a number, 0 when not one. */
export const amountExpr = (c: PgColumn) =>
  sql`(case when regexp_replace(coalesce(${c}, ''), '[$,]', '', 'g') ~ '^-?[0-9]+(\\.[0-9]+)?$' then regexp_replace(${c}, '[$,]', '', 'g')::numeric else 0 end)`;

/**
 * `column = dealer` with the dealer written in the text: a statement planned once (`planOnce`)
 * is then planned for that dealer's own share of the rows. A safe integer only, never text.
 */
export function dealerIs(column: PgColumn, dealerId: number): SQL {
  if (!Number.isSafeInteger(dealerId)) throw new Error(`not a dealer id: ${dealerId}`);
  return sql`${column} = ${sql.raw(String(dealerId))}`;
}

/** A text column as the browser sorts it: case-insensitive, an empty text counts as empty. */
export const textKey = (c: PgColumn | SQL) => sql`nullif(lower(${c}), '')`;

/**
 * The searched fields as one lower-case text, joined by chr(31). Must stay identical to the
 * trigram indexes of migrations 0002 and 0004 (same columns, same order) for PostgreSQL to use them.
 */
export function searchText(columns: (PgColumn | SQL)[]): SQL {
  const parts = columns.map((c) => sql`coalesce(${c}, '')`);
  return sql`lower(${sql.join(parts, sql` || chr(31) || `)})`;
}
