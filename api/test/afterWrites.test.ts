import type { Db } from '../src/db/client';
import { afterWrites } from '../src/db/afterWrites';

// Decision 0080: merging a trigram index's pending entries is for speed only and runs after the
// import's rows are committed. A database that refuses it (a role that does not own the index)
// must not turn the applied import into an error; the refusal is said as a process warning.
it('a refused merge is a warning, not a failure, and ANALYZE still runs first', async () => {
  const asked: string[] = [];
  const db = {
    execute: async (q: { queryChunks: unknown[] }) => {
      const text = JSON.stringify(q.queryChunks);
      asked.push(text.includes('gin_clean_pending_list') ? 'merge' : 'analyze');
      if (text.includes('gin_clean_pending_list')) throw new Error('must be owner of index');
      return { rows: [] };
    },
  } as unknown as Db;
  const warned = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
  try {
    await expect(afterWrites(db, 'wholegoods_orders', { analyze: true })).resolves.toBeUndefined();
    expect(warned.mock.calls.map((c) => c[0])).toEqual([
      'The trigram indexes of wholegoods_orders keep their new entries pending: must be owner of index',
    ]);
  } finally {
    warned.mockRestore();
  }
  expect(asked).toEqual(['analyze', 'merge']);
});
