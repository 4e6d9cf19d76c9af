import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { afterWrites } from '../db/afterWrites';

const BATCH = 100_000;

/**
 * Tops the large dealer's wholegoods orders up to `total` rows for the list benchmarks (docs/performance.md:
 * a dealer with 1,000,000 orders). Rows are copies of the dealer's seeded orders under new order
 * numbers, written by PostgreSQL itself (INSERT ... SELECT over generate_series, 100,000 rows a
 * statement), not sent one by one: a million rows take a minute or two, not an hour. Bench only.
 */
export async function topUpWholegoods(db: Db, dealerId: number, total: number, log = console.log) {
  const count = async () =>
    Number(
      (
        (await db.execute(
          sql`select count(*)::int as n from wholegoods_orders where dealer_id = ${dealerId}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0].n,
    );
  const base = await count();
  if (base === 0 || base >= total) return base;
  for (let done = base; done < total;) {
    const n = Math.min(BATCH, total - done);
    await db.execute(sql`
      insert into wholegoods_orders (dealer_id, order_number, description, part_model, lot_serial,
        schedule_status, ordered_date, promised_date, entity_code, part_lot_serial_id,
        assign_owner_id, assign_type, part_id, sales_order_header_id, sales_order_line_id,
        work_order_id, work_order_number, completed_date, ship_to, invoice_number, invoice_date,
        invoice_amount, amount_paid, invoice_status, customer_po_number)
      select o.dealer_id, 'SO' || ${dealerId} || 'B' || lpad((${done} + g)::text, 7, '0'),
        o.description, o.part_model, o.lot_serial, o.schedule_status,
        o.ordered_date - (g % 900), o.promised_date - (g % 900), o.entity_code,
        o.part_lot_serial_id, o.assign_owner_id, o.assign_type, o.part_id,
        o.sales_order_header_id, o.sales_order_line_id, o.work_order_id, o.work_order_number,
        o.completed_date, o.ship_to, o.invoice_number, o.invoice_date, o.invoice_amount,
        o.amount_paid, o.invoice_status, o.customer_po_number || '-' || g
      from generate_series(1, ${n}) g
      join (select *, row_number() over (order by id) - 1 as rn
            from wholegoods_orders where dealer_id = ${dealerId} and id <= (
              select max(id) from (select id from wholegoods_orders where dealer_id = ${dealerId} order by id limit ${base}) s)) o
        on o.rn = g % ${base}`);
    done += n;
    log(`[setup] wholegoods orders of dealer ${dealerId}: ${done.toLocaleString('en')}`);
  }
  await afterWrites(db, 'wholegoods_orders', { analyze: true });
  return count();
}
