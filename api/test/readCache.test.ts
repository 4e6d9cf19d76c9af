import type { Db } from '../src/db/client';
import { readCache } from '../src/kit/readCache';

// The dealers and the document library are kept per database with this (decision 0077): what it
// promises is what those two rely on.
const db = {} as Db;
const other = {} as Db;

describe('readCache', () => {
  it('one read per key while kept, shared while in flight; another database reads its own', async () => {
    let reads = 0;
    const kept = readCache(60_000, async (_db, key: number) => `${key}:${++reads}`);
    const [a, b] = await Promise.all([kept.get(db, 1), kept.get(db, 1)]);
    expect([a, b, await kept.get(db, 1)]).toEqual(['1:1', '1:1', '1:1']);
    expect(await kept.get(db, 2)).toBe('2:2');
    expect(await kept.get(other, 1)).toBe('1:3');
  });

  it('reads again after forget() and once the time is up', async () => {
    let reads = 0;
    const kept = readCache(50, async () => ++reads);
    expect(await kept.get(db, 'k')).toBe(1);
    kept.forget();
    expect(await kept.get(db, 'k')).toBe(2);
    await new Promise((r) => setTimeout(r, 80));
    expect(await kept.get(db, 'k')).toBe(3);
    expect(await kept.get(db, 'k')).toBe(3);
  });

  it('keeps at most `max` keys, the one read from the database longest ago going first', async () => {
    let reads = 0;
    const kept = readCache(60_000, async (_db, key: number) => `${key}:${++reads}`, 3);
    for (const key of [1, 2, 3, 4]) await kept.get(db, key);
    expect(await kept.get(db, 2)).toBe('2:2');
    expect(await kept.get(db, 1)).toBe('1:5');
  });

  it('a failed read is not remembered', async () => {
    let reads = 0;
    const kept = readCache(60_000, async () => {
      if (++reads === 1) throw new Error('connection lost');
      return reads;
    });
    await expect(kept.get(db, 'k')).rejects.toThrow('connection lost');
    expect(await kept.get(db, 'k')).toBe(2);
  });
});
