import { api, toWholegoodsOrder, type WholegoodsOrder, type WholegoodsWire } from '@portal/shared';
import type { StockUnitWire } from '@portal/shared/contract/wholegoods';
import type { PageSourceOptions } from '@portal/shared/ui/list/usePageSource';

/** One tab of the dealer's orders, a page at a time: the API applies the spec's open/history
 * rule, search, sort and paging (issue 14: the big dealer has 100,000 orders). */
export const ordersPages = (
  tab: 'open' | 'history',
): PageSourceOptions<WholegoodsWire, WholegoodsOrder> => ({
  path: (dealerId) => `/wholegoodsall/${dealerId}`,
  map: toWholegoodsOrder,
  // Column key → wire name.
  sortKeys: {
    orderNumber: 'orderNumber',
    description: 'description',
    model: 'partModel',
    serialNumber: 'lotSerial',
    status: 'scheduleStatus',
    orderDate: 'orderedDate',
    promisedDate: 'promisedDate',
    invoiceDate: 'invoiceDate',
    dealerPO: 'customerPoNumber',
  },
  params: () => ({ view: tab }),
});

export interface StockUnit {
  orderNumber: string;
  serialNumber: string;
  productName: string;
  status: string;
  location: string;
  manufactureDate: string | null;
  age: number | null;
}

/** Spec 000 §4: a unit shows 'In Stock' unless it carries its own text status. */
export function toStockUnit(w: StockUnitWire): StockUnit {
  return {
    orderNumber: w.salesOrderNo,
    serialNumber: w.serialNo,
    productName: w.unitType,
    status: w.status && w.status.trim() ? w.status : 'In Stock',
    location: w.destination ?? '',
    manufactureDate: w.manufactureDate,
    age: w.age,
  };
}

/** Pull-type, truck-mount and stationary units, combined. */
export async function fetchInventory(dealerId: number): Promise<StockUnit[]> {
  const kinds = ['pulltypeinventory', 'truckmountinventory', 'stationaryinventory'];
  const parts = await Promise.all(kinds.map((k) => api.get<StockUnitWire[]>(`/${k}/${dealerId}`)));
  return parts.flatMap((p) => (Array.isArray(p.data) ? p.data : [])).map(toStockUnit);
}
