import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { freshPgliteThread, type TestPglite } from './support/pgliteThread';

// Decision 0119: a cold list page and the machine page run statements whose SQL text drizzle
// builds once, their values given at each run. Rebuilding the text from drizzle's query tree at
// every request was about a fifth of the API's CPU per cold request. Here the reads run twice on
// a database of their own (PGlite in its thread), the answer cache off: the second run of each
// must build no SQL text at all.
const onPglite = process.env.DATABASE_URL ? describe.skip : describe;

let thread: TestPglite;
let db: Db;
beforeAll(async () => {
  // Every page read from the database (the benchmarks' cold path), before the config is read.
  process.env.LIST_ANSWER_TTL_MS = '0';
  thread = await freshPgliteThread();
  db = drizzle(thread.pool, { schema }) as unknown as Db;
  await db.insert(schema.dealers).values({
    id: 7,
    code: 'D7',
    companyName: 'Seven',
    division: 'Ag',
    territory: 'West',
    currency: 'USD',
  });
}, 180_000);
afterAll(async () => {
  await thread?.stop();
});

/** SQL texts drizzle builds while `read` runs. */
async function textsBuilt(read: () => Promise<unknown>): Promise<number> {
  const built = jest.spyOn(PgDialect.prototype, 'sqlToQuery');
  try {
    await read();
    return built.mock.calls.length;
  } finally {
    built.mockRestore();
  }
}

onPglite('statements built once', () => {
  // Imported here: the modules read the configuration where they are first used.
  const reads = async () => {
    const { wholegoodsPage } = await import('../src/lists/wholegoods');
    const { partsOrdersPage } = await import('../src/lists/parts');
    const { claimsPage } = await import('../src/lists/claims');
    const { readMachine } = await import('../src/lists/machine');
    return {
      'an orders page': () => wholegoodsPage(db, 7, 'open', { page: 1 }),
      'an orders page sorted': () =>
        wholegoodsPage(db, 7, 'history', { page: 1, sort: 'promisedDate', order: 'desc' }),
      'a parts orders page': () => partsOrdersPage(db, 7, 'open', { page: 1 }),
      'a claims page': () => claimsPage(db, 7, 'history', { page: 1 }),
      'the machine page': () => readMachine(db, 7, 'SN1', { finance: true }),
    };
  };

  it('builds no SQL text when a read is run again, only when first run', async () => {
    const built: Record<string, [number, number]> = {};
    for (const [name, read] of Object.entries(await reads())) {
      const first = await textsBuilt(read);
      built[name] = [Math.min(first, 1), await textsBuilt(read)];
    }
    expect(built).toEqual({
      'an orders page': [1, 0],
      'an orders page sorted': [1, 0],
      'a parts orders page': [1, 0],
      'a claims page': [1, 0],
      'the machine page': [1, 0],
    });
  });

  it('a searched page is still built for its text (its plan depends on it)', async () => {
    const { wholegoodsPage } = await import('../src/lists/wholegoods');
    const search = () => wholegoodsPage(db, 7, 'open', { page: 2, q: 'zz9' });
    await textsBuilt(search);
    expect(await textsBuilt(search)).toBeGreaterThan(0);
  });
});

// Decision 0136: a statement built once maps its rows by a function made once from its fields,
// not by drizzle's field-by-field mapping (10-15 % of a cold page's CPU). Its rows must be what
// drizzle's own mapping gives, for every kind of field: columns of every type the lists read
// (text, integer, date as text, timestamp as a Date), SQL with a decoder, aliased SQL, a null.
onPglite('rows mapped once', () => {
  const fields = () => ({
    id: schema.dealers.id,
    code: schema.dealers.code,
    decimal: sql<number>`${schema.dealers.id} * 1.5`.mapWith(Number),
    day: sql<string>`date '2026-11-29'`.mapWith(schema.wholegoodsOrders.orderedDate),
    at: sql<Date>`timestamptz '2026-11-29 10:00:00+00'`.mapWith(schema.sessions.expiresAt),
    aliased: sql<string>`upper(${schema.dealers.code})`.as('aliased'),
    nothing: sql<null>`null`,
  });

  it('gives the rows that drizzle gives, with the mapper made once', async () => {
    const { builtOnce } = await import('../src/http/builtOnce');
    const statement = builtOnce((on) => on.select(fields()).from(schema.dealers));
    const prepared = statement(db) as unknown as { customResultMapper?: unknown };
    expect(typeof prepared.customResultMapper).toBe('function');
    const mine = await statement(db).execute();
    const drizzles = await db.select(fields()).from(schema.dealers);
    expect(mine).toEqual(drizzles);
    expect(mine).toEqual([
      {
        id: 7,
        code: 'D7',
        decimal: 10.5,
        day: '2026-11-29',
        at: new Date('2026-11-29T10:00:00Z'),
        aliased: 'D7',
        nothing: null,
      },
    ]);
  });

  it('leaves a nested selection (the tables of a join) to drizzle', async () => {
    const { builtOnce } = await import('../src/http/builtOnce');
    const statement = builtOnce((on) =>
      on.select({ dealer: { id: schema.dealers.id } }).from(schema.dealers),
    );
    const prepared = statement(db) as unknown as { customResultMapper?: unknown };
    expect(prepared.customResultMapper).toBeUndefined();
    expect(await statement(db).execute()).toEqual([{ dealer: { id: 7 } }]);
  });
});
