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
