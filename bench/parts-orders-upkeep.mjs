// What keeping the parts orders' read model costs (decision 0135), on PostgreSQL with
// BENCH_LINES parts lines (1,000,000; 5 lines an order, spread over the seeded dealers), in
// interleaved rounds (BENCH_ROUNDS, 3), each in a transaction rolled back so every round starts
// from the same rows:
//   view refresh   the materialized view it was, refreshed whole (what every order placed and
//                  every batch load cost before)
//   day's feed     the orders of BENCH_FED (1,000) orders' lines, marked as the triggers mark
//                  what a statement writes, rebuilt (what a batch load of a day's feed costs now)
//   every order    every order marked and rebuilt (a load that touched everything)
//   one order      one order's rows rebuilt (what an order placed costs now), BENCH_ORDERS (20)
//                  orders a round, p50 / p95
// with the load average beside each. The statements are those of api/src/db/partsOrdersModel.ts.
// The lines are added once (their keys start 'bench-upkeep') and kept for the next run; the
// materialized view of the old read model is made for the run and dropped after it. Loopback
// only; prints figures; asserts nothing.
//   DATABASE_URL: a seeded server (else a throwaway one, api/scripts/pg-test-server.sh, seeded by
//   the built setup script: run the build first).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDatabase } from './lib/bench-db.mjs';
import { root } from './lib/paths.mjs';
import { median } from './lib/stats.mjs';

const LINES = Number(process.env.BENCH_LINES) || 1_000_000;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);
const ORDERS = Math.max(1, Number(process.env.BENCH_ORDERS) || 20);
const FED = Math.max(1, Number(process.env.BENCH_FED) || 1000);
const fromApi = createRequire(join(root, 'api/package.json'));
const load = () => loadavg()[0].toFixed(1);

const database = benchDatabase('postgres', '/tmp/portal-pg-upkeep.state');
const client = new (fromApi('pg').Client)({ connectionString: database.url });

/** The read model's indexes as migration 0029 makes them, renamed for the old view's copy. */
function modelIndexes(relation) {
  const migration = readFileSync(
    join(root, 'api/drizzle/0029_parts_orders_kept_per_order.sql'),
    'utf8',
  );
  return migration
    .split('\n')
    .filter((l) => l.startsWith('CREATE') && l.includes('ON "parts_orders"'))
    .map((l) =>
      l
        .replace('--> statement-breakpoint', '')
        .replace(/"parts_orders_(\w+)"/, `"${relation}_$1"`)
        .replace('ON "parts_orders"', `ON "${relation}"`),
    );
}

async function timed(statements) {
  const started = performance.now();
  await client.query('begin');
  for (const s of statements) await client.query(s);
  await client.query('rollback');
  return performance.now() - started;
}

