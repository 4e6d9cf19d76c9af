import { sql, type SQL } from 'drizzle-orm';
import type { PartHitWire, PartSearchAnswer } from '@portal/shared/contract/partsCatalog';
import type { Db } from '../db/client';
import { FOLD_FROM, FOLD_TO } from '../db/catalogSchema';
import { availabilityOf, described, pricesOf, rowsOf } from './catalogCommon';

/** Most words of a description search: more narrow nothing a counter clerk would type. */
export const MAX_WORDS = 8;
/** Longest supersession chain followed; the feed refuses loops, this bounds a walk anyway. */
const MAX_CHAIN = 50;

const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]]));
/** A typed word as the stored search columns hold descriptions (catalogSchema.ts). */
export const fold = (word: string) => [...word.toLowerCase()].map((c) => FOLD.get(c) ?? c).join('');
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface SearchOptions {
  q: string;
  page: number;
  pageSize: number;
  french: boolean;
  net: boolean;
  day: string;
}

/** The chain from a part whose number is exactly `typed` (any case) to the part that replaces
 * it last: ['A', 'B', 'C']; one number when it is not superseded; empty when there is none. */
async function chainFrom(db: Db, typed: string): Promise<string[]> {
  const [row] = await rowsOf<{ path: string[] }>(
    db,
    sql`with recursive chain(part_number, superseded_by, depth, path) as (
          select part_number, superseded_by, 0, array[part_number]
            from catalog_parts where upper(part_number) = ${typed.toUpperCase()}
          union all
          select p.part_number, p.superseded_by, c.depth + 1, c.path || p.part_number
            from chain c join catalog_parts p on p.part_number = c.superseded_by
           where c.depth < ${MAX_CHAIN})
        select path from chain order by depth desc limit 1`,
  );
  return row?.path ?? [];
}

/**
 * Finds parts: the number typed exactly (an old number gives the part that replaces it last, with
 * the chain), then numbers that start with it, then parts whose description in the language holds
 * every word typed; each group in part-number order. An empty search lists the catalogue.
 */
export async function searchParts(
  db: Db,
  dealerId: number,
  o: SearchOptions,
): Promise<PartSearchAnswer> {
  const typed = o.q.trim();
  const lo = typed.toUpperCase();
  const chain = typed ? await chainFrom(db, typed) : [];
  const replaced = chain.length > 1 ? chain : null;
  const first = chain.at(-1) ?? null;
  // The first string after every string that starts with `lo`, in byte order (the index's).
  const hi = lo && lo.slice(0, -1) + String.fromCodePoint(lo.codePointAt(lo.length - 1)! + 1);
  const prefix = sql`upper(part_number) ~>=~ ${lo} and upper(part_number) ~<~ ${hi}`;
  const words = typed.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const column = sql.raw(o.french ? 'search_fr' : 'search_en');
  const holdsWords = words.length
    ? sql.join(
        words.map((w) => sql`${column} like ${`%${likeEscaped(fold(w))}%`}`),
        sql` and `,
      )
    : sql`true`;
  const notFirst: SQL = first ? sql`part_number <> ${first}` : sql`true`;
  const oldOnes = replaced ?? [];
  const hits = !typed
    ? sql`select part_number as pn, 1 as rank from catalog_parts`
    : sql`select ${first}::text as pn, 0 as rank where ${first}::text is not null
          union all
          select part_number, 1 from catalog_parts
           where ${prefix} and ${notFirst} and part_number <> all(${sql.param(oldOnes)}::text[])
          union all
          select part_number, 2 from catalog_parts
           where ${holdsWords} and not (${prefix}) and ${notFirst}`;
  const rows = await rowsOf<{
    pn: string;
    rank: number;
    description: string;
    unit: string;
    pack: number;
    status: PartHitWire['status'];
    total: number;
  }>(
    db,
    sql`with hits as (${hits})
        select h.pn, h.rank, ${described(o.french)} as description, p.unit,
               p.pack_quantity as pack, p.status, count(*) over ()::int as total
          from hits h join catalog_parts p on p.part_number = h.pn
         order by h.rank, p.part_number
         limit ${o.pageSize} offset ${(o.page - 1) * o.pageSize}`,
  );
  const numbers = rows.map((r) => r.pn);
  const [prices, stock] = await Promise.all([
    pricesOf(db, dealerId, numbers, { day: o.day, net: o.net }),
    availabilityOf(db, numbers),
  ]);
  return {
    rows: rows.map((r) => {
      const { currency, listPrice, netPrice } = prices.get(r.pn)!;
      return {
        partNumber: r.pn,
        description: r.description,
        unit: r.unit,
        packQuantity: r.pack,
        status: r.status,
        replaces: r.rank === 0 ? replaced : null,
        availability: stock.get(r.pn)!,
        currency,
        listPrice,
        ...(o.net ? { netPrice } : {}),
      };
    }),
    total: rows[0]?.total ?? (o.page > 1 ? await totalOf(db, hits) : 0),
    page: o.page,
    pageSize: o.pageSize,
  };
}

/** The total of a page past the last: counted alone (the page's own rows carry it otherwise). */
async function totalOf(db: Db, hits: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${hits}) h`);
  return row.n;
}
