import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

// The parts orders' read model (migration 0029): a table kept from the view that groups parts
// lines into orders (parts_orders_source), rebuilt whole after a batch load and per order when the
// portal writes one (src/lists/readModels.ts, src/services/partsOrder.ts).

/**
 * The parts orders' rows for `where`, rebuilt from their view in the caller's transaction. The
 * insert reads the lines committed when it starts: an order placed while a batch load rebuilds
 * everything, committed between its delete and its insert, is found by the insert and already in
 * the table, so it is written over rather than refused as a duplicate.
 */
export async function rebuildPartsOrders(tx: Db, where: SQL) {
  await tx.execute(sql`delete from parts_orders where ${where}`);
  await tx.execute(
    sql`insert into parts_orders select * from parts_orders_source where ${where}
        on conflict (dealer_id, view, sales_order_no) do update
        set first_line_id = excluded.first_line_id, line_ids = excluded.line_ids,
            status = excluded.status, ordered_date = excluded.ordered_date,
            invoice_date = excluded.invoice_date, customer_po = excluded.customer_po`,
  );
}

/** One order's rows, rebuilt in the transaction that wrote its lines (an order placed in the
 * portal): its lines read through the (dealer, order number) index, not every dealer's. */
export const rebuildPartsOrder = (tx: Db, dealerId: number, orderNumber: string) =>
  rebuildPartsOrders(tx, sql`dealer_id = ${dealerId} and sales_order_no = ${orderNumber}`);
