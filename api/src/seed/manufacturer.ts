import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { afterWrites } from '../db/afterWrites';
import { rowsOf } from '../db/rows';
import { refreshReadModels } from '../lists/readModels';
import { networkSizes } from './networkSizes';

/** The manufacturer's network for the benchmarks (docs/performance.md). */
export interface Network {
  /** Dealers added (ids from FIRST_DEALER up, largest first). */
  dealers: number;
  /** Wholegoods orders and parts lines in all: half each. */
  rows: number;
  /** The largest dealer's rows in each of the two tables. */
  largest: number;
}

/** The network's dealer ids start here, clear of the demo's (1001 up). */
export const FIRST_DEALER = 100001;
// Rows written by one statement, about: big enough that PostgreSQL, not the round trips, sets
// the pace; small enough to order in memory.
const BATCH = 500_000;
// Parts lines a parts order has (the demo's orders have one to five).
const LINES_PER_ORDER = 3;
// Demo rows the network's rows are copied from.
const TEMPLATES = 2000;

type Log = (line: string) => void;
/**
 * The rows in slices of at most about BATCH rows, each slice a part of every dealer's rows
 * ([from, to) of its numbers, by the same fraction): written slice after slice, ordered by that
 * fraction within one, a dealer's rows lie all over the table in the order they came, as a
 * network's orders arrive over the years, not in one block per dealer.
 */
function slices(sizes: number[]) {
  const total = sizes.reduce((a, b) => a + b, 0);
  const count = Math.max(1, Math.ceil(total / BATCH));
  const ids = `{${sizes.map((_, k) => FIRST_DEALER + k).join(',')}}`;
  return Array.from({ length: count }, (_, s) => ({
    ids,
    from: `{${sizes.map((n) => Math.floor((n * s) / count)).join(',')}}`,
    to: `{${sizes.map((n) => Math.floor((n * (s + 1)) / count)).join(',')}}`,
    rows: sizes.reduce(
      (a, n) => a + Math.floor((n * (s + 1)) / count) - Math.floor((n * s) / count),
      0,
    ),
  }));
}

/**
 * Adds a manufacturer's network to the seeded demo: `dealers` dealers whose wholegoods orders and
 * parts lines are skewed as a real network's (networkSizes), the largest `largest` rows in each.
 * Rows are copies of the demo's under new numbers, written by PostgreSQL itself (INSERT ... SELECT
 * over generate_series), in one transaction that first drops the two tables' secondary indexes
 * and builds them again at the end: building an index from sorted rows is several times cheaper
 * than keeping it up row by row, and a seed stopped half-way leaves the database as it was.
 * Bench only (`setup.js --manufacturer`).
 */
