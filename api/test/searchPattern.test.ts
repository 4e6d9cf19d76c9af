import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client';
import { wholegoodsOrders } from '../src/db/schema';
import { indexedPart, searchCondition, searchSample, searchTerms } from '../src/http/searchPattern';

// Decision 0079: a search asks the trigram index only for the part of its text that narrows,
// and checks the whole text after. What the part may be decides whether rows can be lost: it
// must be a substring of the text, so that every row holding the text holds it.

// Order numbers as a big dealer has them: one prefix, then digits.
const texts = Array.from(
  { length: 2000 },
  (_, i) => `so1003b0${String(i * 37).padStart(6, '0')}\u001fpending approval\u001fpo-${i}`,
);
const sample = searchSample(texts);

describe('the part of a search asked of the index', () => {
  it('leaves out the trigrams of the prefix every row shares', () => {
    for (const t of ['so1', 'o10', '100', '003', '03b', '3b0', 'b00', 'pen', 'val'])
      expect([t, sample.common.has(t)]).toEqual([t, true]);
    for (const t of ['007', '073', '739', 'po-', 'b0 '])
      expect([t, sample.common.has(t)]).toEqual([t, false]);
    expect(indexedPart('so1003b0073926', sample)).toBe('0073926');
  });

  it('is always a substring of the text, so no row holding the text is missed', () => {
    const texts = ['so1003b0073926', 'xso1003b00739', 'b0073926 so1003', '07-39-26'];
    const parts = texts.map((text) => [text, indexedPart(text, sample)] as const);
    for (const [text, part] of parts) if (part !== undefined) expect(text).toContain(part);
    expect(parts.filter(([, part]) => part !== undefined)).toHaveLength(3);
  });

  it('takes the longest run of letters and digits whose trigrams are not common', () => {
    // 'x9871' and 'b012' are separated by the common 'so1003b0'; the longer run wins.
    expect(indexedPart('x9871 so1003b012', sample)).toBe('x9871');
    // A run never spans a character pg_trgm does not index.
    expect(indexedPart('so1003-7391', sample)).toBe('7391');
  });

  it('asks for the whole text when nothing common is in it, all of it is, or the part is not rare', () => {
    expect(indexedPart('zq9871', sample)).toBeUndefined(); // no common trigram
    expect(indexedPart('so1003b0', sample)).toBeUndefined(); // only common ones
    expect(indexedPart('so', sample)).toBeUndefined(); // no trigram at all
    // 'b0x1' is in half of this sample: asking for it alone would read half the table.
    const broad = searchSample([
      ...texts,
      ...texts.map((t) => t.replace('so1003b0', 'so1003b0x1')),
    ]);
    expect(indexedPart('so1003b0x1', broad)).toBeUndefined();
  });

  it('learns nothing from an empty sample (an empty table, or one that cannot be read)', () => {
    expect(indexedPart('so1003b0073926', searchSample([]))).toBeUndefined();
  });
});

describe('searchTerms and searchCondition', () => {
  const search = sql`lower(${wholegoodsOrders.orderNumber})`;
  const rendered = async (db: Db, text: string) =>
    new PgDialect().sqlToQuery(
      searchCondition(search, await searchTerms(db, { from: wholegoodsOrders, search }, text)),
    );
  const fakeDb = (tuples: number, rows: string[]) => {
    const asked: string[] = [];
    const db = {
      execute: async (q: ReturnType<typeof sql>) => {
        const { sql: text } = new PgDialect().sqlToQuery(q);
        asked.push(text);
        return text.includes('pg_class')
          ? { rows: [{ n: tuples }] }
          : { rows: rows.map((t) => ({ t })) };
      },
    } as unknown as Db;
    return { db, asked };
  };

  it('asks the index for the part, and checks the whole text with strpos', async () => {
    const { db, asked } = fakeDb(1_000_000, texts);
    const q = await rendered(db, 'so1003b0073926');
    expect(q.sql).toContain('like $1 and strpos(');
    expect(q.params).toEqual(['%0073926%', 'so1003b0073926']);
    expect(asked.some((a) => a.includes('tablesample system (0.4000)'))).toBe(true);
    // Kept: a second search of the same list reads no sample.
    await rendered(db, 'so1003b0000037');
    expect(asked).toHaveLength(2);
  });

  it('asks for the whole text, and does not fail, when the sample cannot be read', async () => {
    let reads = 0;
    const db = {
      execute: async () => {
        reads++;
        throw new Error('tablesample refused');
      },
    } as unknown as Db;
    const q = await rendered(db, 'so1003b0073926');
    expect(q.params).toEqual(['%so1003b0073926%']);
    // The empty sample is kept: the next search does not try again at once.
    await rendered(db, 'so1003b0000037');
    expect(reads).toBe(1);
  });

  it('names the terms as placeholders for a statement prepared once', async () => {
    const { db } = fakeDb(1_000_000, texts);
    const terms = await searchTerms(db, { from: wholegoodsOrders, search }, 'so1003b0073926');
    const dialect = new PgDialect();
    const valued = dialect.sqlToQuery(searchCondition(search, terms));
    const prepared = dialect.sqlToQuery(searchCondition(search, terms, true));
    // The same statement, its values given when it runs: the terms, by name.
    expect(prepared.sql).toBe(valued.sql);
    expect(prepared.params.map((p) => (p as { name?: string }).name)).toEqual(['like', 'plain']);
    expect(prepared.params.map((p) => terms[(p as { name: 'like' | 'plain' }).name])).toEqual(
      valued.params,
    );
  });

  it('escapes LIKE metacharacters of the whole text when it asks for it', async () => {
    const { db } = fakeDb(1_000_000, texts);
    const q = await rendered(db, '50%_off\\');
    expect(q.params).toEqual(['%50\\%\\_off\\\\%']);
  });
});
