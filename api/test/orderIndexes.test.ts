import { indexedSorts } from '../src/lists/wholegoods';
import { freshDatabase, sqlWhileDown, type TestServer } from './support/server';

// Decision 0116: the orders table keeps a (dealer, key, id) index for the sorts the orders
// screens offer, and none for the others: every index is kept up by every imported row, and at
// the manufacturer's network a sort no screen asks earns none of that cost. The list reads a
// descending order key by key for exactly the sorts that have their index.
const indexesOf = async (table: string) => {
  const fresh = await freshDatabase();
  try {
    const rows = (await sqlWhileDown(
      { env: fresh.env, dataDir: fresh.env.DATA_DIR } as unknown as TestServer,
      `select indexname from pg_indexes where tablename = '${table}'
       and indexname like '${table}_sort_%' order by 1`,
    )) as { indexname: string }[];
    return rows.map((r) =>
      r.indexname
        .replace(new RegExp(`^${table}_sort_|_idx$`, 'g'), '')
        .replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
    );
  } finally {
    await fresh.drop();
  }
};

it('the orders carry a sort index for each sort the screens offer, and no other', async () => {
  const sorts = await indexesOf('wholegoods_orders');
  expect(sorts.sort()).toEqual([...indexedSorts].sort());
  expect(sorts).toHaveLength(9);
});

// Decision 0120: each sort of the parts orders screens (api/src/lists/parts.ts: order number,
// status, order date and the estimated ship date taken from it, invoice date, dealer PO) reads a
// (dealer, tab, key, id) index of the read model, named for the model's column.
it('the parts orders carry a sort index for each sort the screens offer', async () => {
  expect((await indexesOf('parts_orders')).sort()).toEqual([
    'customerPo',
    'invoiceDate',
    'orderNumber',
    'orderedDate',
    'status',
  ]);
});
