import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { invoices, partsLines, wholegoodsOrders } from '../db/schema';

/**
 * Whether a dealer has the sales order (wholegoods or parts) or the invoice a PDF is of: the
 * file import refuses a PDF of a record the dealer does not have, and the downloads serve a
 * stored PDF only while the dealer still has its record (a tombstoned order, or one that moved
 * to another dealer, takes its PDF with it).
 */
export async function dealerHasOrder(db: Db, dealerId: number, orderNumber: string) {
  return (
    (await anyRow(
      db,
      wholegoodsOrders,
      and(eq(wholegoodsOrders.dealerId, dealerId), eq(wholegoodsOrders.orderNumber, orderNumber)),
    )) ||
    (await anyRow(
      db,
      partsLines,
      and(eq(partsLines.dealerId, dealerId), eq(partsLines.salesOrderNo, orderNumber)),
    ))
  );
}

export const dealerHasInvoice = (db: Db, dealerId: number, invoiceNumber: string) =>
  anyRow(
    db,
    invoices,
    and(eq(invoices.dealerId, dealerId), eq(invoices.invoiceNumber, invoiceNumber)),
  );

async function anyRow(db: Db, table: PgTable, where: SQL | undefined) {
  const rows = await db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}
