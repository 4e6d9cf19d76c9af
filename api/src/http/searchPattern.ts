import { is, sql, getTableName, type SQL } from 'drizzle-orm';
import { getMaterializedViewConfig, PgMaterializedView, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { readCache } from '../kit/readCache';

/**
 * What a list search asks of its trigram index (decision 0079). A search text is matched as a
 * substring, and the trigram index finds its candidates by intersecting the posting lists of every
 * trigram of the text. Where most rows share some trigrams (every order number starts 'so100'),
 * each of those lists holds most of the table, and reading them costs as much as the table has
 * rows, whatever the rest of the text. So the index is asked only for the longest run of the text
 * whose trigrams are not common, and the whole text is checked on the candidates with `strpos`,
 * which no index serves. The rows found are the same: the run is a substring of the text, so every
 * row holding the text holds the run. Only when the run alone is rare: the text is then computed
 * twice for each candidate, which costs more than the common lists save when candidates are many.
 */

/** Rows of a table read to learn its common trigrams, and for how long they are kept. */
const SAMPLE_ROWS = 2_000;
const KEPT_MS = 10 * 60_000;
/**
 * A trigram in more than this share of the sample is common. Leaving one out of the index's
 * question multiplies the candidates by at most 1 / 0.9 (if it were independent of the rest).
 */
const COMMON_SHARE = 0.9;
/** The run is asked for alone only if at most this share of the sample holds it. */
const RARE_SHARE = 0.002;

const WORD = /^[\p{L}\p{N}]{3}$/u;

/** What is known of a table's searched texts: its common trigrams and a sample of the texts. */
export interface SearchSample {
  common: ReadonlySet<string>;
  texts: readonly string[];
}

/** The text's runs of three letters or digits, each once: the trigrams pg_trgm reads from a
 * pattern's letters (it also pads words at their ends, which a search's `%…%` never has). */
function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) {
    const t = text.slice(i, i + 3);
    if (WORD.test(t)) found.add(t);
  }
  return found;
}

/** The sample of `texts`: the trigrams found in more than `COMMON_SHARE` of them. */
export function searchSample(texts: readonly string[]): SearchSample {
  const seen = new Map<string, number>();
  for (const text of texts) for (const t of trigrams(text)) seen.set(t, (seen.get(t) ?? 0) + 1);
  const common = new Set<string>();
  for (const [t, n] of seen) if (n > texts.length * COMMON_SHARE) common.add(t);
  return { common, texts };
}

/**
 * The part of the (lower-case) search text to ask the index for: its longest run of letters and
 * digits made of trigrams none of which is common, if at most `RARE_SHARE` of the sample holds
 * it. Undefined to ask for the whole text: none of its trigrams is common, or all are (most rows
 * match anyway), or the run is not rare.
 */
export function indexedPart(text: string, sample: SearchSample): string | undefined {
  const { common, texts } = sample;
  let anyCommon = false;
  let best = '';
  let run = -1; // where the current run of usable trigrams starts
  for (let i = 0; i <= text.length - 2; i++) {
    // i = text.length - 2 is past the last trigram: it ends the last run.
    const t = text.slice(i, i + 3);
    const word = t.length === 3 && WORD.test(t);
    if (word && common.has(t)) anyCommon = true;
    if (word && !common.has(t)) {
      if (run < 0) run = i;
    } else if (run >= 0) {
      // The trigrams at run..i-1 span the text from run to i + 2.
      if (i + 2 - run > best.length) best = text.slice(run, i + 2);
      run = -1;
    }
  }
  if (!anyCommon || !best) return undefined;
  const holding = texts.filter((t) => t.includes(best)).length;
  return holding <= texts.length * RARE_SHARE ? best : undefined;
}

// Per searched text (each list's `search` is made once, with the list), so per table and fields.
// A sample that cannot be read is an empty one, kept as long: searches then ask for the whole
// text, as before, rather than fail for want of a statistic.
const cache = readCache(KEPT_MS, (db: Db, search: SQL, table: string) =>
  readSample(db, search, table).catch(() => searchSample([])),
);

async function readSample(db: Db, search: SQL, table: string): Promise<SearchSample> {
  const known = (await db.execute(
    sql`select reltuples::float8 as n from pg_class where oid = to_regclass(${table})`,
  )) as unknown as { rows: { n: number }[] };
  const rows = Number(known.rows[0]?.n ?? 0); // -1: never analyzed
  // SYSTEM reads whole pages picked at random: twice the share needed, cut at the limit.
  const share = rows > 0 ? Math.min(100, ((2 * SAMPLE_ROWS) / rows) * 100).toFixed(4) : '100';
  const sampled = (await db.execute(
    sql`select ${search} as t from ${sql.identifier(table)} tablesample system (${sql.raw(share)}) limit ${SAMPLE_ROWS}`,
  )) as unknown as { rows: { t: string | null }[] };
  return searchSample(sampled.rows.map((r) => r.t ?? ''));
}

/**
 * What a search of `plain` (lower case, LIKE's metacharacters not escaped) asks of the `search`
 * text of the rows of `from`: `like`, the pattern the index is asked for; `plain`, the whole text
 * checked after with `strpos`, when the pattern is only the part of it that narrows.
 */
export interface SearchTerms {
  like: string;
  plain?: string;
}

export async function searchTerms(
  db: Db,
  rows: { from: PgTable | PgMaterializedView; search: SQL },
  plain: string,
): Promise<SearchTerms> {
  const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const part = indexedPart(plain, await cache.get(db, rows.search, relationName(rows.from)));
  return part ? { like: like(part), plain } : { like: like(plain) };
}

/** The name of a list's table or view, as its columns are qualified in SQL. */
export const relationName = (from: PgTable | PgMaterializedView): string =>
  is(from, PgMaterializedView)
    ? getMaterializedViewConfig(from).name
    : getTableName(from as PgTable);

/**
 * The condition of a search: with the terms' values, or with placeholders named as the terms
 * (`like`, `plain`) for a statement prepared once (keysetPage.ts).
 */
export function searchCondition(search: SQL, terms: SearchTerms, placeholders = false): SQL {
  const term = (name: keyof SearchTerms) => (placeholders ? sql.placeholder(name) : terms[name]);
  if (terms.plain === undefined) return sql`${search} like ${term('like')}`;
  return sql`(${search} like ${term('like')} and strpos(${search}, ${term('plain')}) > 0)`;
}
