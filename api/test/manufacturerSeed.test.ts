import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FIRST_DEALER } from '../src/seed/manufacturer';
import { networkSizes } from '../src/seed/networkSizes';
import { freshDatabase, sqlWhileDown, type TestServer } from './support/server';

// The manufacturer's network of the benchmarks (`setup.js --manufacturer`): as many dealers and
// rows as it says, skewed as a real network (most dealers small, the largest as given), written
// with every index of the tables built again and the lists' counts and read models kept.
const run = promisify(execFile);
const apiDir = join(__dirname, '..');

describe('the sizes of a network', () => {
  it('add up to the total, the largest first and as given, most dealers small', () => {
    const sizes = networkSizes(2000, 5_000_000, 200_000);
    expect(sizes).toHaveLength(2000);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(5_000_000);
    expect(sizes[0]).toBe(200_000);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(1);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    // Skewed: the median dealer holds under half the mean, the largest tenth over 40 % of them.
    expect(sizes[1000]).toBeLessThan(5_000_000 / 2000 / 2);
    expect(sizes.slice(0, 200).reduce((a, b) => a + b, 0)).toBeGreaterThan(2_000_000);
  });

  it('refuses a network that cannot hold its rows', () => {
    expect(() => networkSizes(10, 5, 100)).toThrow(/at least one row/);
    expect(() => networkSizes(10, 5000, 100)).toThrow(/hold less/);
  });
});

describe('setup.js --manufacturer', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  // Read with no process on the database (PGlite is one process's folder at a time).
  const rows = async <T>(text: string) =>
    (await sqlWhileDown(
      { env: fresh.env, dataDir: fresh.env.DATA_DIR } as unknown as TestServer,
      text,
    )) as T[];
  const setup = (...args: string[]) =>
    run('node', [join(apiDir, 'dist/setup.js'), ...args], {
      cwd: apiDir,
      env: { ...process.env, ...fresh.env, LOG_LEVEL: 'error', NODE_ENV: 'test' },
    });
  const indexes = () =>
    rows<{ name: string }>(
      `select indexname as name from pg_indexes
       where tablename in ('wholegoods_orders', 'parts_lines', 'parts_orders') order by 1`,
    );

  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(async () => {
    await fresh.drop();
  });

  it('adds the network it says, once, every index kept', async () => {
    const before = await indexes();

    await setup('--manufacturer', '3000', '--dealers', '20', '--largest', '400');
    await setup('--manufacturer', '3000', '--dealers', '20', '--largest', '400');
    const network = `dealer_id >= ${FIRST_DEALER}`;
    const perDealer = async (table: string) =>
      (
        await rows<{ n: number }>(
          `select count(*)::int as n from ${table} where ${network} group by dealer_id order by 1 desc`,
        )
      ).map((r) => r.n);
    const orders = await perDealer('wholegoods_orders');
    const lines = await perDealer('parts_lines');
    expect(orders).toEqual(networkSizes(20, 1500, 400));
    expect(lines).toEqual(networkSizes(20, 1500, 400));
    expect(
      await rows(`select count(*)::int as n from dealers where id >= ${FIRST_DEALER}`),
    ).toEqual([{ n: 20 }]);
    // The tabs' totals the triggers keep, and the parts orders read model, include the network.
    expect(
      await rows(
        `select sum(n)::int as n from wholegoods_counts where ${network} and view = 'all'`,
      ),
    ).toEqual([{ n: 1500 }]);
    const [grouped] = await rows<{ n: number }>(
      `select count(*)::int as n from parts_orders where ${network}`,
    );
    expect(grouped.n).toBeGreaterThan(300);
    expect(await indexes()).toEqual(before);
    // Every copied row has a key of its own, as an import would give it.
    expect(
      await rows(
        `select count(distinct import_key)::int as n from wholegoods_orders where ${network}`,
      ),
    ).toEqual([{ n: 1500 }]);
  });

  it('refuses a size that is not a whole number', async () => {
    await expect(setup('--manufacturer', 'many')).rejects.toMatchObject({ code: 64 });
  });
});
