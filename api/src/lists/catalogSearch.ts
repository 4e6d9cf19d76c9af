import { sql, type SQL } from 'drizzle-orm';
import type { PartHitWire, PartSearchAnswer } from '@portal/shared/contract/partsCatalog';
import type { Db } from '../db/client';
import { FOLD_FROM, FOLD_TO } from '../db/catalogSchema';
import { availabilityOf, described, pricesOf } from './catalogCommon';
import { rowsOf } from '../db/rows';

/** Most words of a description search: more narrow nothing a counter clerk would type. */
export const MAX_WORDS = 8;
/** Longest supersession chain followed; the feed refuses loops, this bounds a walk anyway. */
const MAX_CHAIN = 50;

const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]]));
const fold = (text: string) => [...text.toLowerCase()].map((c) => FOLD.get(c) ?? c).join('');

/** Most words a typed start stands for in a query; a start of more (a letter or two in a large
 * catalogue) stays a start, which the word index reads as one range of its words. */
const MAX_STARTED = 50;

/**
 * What is typed as a query of the word index, cut into words as descriptions are
 * (catalogSchema.ts): each word the start of a word ('hydr hose' finds 'Hydraulic hose'), except
 * a number, matched whole (a '1' is not every '10 mm' and '1/2 in'), and a word of one or two
 * letters before the last, taken as typed ('de', the 'd' of 'd'huile'): French's short words
 * would otherwise start half the index's words. A start becomes the catalogue's words it starts
 * ('valv' → 'valve' | 'valves'): the planner estimates a word from its statistics, not a start,
 * and chose to read every part for one. Null when nothing typed is a word.
 */
async function wordQuery(db: Db, typed: string, language: 'en' | 'fr'): Promise<string | null> {
  const words = fold(typed)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  if (!words.length) return null;
  const whole = (w: string, i: number) => /\d/.test(w) || (w.length <= 2 && i < words.length - 1);
  const starts = words.filter((w, i) => !whole(w, i));
  const started = new Map(
    starts.length
      ? (
          await rowsOf<{ start: string; words: string[] }>(
            db,
            sql`select s.start, array(select word from catalog_words
                                       where language = ${language} and word >= s.start
                                         and word like s.start || '%'
                                       order by word limit ${MAX_STARTED + 1}) as words
                  from unnest(${sql.param(starts)}::text[]) s(start)`,
          )
        ).map((r) => [r.start, r.words])
      : [],
  );
  const term = (w: string, i: number) => {
    if (whole(w, i)) return w;
    const found = started.get(w) ?? [];
    // No word starts so: the start itself, which finds nothing, as the search should.
    if (!found.length) return w;
    return found.length > MAX_STARTED ? `${w}:*` : `(${found.join(' | ')})`;
  };
  return words.map(term).join(' & ');
}

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

/** A search counts this many of its matches at most, and pages through those: past them the
 * answer says there are more (`more`), and the user narrows the search (docs/decisions/0133). */
export const COUNT_CAP = 1000;

/** One group of hits: its rows in `order`, read from an index in that order, a page at a time. */
interface Group {
  where: SQL;
  order: SQL;
  /** Counted in `order` too: the planner otherwise walks the unique index to count a prefix. */
  countInOrder?: boolean;
  /** `where` as a walk in `order` checks it row by row, in a form no index answers (the words'):
   * the planner cannot estimate a word's start and would gather all 5,000 matches for a page. */
  checked?: SQL;
}

/** A page of a filtered walk (`Group.checked`) ends within this many matches of its group's start;
 * past them, a walk would read ever more rows that do not match, so the matches are gathered. */
const WALKED_MATCHES = 100;

/**
 * Finds parts: the number typed exactly (an old number gives the part that replaces it last, with
 * the chain), then numbers that start with it, then parts whose description in the language has a
 * word starting with each word typed (wordQuery); each group in part-number order. An empty
 * search lists the catalogue.
 *
 * Each group is counted up to COUNT_CAP and read only for the page's rows, in the order of an
 * index (the prefix group by the case-blind number index, `~<~` being its order), so a broad
 * prefix or a common word costs a page and a capped count, not every match sorted.
 */
