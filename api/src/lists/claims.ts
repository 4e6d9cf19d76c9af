import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { claimsCounts, claimsHistory as h, warrantyCalls as w } from '../db/schema';
import type { ListQuery } from '../http/list';
import { searchText, sqlPage, textKey } from '../http/sqlList';
import { dealerInfo } from '../services/dealerInfo';
import { keptCount } from './keptCounts';

export type ClaimsView = 'open' | 'history';
type CallRow = typeof w.$inferSelect;

/** Service warranty call on the wire (requirements 000 §3), which is also the import feed's format. */
export const claimWire = (c: Omit<CallRow, 'id' | 'importKey'>, dealerCode: string) => ({
  calL_NO_X: c.callNumber,
  call_d: c.callDate,
  product_sn: c.productSerial,
  tp_name_x: dealerCode,
  calL_TYPE_X: c.callType,
  complaint_c: c.complaint,
  call_status: c.callStatus,
  current_status: c.currentStatus,
  limited_warranty_status: c.limitedWarrantyStatus,
  powertrain_warranty_status: c.powertrainWarrantyStatus,
});

/** Requirements 000 §4: 'Open Claims screen shows call_status Open' (the partial index of migration
 * 0004); Claims History reads the claims_history read model: Closed or Complete, de-duplicated
 * by claim number plus serial number, the most recent row kept (migration 0006, decision 0017). */
export const openClaim = sql`${w.callStatus} = 'Open'`;

const sortable = (t: typeof w | typeof h) => ({
  calL_NO_X: textKey(t.callNumber),
  call_d: t.callDate,
  product_sn: textKey(t.productSerial),
  tp_name_x: null,
  calL_TYPE_X: textKey(t.callType),
  complaint_c: textKey(t.complaint),
  call_status: textKey(t.callStatus),
  current_status: textKey(t.currentStatus),
  limited_warranty_status: textKey(t.limitedWarrantyStatus),
  powertrain_warranty_status: textKey(t.powertrainWarrantyStatus),
});

/** Requirements 000 §5, per tab: open claims by claim number, serial number, dealer, date, type, issue,
 * current status; claims history by claim number, serial number, dealer, issue, current and call
 * status; every call (no tab) by all of those. The dealer is the same on every row. */
const searchOf = (t: typeof w | typeof h, view: ClaimsView | undefined) => {
  // Searched as the screen shows it (MM/DD/YYYY), not as PostgreSQL prints a date.
  const date = sql`to_char(${t.callDate}, 'MM/DD/YYYY')`;
  if (view === 'open')
    return searchText([
      t.callNumber,
      t.productSerial,
      date,
      t.callType,
      t.complaint,
      t.currentStatus,
    ]);
  if (view === 'history')
    return searchText([t.callNumber, t.productSerial, t.complaint, t.currentStatus, t.callStatus]);
  return searchText([
    t.callNumber,
    t.productSerial,
    date,
    t.callType,
    t.complaint,
    t.currentStatus,
    t.callStatus,
  ]);
};

// Built once per tab, not per request (these SQL fragments cost more than a remembered page).
const tabs = {
  open: { t: w, sortable: sortable(w), search: searchOf(w, 'open') },
  history: { t: h, sortable: sortable(h), search: searchOf(h, 'history') },
  all: { t: w, sortable: sortable(w), search: searchOf(w, undefined) },
};

const tabCount = keptCount(claimsCounts);

/** One page of a dealer's warranty calls, of one tab or of all of them. */
export async function claimsPage(
  db: Db,
  dealerId: number,
  view: ClaimsView | undefined,
  query: ListQuery & { page: number },
) {
  const { code } = await dealerInfo(db, dealerId);
  const { t, sortable, search } = tabs[view ?? 'all'];
  return sqlPage(db, {
    from: t,
    id: t.id,
    where: view === 'open' ? and(eq(w.dealerId, dealerId), openClaim)! : eq(t.dealerId, dealerId),
    query,
    sortable,
    search,
    searchConstants: [code],
    count: tabCount(db, dealerId, view ?? 'all'),
    map: (c: CallRow) => claimWire(c, code),
    key: ['claims', dealerId, view ?? 'all'],
  });
}
