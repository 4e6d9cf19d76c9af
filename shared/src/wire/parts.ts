/** Parts order line on the wire (spec 000 §3). */
export interface PartsLineWire {
  salesOrderNoX: string;
  invoiceStatusC: string | null;
  orderedD: string | null;
  invoiceD: string | null;
  custPOnoX: string | null;
  typeC: string | null;
  partX: string | null;
  partDescrX: string | null;
  orderedQtyN: number | null;
  shippedQtyN: number | null;
  backorderedQtyN: number | null;
}

/** Spec 000 §4: a line is open if its status, lower-cased, contains 'open' or 'partially shipped'
 * or equals 'shipped'. */
export function isOpenPartsStatus(status: string | null | undefined): boolean {
  const s = (status ?? '').toLowerCase();
  return s.includes('open') || s.includes('partially shipped') || s === 'shipped';
}

/** Spec 000 §4: history lines are those whose status is exactly 'Order History'. */
export const isPartsHistoryStatus = (status: string | null | undefined) =>
  status === 'Order History';
