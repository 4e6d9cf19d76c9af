import type { PageSourceOptions } from '@portal/shared/ui/list/usePageSource';
import type { PartsOrder, PartsTab } from '../partsRules';

/** A parts order on the wire (`/allpartsorders/{id}?view=`): the API groups the lines into one
 * order per order number and merges equal parts (spec 000 §3, §4), with the spec's names. */
interface PartsOrderWire {
  orderNumber: string;
  status: string | null;
  orderDate: string | null;
  estimatedShipDate: string | null;
  invoiceDate: string | null;
  dealerPO: string | null;
  lines: {
    partNumber: string | null;
    description: string | null;
    ordered: number | null;
    shipped: number | null;
    backordered: number | null;
  }[];
}

export function toPartsOrder(w: PartsOrderWire): PartsOrder {
  return {
    orderNumber: w.orderNumber ?? '',
    status: w.status ?? '',
    orderDate: w.orderDate ?? null,
    estimatedShipDate: w.estimatedShipDate ?? null,
    invoiceDate: w.invoiceDate ?? null,
    dealerPO: w.dealerPO ?? '',
    lines: (w.lines ?? []).map((l) => ({
      partNumber: l.partNumber ?? '',
      description: l.description ?? '',
      ordered: l.ordered ?? 0,
      shipped: l.shipped ?? 0,
      backordered: l.backordered ?? 0,
    })),
  };
}

/** One tab of the dealer's parts orders, a page at a time (issue 14: the big dealer has
 * 250,000 lines); the API applies the tab rules, grouping, search, sort and paging. */
export const ordersPages = (tab: PartsTab): PageSourceOptions<PartsOrderWire, PartsOrder> => ({
  path: (dealerId) => `/allpartsorders/${dealerId}`,
  map: toPartsOrder,
  sortKeys: {
    orderNumber: 'orderNumber',
    status: 'status',
    orderDate: 'orderDate',
    estimatedShipDate: 'estimatedShipDate',
    invoiceDate: 'invoiceDate',
    dealerPO: 'dealerPO',
  },
  params: () => ({ view: tab }),
});