export async function searchParts(
  db: Db,
  dealerId: number,
  o: SearchOptions,
): Promise<PartSearchAnswer> {
  const typed = o.q.trim();
  const lo = typed.toUpperCase();
  const [chain, words] = typed
    ? await Promise.all([chainFrom(db, typed), wordQuery(db, typed, o.french ? 'fr' : 'en')])
    : [[], null];
  const replaced = chain.length > 1 ? chain : null;
  const first = chain.at(-1) ?? null;
  // The first string after every string that starts with `lo`, in byte order (the index's).
  const hi = lo && lo.slice(0, -1) + String.fromCodePoint(lo.codePointAt(lo.length - 1)! + 1);
  const prefix = sql`upper(part_number) ~>=~ ${lo} and upper(part_number) ~<~ ${hi}`;
  const column = sql.raw(o.french ? 'words_fr' : 'words_en');
  const matches = sql`${column} @@ to_tsquery('simple', ${words})`;
  const notFirst: SQL = first ? sql`part_number <> ${first}` : sql`true`;
  const groups: Group[] = [
    ...(first ? [{ where: sql`part_number = ${first}`, order: sql`part_number` }] : []),
    ...(!typed
      ? [{ where: sql`true`, order: sql`part_number` }]
      : [
          {
            where: sql`${prefix} and ${notFirst} and part_number <> all(${sql.param(replaced ?? [])}::text[])`,
            order: sql`upper(part_number) using ~<~`,
            countInOrder: true,
          },
          ...(words
            ? [
                {
                  where: sql`${matches} and not (${prefix}) and ${notFirst}`,
                  order: sql`part_number`,
                  checked: sql`coalesce(${matches}, false) and not (${prefix}) and ${notFirst}`,
                },
              ]
            : []),
        ]),
  ];
  const counts = await countEach(db, groups);
  const matched = counts.reduce((a, b) => a + b, 0);
  const from = (o.page - 1) * o.pageSize;
  const to = Math.min(from + o.pageSize, COUNT_CAP);
  const pages = await Promise.all(
    groups.map((g, i) => {
      const start = counts.slice(0, i).reduce((a, b) => a + b, 0);
      const skip = Math.max(0, from - start);
      const take = Math.min(counts[i], to - start) - skip;
      return take > 0 ? pageOf(db, g, o.french, skip, take, counts[i] <= COUNT_CAP) : [];
    }),
  );
  const rows = pages.flat();
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
        replaces: r.pn === first ? replaced : null,
        availability: stock.get(r.pn)!,
        currency,
        listPrice,
        ...(o.net ? { netPrice } : {}),
      };
    }),
    total: Math.min(matched, COUNT_CAP),
    more: matched > COUNT_CAP,
    page: o.page,
    pageSize: o.pageSize,
  };
}

/** How many rows each group holds, each counted up to one past COUNT_CAP. */
async function countEach(db: Db, groups: Group[]): Promise<number[]> {
  const counted = groups.map((g, i) => {
    const order = g.countInOrder ? sql`order by ${g.order}` : sql``;
    return sql`(select count(*) from (select 1 from catalog_parts where ${g.where} ${order}
                 limit ${COUNT_CAP + 1}) c)::int as ${sql.raw(`n${i}`)}`;
  });
  const [row] = await rowsOf<Record<string, number>>(db, sql`select ${sql.join(counted, sql`, `)}`);
  return groups.map((_, i) => row[`n${i}`]);
}

interface Hit {
  pn: string;
  description: string;
  unit: string;
  pack: number;
  status: PartHitWire['status'];
}

/**
 * `take` rows of a group from its `skip`th, in its order, walked in an index's order and stopped at
 * the page. A group whose walk is filtered (`checked`: the words) reads rows that do not match
 * too: when it is known to be `few` (counted under the cap) or the page is deep, its matches are
 * gathered through its own index and sorted instead (walked in order, a rare word's ten matches
 * could be 100,000 index entries apart). The other groups' walks are their index's range, every
 * row a match.
 */
function pageOf(
  db: Db,
  g: Group,
  french: boolean,
  skip: number,
  take: number,
  few: boolean,
): Promise<Hit[]> {
  const gather = g.checked && (few || skip + take > WALKED_MATCHES);
  // `offset 0` keeps the subquery a plan of its own: the planner cannot turn it into an ordered walk.
  const from = gather
    ? sql`(select * from catalog_parts where ${g.where} offset 0) p`
    : sql`catalog_parts p where ${g.checked ?? g.where}`;
  return rowsOf<Hit>(
    db,
    sql`select p.part_number as pn, ${described(french)} as description, p.unit,
               p.pack_quantity as pack, p.status
          from ${from}
         order by ${g.order} limit ${take} offset ${skip}`,
  );
}
