import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  claimsHistory,
  invoices,
  partsOrders,
  warrantyCalls,
  wholegoodsOrders,
} from '../db/schema';
import { cachedRead } from '../http/sqlList';
import { numbered, outstanding } from './invoices';
import { wholegoodsInvoiceClosed } from './wholegoods';

const count = sql<number>`count(*)::int`;
const countWhere = (c: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${c}))::int`;

/**
 * The home page's four cards (spec 000 §2, §4), counted by PostgreSQL: the big dealer's lists
 * are far too long to send to the browser to be counted there (issue 14).
 * - Wholegoods: open when the invoice status is not closed, history when it is closed.
 * - Parts orders: open and history orders, counted by distinct order number (parts_orders).
 * - Claims: closed when the call status is Closed or Complete, otherwise open; each claim and
 *   serial number once, as on the claims screens.
 * - Invoices (buyers and staff only): Outstanding (status Open) and all.
 */
export async function dealerSummary(db: Db, dealerId: number, withInvoices: boolean) {
  const w = wholegoodsOrders;
  const [wholegoods, parts, openClaims, closedClaims, invoiceCounts] = await Promise.all([
    cachedRead(
      db
        .select({ history: countWhere(wholegoodsInvoiceClosed), all: count })
        .from(w)
        .where(eq(w.dealerId, dealerId)),
      (r) => ({ open: r[0].all - r[0].history, history: r[0].history }),
    ),
    cachedRead(
      db
        .select({ view: partsOrders.view, n: count })
        .from(partsOrders)
        .where(eq(partsOrders.dealerId, dealerId))
        .groupBy(partsOrders.view),
      (r) => ({
        open: r.find((x) => x.view === 'open')?.n ?? 0,
        history: r.find((x) => x.view === 'history')?.n ?? 0,
      }),
    ),
    cachedRead(
      db
        .select({
          n: sql<number>`count(distinct (${warrantyCalls.callNumber}, ${warrantyCalls.productSerial}))::int`,
        })
        .from(warrantyCalls)
        .where(
          and(
            eq(warrantyCalls.dealerId, dealerId),
            sql`coalesce(${warrantyCalls.callStatus}, '') not in ('Closed', 'Complete')`,
          ),
        ),
      (r) => r[0].n,
    ),
    cachedRead(
      db.select({ n: count }).from(claimsHistory).where(eq(claimsHistory.dealerId, dealerId)),
      (r) => r[0].n,
    ),
    withInvoices
      ? cachedRead(
          db
            .select({ outstanding: countWhere(outstanding), all: count })
            .from(invoices)
            .where(numbered(dealerId)),
          (r) => r[0],
        )
      : null,
  ]);
  return {
    wholegoods,
    partsOrders: parts,
    claims: { open: openClaims, closed: closedClaims },
    ...(invoiceCounts ? { invoices: invoiceCounts } : {}),
  };
}
