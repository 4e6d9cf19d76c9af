import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

// The parts orders' read model (migration 0029, decision 0135): a table kept from the view that
// groups parts lines into orders (parts_orders_source). Every statement that writes parts lines
// marks the orders it touched (parts_orders_dirty, by triggers); a batch load rebuilds the marked
// orders after it (src/lists/readModels.ts), an order placed rebuilds its own in its transaction
// (src/services/partsOrder.ts).

/** The view's rows written over a row already there: an order committed by another transaction
 * after this one's delete is read by its insert, and is in the table already. */
const OVER = sql`on conflict (dealer_id, view, sales_order_no) do update
  set first_line_id = excluded.first_line_id, line_ids = excluded.line_ids,
      status = excluded.status, ordered_date = excluded.ordered_date,
      invoice_date = excluded.invoice_date, customer_po = excluded.customer_po,
      lines = excluded.lines`;

/** One order's rows, rebuilt in the transaction that wrote its lines (an order placed in the
 * portal): its lines read through the (dealer, order number) index, not every dealer's. */
export async function rebuildPartsOrder(tx: Db, dealerId: number, orderNumber: string) {
  const order: SQL = sql`dealer_id = ${dealerId} and sales_order_no = ${orderNumber}`;
  await tx.execute(sql`delete from parts_orders_dirty where ${order}`);
  await tx.execute(sql`delete from parts_orders where ${order}`);
  await tx.execute(
    sql`insert into parts_orders select * from parts_orders_source where ${order} ${OVER}`,
  );
}

/** The orders the triggers marked, rebuilt and unmarked in the caller's transaction (a batch load's
 * orders: a day's feed touches a few thousand of the network's millions). */
export async function rebuildMarkedPartsOrders(tx: Db) {
  await tx.execute(
    sql`create temp table parts_orders_taken (dealer_id integer, sales_order_no text) on commit drop`,
  );
  await tx.execute(
    sql`with taken as (delete from parts_orders_dirty returning dealer_id, sales_order_no)
        insert into parts_orders_taken select * from taken`,
  );
  await tx.execute(
    sql`delete from parts_orders o using parts_orders_taken k
         where o.dealer_id = k.dealer_id and o.sales_order_no = k.sales_order_no`,
  );
  // `offset 0` keeps the lateral subquery whole, so each order's key reaches the lines' (dealer,
  // order number) index under the view's grouping; flattened, the planner grouped every line and
  // joined (6.8 s instead of 50 ms for 1,000 orders of 1,000,000 lines).
  await tx.execute(
    sql`insert into parts_orders select s.* from parts_orders_taken k,
          lateral (select * from parts_orders_source v
                    where v.dealer_id = k.dealer_id and v.sales_order_no = k.sales_order_no
                   offset 0) s
        ${OVER}`,
  );
}