async function addLines() {
  const { rows } = await client.query(
    `select count(*)::int as n from parts_lines where import_key like 'bench-upkeep%'`,
  );
  if (rows[0].n >= LINES) return console.log(`[bench] ${rows[0].n} lines already there`);
  const t0 = Date.now();
  await client.query(
    `insert into parts_lines (dealer_id, sales_order_no, invoice_status, ordered_date, invoice_date,
       customer_po, type, part, part_description, ordered_qty, shipped_qty, backordered_qty,
       import_key)
     select d.ids[1 + (g / 5) % array_length(d.ids, 1)], 'BU' || (g / 5),
            (array['Open - Submitted', 'Open - Partially Shipped', 'Order History'])[1 + (g / 5) % 3],
            date '2025-01-01' + (g % 600), null, 'PO-' || (g / 5), 'Stock', 'SP-' || (100000 + g % 20000),
            'Bench line', 1 + g % 7, 0, 0, 'bench-upkeep' || chr(31) || g
       from generate_series($1::int, $2::int - 1) g, (select array_agg(id) as ids from dealers) d`,
    [rows[0].n, LINES],
  );
  await client.query('analyze parts_lines');
  console.log(
    `[bench] ${LINES - rows[0].n} lines added in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
}

function seedIfThrowaway() {
  if (process.env.DATABASE_URL) return;
  const seeded = spawnSync('node', [join(root, 'api/dist/setup.js')], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-upkeep-')),
    },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
}

const OVER = `on conflict (dealer_id, view, sales_order_no) do update
   set first_line_id = excluded.first_line_id, line_ids = excluded.line_ids,
       status = excluded.status, ordered_date = excluded.ordered_date,
       invoice_date = excluded.invoice_date, customer_po = excluded.customer_po,
       lines = excluded.lines`;

/** rebuildPartsOrder of api/src/db/partsOrdersModel.ts, for an order's `where`. */
const rebuildOne = (where) => [
  `delete from parts_orders_dirty where ${where}`,
  `delete from parts_orders where ${where}`,
  `insert into parts_orders select * from parts_orders_source where ${where} ${OVER}`,
];

/** rebuildMarkedPartsOrders of the same file, after the orders `marked` selects (dealer, order
 * number) are marked as the triggers mark what a statement wrote. */
const rebuildMarked = (marked) => [
  `insert into parts_orders_dirty ${marked} on conflict do nothing`,
  'create temp table parts_orders_taken (dealer_id integer, sales_order_no text) on commit drop',
  `with taken as (delete from parts_orders_dirty returning dealer_id, sales_order_no)
   insert into parts_orders_taken select * from taken`,
  `delete from parts_orders o using parts_orders_taken k
    where o.dealer_id = k.dealer_id and o.sales_order_no = k.sales_order_no`,
  `insert into parts_orders select s.* from parts_orders_taken k,
     lateral (select * from parts_orders_source v
               where v.dealer_id = k.dealer_id and v.sales_order_no = k.sales_order_no
              offset 0) s ${OVER}`,
];

const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1];

async function main() {
  seedIfThrowaway();
  await client.connect();
  await addLines();
  // The read model holds the added lines' orders, as after the batch load that brought them.
  const { rows: kept } = await client.query(
    `select exists (select 1 from parts_orders where sales_order_no like 'BU%') as kept`,
  );
  if (!kept[0].kept)
    for (const s of rebuildMarked(`import_key like 'bench-upkeep%'`)) await client.query(s);
  await client.query('drop materialized view if exists parts_orders_old_view');
  await client.query(
    'create materialized view parts_orders_old_view as select * from parts_orders_source',
  );
  for (const s of modelIndexes('parts_orders_old_view')) await client.query(s);
  const { rows: counts } = await client.query(
    `select (select count(*) from parts_lines)::int as lines, (select count(*) from parts_orders)::int as orders`,
  );
  const { rows: picked } = await client.query(
    `select dealer_id, sales_order_no from parts_orders where sales_order_no like 'BU%'
      order by sales_order_no limit $1`,
    [ORDERS],
  );
  const { rows: marked } = await client.query('select count(*)::int as n from parts_orders_dirty');
  console.log(
    `[bench] ${counts[0].lines} parts lines, ${counts[0].orders} order rows, ${marked[0].n} orders marked by earlier writes (rebuilt in each round too)`,
  );
  const view = [];
  const fed = [];
  const every = [];
  const one = [];
  // A day's feed: FED orders spread over the added ones, marked from their keys as the triggers
  // mark them from a statement's rows.
  const { rows: day } = await client.query(
    `select dealer_id, sales_order_no from parts_orders
      where sales_order_no = any(select 'BU' || (g * $1::int) from generate_series(0, $2::int - 1) g)`,
    [Math.max(1, Math.floor(LINES / 5 / FED)), FED],
  );
  const dayMarked = `select * from unnest(array[${day.map((o) => Number(o.dealer_id)).join(',')}]::int[],
    array[${day.map((o) => `'${o.sales_order_no}'`).join(',')}]::text[])`;
  const everyMarked = 'select distinct dealer_id, sales_order_no from parts_orders';
  for (let r = 0; r < ROUNDS; r++) {
    const loads = [load()];
    view.push(await timed(['refresh materialized view parts_orders_old_view']));
    loads.push(load());
    fed.push(await timed(rebuildMarked(dayMarked)));
    loads.push(load());
    every.push(await timed(rebuildMarked(everyMarked)));
    loads.push(load());
    const orders = [];
    for (const o of picked) {
      const where = `dealer_id = ${Number(o.dealer_id)} and sales_order_no = '${o.sales_order_no.replace(/'/g, "''")}'`;
      orders.push(await timed(rebuildOne(where)));
    }
    one.push(...orders);
    console.log(
      `round ${r + 1}: view refresh ${view.at(-1).toFixed(0)} ms, day's feed ${fed.at(-1).toFixed(0)} ms, every order ${every.at(-1).toFixed(0)} ms, one order p50 ${median(orders).toFixed(1)} ms; load ${loads.join(' ')}`,
    );
  }
  console.log(
    `medians: view refresh ${median(view).toFixed(0)} ms; day's feed (${day.length} orders) ${median(fed).toFixed(0)} ms; every order ${median(every).toFixed(0)} ms (${(median(every) / median(view)).toFixed(2)} × the view's refresh); one order p50 ${median(one).toFixed(1)} ms, p95 ${p95(one).toFixed(1)} ms (${one.length} rebuilds); load ${load()}`,
  );
  await client.query('drop materialized view parts_orders_old_view');
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(async () => {
    await client.end().catch(() => undefined);
    database.stop();
  });
