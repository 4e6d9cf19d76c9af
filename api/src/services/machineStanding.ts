import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stockUnits, submissions, wholegoodsOrders } from '../db/schema';

/** Where a serial stands for one dealer (decision 0047). */
export type MachineStanding =
  { owned: false } | { owned: true; sold: boolean; registered: boolean };

/**
 * A serial is the dealer's when it is one of its stock units or a unit shipped to it on a
 * wholegoods order. It is sold when its stock status says so ('Sold - Pending Delivery') or when
 * it was shipped and is no longer in stock; it is registered once a warranty registration for it
 * was sent through the portal for this dealer.
 */
export async function machineStanding(
  db: Db,
  dealerId: number,
  serial: string,
): Promise<MachineStanding> {
  const [unit] = await db
    .select({ status: stockUnits.status })
    .from(stockUnits)
    .where(and(eq(stockUnits.dealerId, dealerId), eq(stockUnits.serialNo, serial)))
    .limit(1);
  let sold: boolean;
  if (unit) sold = /^sold\b/i.test(unit.status ?? '');
  else {
    const [order] = await db
      .select({ id: wholegoodsOrders.id })
      .from(wholegoodsOrders)
      .where(
        and(
          eq(wholegoodsOrders.dealerId, dealerId),
          eq(wholegoodsOrders.lotSerial, serial),
          sql`lower(${wholegoodsOrders.scheduleStatus}) = 'shipped'`,
        ),
      )
      .limit(1);
    if (!order) return { owned: false };
    sold = true;
  }
  const [registration] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.dealerId, dealerId),
        eq(submissions.kind, 'warranty'),
        sql`${submissions.payload}->>'serialNumber' = ${serial}`,
      ),
    )
    .limit(1);
  return { owned: true, sold, registered: Boolean(registration) };
}