export async function seedNetwork(db: Db, network: Network, log: Log = console.log) {
  const [there] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from dealers where id = ${FIRST_DEALER}`,
  );
  if (there.n > 0) {
    log('[setup] the network is already there: kept');
    return;
  }
  const wholegoods = Math.ceil(network.rows / 2);
  const orderSizes = networkSizes(network.dealers, wholegoods, network.largest);
  const lineSizes = networkSizes(network.dealers, network.rows - wholegoods, network.largest);
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`set local maintenance_work_mem = '512MB'`);
    await t.execute(sql`
      insert into dealers (id, code, company_name, division, territory, currency)
      select ${FIRST_DEALER} + k, 'D' || (${FIRST_DEALER} + k), 'Network Dealer ' || (k + 1),
        case when k % 10 = 9 then 'Canada' else 'United States' end,
        (array['Midwest', 'Great Plains', 'Mountain', 'Southeast', 'West'])[k % 5 + 1],
        case when k % 10 = 9 then 'CDN' else 'USD' end
      from generate_series(0, ${network.dealers - 1}) k`);
    const indexes = await rowsOf<{ def: string; name: string }>(
      t,
      sql`select pg_get_indexdef(i.indexrelid) as def, i.indexrelid::regclass::text as name
          from pg_index i
          where i.indrelid in ('wholegoods_orders'::regclass, 'parts_lines'::regclass)
            and not i.indisprimary`,
    );
    for (const { name } of indexes) await t.execute(sql.raw(`drop index ${name}`));
    await t.execute(sql`
      create temporary table order_templates on commit drop as
      select *, (row_number() over (order by id) - 1)::int as rn
      from (select * from wholegoods_orders order by id limit ${TEMPLATES}) o`);
    await t.execute(sql`
      create temporary table line_templates on commit drop as
      select *, (row_number() over (order by id) - 1)::int as rn
      from (select * from parts_lines order by id limit ${TEMPLATES}) l`);
    let done = 0;
    for (const slice of slices(orderSizes)) {
      await t.execute(sql`
        insert into wholegoods_orders (dealer_id, order_number, description, part_model, lot_serial,
          schedule_status, ordered_date, promised_date, entity_code, part_lot_serial_id,
          assign_owner_id, assign_type, part_id, sales_order_header_id, sales_order_line_id,
          work_order_id, work_order_number, completed_date, ship_to, invoice_number, invoice_date,
          invoice_amount, amount_paid, invoice_status, customer_po_number, import_key)
        select d.id, n.order_number, o.description, o.part_model, o.lot_serial || '-' || g,
          o.schedule_status, o.ordered_date - (g % 900), o.promised_date - (g % 900),
          o.entity_code, o.part_lot_serial_id + g, o.assign_owner_id, o.assign_type, o.part_id,
          o.sales_order_header_id + g, o.sales_order_line_id, o.work_order_id + g,
          'WO' || d.id || '-' || g, o.completed_date - (g % 900), o.ship_to,
          'WI' || d.id || '-' || g, o.invoice_date - (g % 900), o.invoice_amount, o.amount_paid,
          o.invoice_status, o.customer_po_number || '-' || g,
          'wholegoods-orders' || chr(31) || n.order_number || chr(31) || o.sales_order_line_id
        from unnest(${slice.ids}::int[], ${slice.from}::int[], ${slice.to}::int[]) d(id, lo, hi)
          cross join lateral generate_series(d.lo + 1, d.hi) g
          cross join lateral (select 'SO' || d.id || 'N' || lpad(g::text, 6, '0') as order_number) n
          join order_templates o on o.rn = (g + d.id) % (select count(*) from order_templates)
        order by (g - d.lo)::float8 / (d.hi - d.lo + 1), d.id`);
      done += slice.rows;
      log(`[setup] network wholegoods orders: ${done.toLocaleString('en')} (${took()})`);
    }
    done = 0;
    for (const slice of slices(lineSizes)) {
      await t.execute(sql`
        insert into parts_lines (dealer_id, sales_order_no, invoice_status, ordered_date,
          invoice_date, customer_po, type, part, part_description, ordered_qty, shipped_qty,
          backordered_qty, import_key)
        select d.id, n.order_no, o.invoice_status, o.ordered_date - (n.k % 900),
          o.invoice_date - (n.k % 900), o.customer_po, o.type, p.part, p.part_description,
          p.ordered_qty, p.shipped_qty, p.backordered_qty,
          'parts-lines' || chr(31) || n.order_no || chr(31) || n.line
        from unnest(${slice.ids}::int[], ${slice.from}::int[], ${slice.to}::int[]) d(id, lo, hi)
          cross join lateral generate_series(d.lo, d.hi - 1) g
          cross join lateral (select g / ${LINES_PER_ORDER} as k, g % ${LINES_PER_ORDER} + 1 as line,
            'PO' || d.id || 'N' || lpad((g / ${LINES_PER_ORDER})::text, 6, '0') as order_no) n
          -- The order's fields from one template (its lines share a status), each line's part
          -- from another.
          join line_templates o on o.rn = (n.k + d.id) % (select count(*) from line_templates)
          join line_templates p on p.rn = (g + d.id) % (select count(*) from line_templates)
        order by (g - d.lo)::float8 / (d.hi - d.lo + 1), d.id`);
      done += slice.rows;
      log(`[setup] network parts lines: ${done.toLocaleString('en')} (${took()})`);
    }
    for (const { def, name } of indexes) {
      await t.execute(sql.raw(def));
      log(`[setup] index ${name} built (${took()})`);
    }
  });
  await afterWrites(db, 'wholegoods_orders', { analyze: true });
  await afterWrites(db, 'parts_lines', { analyze: true });
  await refreshReadModels(db);
  await db.execute(sql`analyze parts_orders`);
  log(`[setup] network of ${network.dealers} dealers, ${network.rows} rows ready (${took()})`);
}
