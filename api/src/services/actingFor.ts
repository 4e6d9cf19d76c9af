import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Claims } from '../auth/tokens';
import { audit } from './audit';

/** A visit ends after this long without a read for the dealer (decision 0048). */
export const VISIT_GAP_MINUTES = 30;

/**
 * A read of a screen this process wrote into the visit less than this long ago writes nothing
 * (decision 0077): the visit's end is kept to the minute, not to the call. Without it every call
 * of staff cost a transaction of four statements on the database's busiest path.
 */
export const VISIT_TOUCH_MS = 60_000;
const MAX_TOUCHES = 10_000;
/** When this process last wrote each (staff member, dealer, screen) into a visit, by database. */
const touchedIn = new WeakMap<Db, Map<string, number>>();

/** True when the read must be written: a screen not written within VISIT_TOUCH_MS. */
function mustWrite(touched: Map<string, number>, key: string): boolean {
  const now = Date.now();
  const at = touched.get(key);
  if (at !== undefined && now - at < VISIT_TOUCH_MS) return false;
  touched.delete(key); // re-inserted last: the Map's order is the order of writing
  if (touched.size >= MAX_TOUCHES) touched.delete(touched.keys().next().value!);
  touched.set(key, now);
  return true;
}

/** What a dealer-scoped call shows or does, in the words of the screens (decision 0048). */
export const WHAT: Record<string, string> = {
  'GET /summary/:id': 'Home',
  'GET /wholegoodsall/:id': 'Wholegoods Orders',
  'GET /wholegoods/:id': 'Wholegoods Orders',
  'GET /pulltypestockunits/:id': 'My Dealer Inventory',
  'GET /truckmountstockunits/:id': 'My Dealer Inventory',
  'GET /pulltypeinventory/:id': 'My Dealer Inventory',
  'GET /stationaryinventory/:id': 'My Dealer Inventory',
  'GET /truckmountinventory/:id': 'My Dealer Inventory',
  'GET /openpartsorders/:id': 'Parts Orders',
  'GET /allpartsorders/:id': 'Parts Orders',
  'GET /allparts/:id': 'Parts Orders',
  'GET /partsinvoices/:id': 'Invoices',
  'GET /allinvoices/:id': 'Invoices',
  'GET /servicewarrantycalls/:id': 'Claims',
  'GET /rewards/:id': 'Rewards',
  'GET /rewards_fast/:id': 'Rewards',
  'GET /dealers/:id': 'Dealer Profile',
  'GET /profile/:id': 'Dealer Profile',
  'GET /profile/:id/user/:userId': 'Dealer Profile',
  'GET /profile/:id/staff-activity': 'Dealer Profile',
  'GET /api/files/find/Sales_Orders/:orderNumber': 'Sales order PDFs',
  'GET /api/files/find/Invoices/:invoiceNumber': 'Invoice PDFs',
  'GET /api/blob/*': 'Documents and PDFs',
  'GET /api/blob-statements/:dealerCode': 'Recent Statements',
  'POST /api/blob-links': 'Opened a document in a new tab',
  'POST /api/send-email': 'Sent a PDI or warranty registration',
  'POST /api/send-email-1': 'Sent a support request',
  'POST /service/claims': 'Filed a warranty claim',
  'POST /parts-orders/:id': 'Placed a parts order',
};

export const actingLabel = (method: string, path: string) =>
  WHAT[`${method} ${path}`] ?? `${method} ${path}`;

/** Calls whose route writes its own audit row in words (the dealer picker, a parts order placed,
 * in the order's transaction): a second, generic 'act-as-dealer' row would show it twice. */
const AUDITED_BY_ROUTE = new Set(['POST /dealerview/select', 'POST /parts-orders/:id']);

/** Reads change nothing; a signed link is asked for by POST but only opens a file. */
const isRead = (method: string, path: string) =>
  method === 'GET' || (method === 'POST' && path === '/api/blob-links');

/**
 * Writes what staff did while acting for a dealer. A change is one row ('act-as-dealer'); reads
 * are one row per visit ('dealer-visit': who, from `at` to `last_at`, which screens in `detail`),
 * not one row per request: a visit goes on while reads follow within VISIT_GAP_MINUTES. The
 * staff member's visit rows for the dealer are locked for the update, so parallel reads extend
 * one visit instead of opening two.
 */
export async function recordActing(
  db: Db,
  who: Pick<Claims, 'sub' | 'email'>,
  dealerId: number,
  method: string,
  path: string,
) {
  if (AUDITED_BY_ROUTE.has(`${method} ${path}`)) return;
  const what = actingLabel(method, path);
  if (!isRead(method, path)) return audit(db, who, 'act-as-dealer', dealerId, what);
  const touched = touchedIn.get(db) ?? new Map<string, number>();
  touchedIn.set(db, touched);
  const key = `${who.sub}:${dealerId}:${what}`;
  if (!mustWrite(touched, key)) return;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${who.sub}::int, ${dealerId}::int)`);
      const extended = (await tx.execute(sql`
      update audit_log
         set last_at = now(),
             detail = case when (', ' || detail || ', ') like ('%, ' || ${what}::text || ', %')
                           then detail else detail || ', ' || ${what}::text end
       where id = (select id from audit_log
                    where user_id = ${who.sub} and dealer_id = ${dealerId}
                      and action = 'dealer-visit'
                      and last_at > now() - make_interval(mins => ${VISIT_GAP_MINUTES}::int)
                    order by id desc limit 1)
      returning id`)) as unknown as { rows: unknown[] };
      if (extended.rows.length === 0)
        await tx.execute(sql`
        insert into audit_log (user_id, user_email, action, dealer_id, detail, last_at)
        values (${who.sub}, ${who.email}, 'dealer-visit', ${dealerId}, ${what}, now())`);
    })
    .catch((e: unknown) => {
      touched.delete(key); // not written: the next read tries again
      throw e;
    });
}
