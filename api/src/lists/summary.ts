import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  claimsCounts,
  invoices,
  partsOrdersCounts,
  warrantyCalls,
  wholegoodsOrders,
} from '../db/schema';
import { remembered } from '../http/sqlList';
import { numbered, outstanding } from './invoices';
import { wholegoodsInvoiceClosed } from './wholegoods';
import { keptCount } from './keptCounts';

const historyCount = keptCount(claimsCounts);

const count = sql<number>`count(*)::int`;
const countWhere = (c: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${c}))::int`;

/**
 * The home page's four cards (requirements 000 §2, §4), counted by PostgreSQL: the big dealer's lists
 * are far too long to send to the browser to be counted there.
 * - Wholegoods: open when the invoice status is not closed, history when it is closed.
 * - Parts orders: open and history orders, by distinct order number (parts_orders' counts).
 * - Claims: closed when the call status is Closed or Complete, otherwise open; each claim and
 *   serial number once, as on the claims screens.
 * - Invoices (buyers and staff only): Outstanding (status Open) and all.
 */
export function dealerSummary(db: Db, dealerId: number, withInvoices: boolean) {
  // Remembered like a list page (src/http/sqlList.ts): the lists are loaded in batches.
  return remembered(`summary ${dealerId} ${withInvoices}`, () =>
    countCards(db, dealerId, withInvoices),
  );
}

async function countCards(db: Db, dealerId: number, withInvoices: boolean) {
  const w = wholegoodsOrders;
  const first = <T>(rows: T[]) => rows[0];
  const [wholegoods, parts, openClaims, closedClaims, invoiceCounts] = await Promise.all([
    db
      .select({ history: countWhere(wholegoodsInvoiceClosed), all: count })
      .from(w)
      .where(eq(w.dealerId, dealerId))
      .then(first)
      .then((r) => ({ open: r.all - r.history, history: r.history })),
    // Kept per tab by triggers (migration 0030), not counted.
    db
      .select({ view: partsOrdersCounts.view, n: partsOrdersCounts.n })
      .from(partsOrdersCounts)
      .where(eq(partsOrdersCounts.dealerId, dealerId))
      .then((r) => ({
        open: r.find((x) => x.view === 'open')?.n ?? 0,
        history: r.find((x) => x.view === 'history')?.n ?? 0,
      })),
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
      )
      .then((r) => first(r).n),
    // The history tab's count, kept with the view's refresh (migration 0032), not counted.
    historyCount(db, dealerId, 'history').read(),
    withInvoices
      ? db
          .select({ outstanding: countWhere(outstanding), all: count })
          .from(invoices)
          .where(numbered(dealerId))
          .then(first)
      : null,
  ]);
  return {
    wholegoods,
    partsOrders: parts,
    claims: { open: openClaims, closed: closedClaims },
    ...(invoiceCounts ? { invoices: invoiceCounts } : {}),
  };
}
