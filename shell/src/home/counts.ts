import type { SummaryWire } from '@portal/shared/contract/summary';
export interface CardCounts {
  first: number;
  second: number;
}

export interface HomeCounts {
  wholegoods: CardCounts | null;
  parts: CardCounts | null;
  claims: CardCounts | null;
  invoices: CardCounts | null;
}

/** `GET /summary/{dealerId}`: the cards' counts, by the home card rules of requirements 000 §4, counted
 * by the API (api/src/lists/summary.ts) so the browser never loads whole lists to count them. */
export type { SummaryWire };

const pair = (a: unknown, b: unknown): CardCounts => ({
  first: Number(a) || 0,
  second: Number(b) || 0,
});

/** The cards' two numbers each: Open/History, Open/History, Open/Closed, Outstanding/All. */
export function toHomeCounts(s: Partial<SummaryWire>, showInvoices: boolean): HomeCounts {
  return {
    wholegoods: pair(s.wholegoods?.open, s.wholegoods?.history),
    parts: pair(s.partsOrders?.open, s.partsOrders?.history),
    claims: pair(s.claims?.open, s.claims?.closed),
    invoices: showInvoices ? pair(s.invoices?.outstanding, s.invoices?.all) : null,
  };
}
