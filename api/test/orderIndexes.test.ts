import { indexedSorts } from '../src/lists/wholegoods';
import { freshDatabase, sqlWhileDown, type TestServer } from './support/server';

// Decision 0116: the orders table keeps a (dealer, key, id) index for the sorts the orders
// screens offer, and none for the others: every index is kept up by every imported row, and at
// the manufacturer's network a sort no screen asks earns none of that cost. The list reads a
// descending order key by key for exactly the sorts that have their index.
it('the orders carry a sort index for each sort the screens offer, and no other', async () => {
  const fresh = await freshDatabase();
  try {
    const rows = (await sqlWhileDown(
      { env: fresh.env, dataDir: fresh.env.DATA_DIR } as unknown as TestServer,
      `select indexname from pg_indexes where tablename = 'wholegoods_orders'
       and indexname like 'wholegoods_orders_sort_%' order by 1`,
    )) as { indexname: string }[];
    const sorts = rows.map((r) =>
      r.indexname
        .replace(/^wholegoods_orders_sort_|_idx$/g, '')
        .replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
    );
    expect(sorts.sort()).toEqual([...indexedSorts].sort());
    expect(sorts).toHaveLength(9);
  } finally {
    await fresh.drop();
  }
});
