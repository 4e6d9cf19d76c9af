import type { PageSourceOptions } from '@portal/shared/ui/list/usePageSource';
import type { PartsOrderWire } from '@portal/shared/contract/parts';
import type { PartsOrder, PartsTab } from '../partsRules';

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
