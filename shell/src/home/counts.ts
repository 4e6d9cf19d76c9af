import {
  isClosedClaim,
  isOpenPartsStatus,
  isOutstanding,
  isPartsHistoryStatus,
} from '@portal/shared';

export interface CardCounts {
  first: number;
  second: number;
}

/** Spec 000 §4: the home card counts wholegoods orders open when the invoice status is not
 * closed, history when it is closed (unlike the list screen, which also needs 'Shipped'). */
export function wholegoodsCounts(rows: readonly { invoiceStatus: string }[]): CardCounts {
  const closed = rows.filter((r) => r.invoiceStatus === 'closed').length;
  return { first: rows.length - closed, second: closed };
}

/** Spec 000 §4: parts orders open by the open-status rule, counted by distinct order number;
 * history when the status equals 'Order History' (also counted per order). */
export function partsCounts(
  lines: readonly { salesOrderNoX: string; invoiceStatusC: string | null }[],
): CardCounts {
  const open = new Set<string>();
  const history = new Set<string>();
  for (const l of lines) {
    if (isOpenPartsStatus(l.invoiceStatusC)) open.add(l.salesOrderNoX);
    else if (isPartsHistoryStatus(l.invoiceStatusC)) history.add(l.salesOrderNoX);
  }
  return { first: open.size, second: history.size };
}

/** Spec 000 §4: closed if the call status is Closed or Complete, otherwise open. Each claim
 * (claim number + serial number) counts once, as on the claims screens, so the card agrees with them. */
export function claimCounts(
  calls: readonly { calL_NO_X: string; product_sn: string | null; call_status: string | null }[],
): CardCounts {
  const open = new Set<string>();
  const closed = new Set<string>();
  for (const c of calls)
    (isClosedClaim(c.call_status) ? closed : open).add(`${c.calL_NO_X}\u0000${c.product_sn}`);
  return { first: open.size, second: closed.size };
}

/** Outstanding (status Open) and all invoices. */
export function invoiceCounts(invoices: readonly { status: string }[]): CardCounts {
  return { first: invoices.filter((i) => isOutstanding(i.status)).length, second: invoices.length };
}
