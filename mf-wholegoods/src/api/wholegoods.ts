import { api } from '@portal/shared';
import type { StockUnitWire } from '@portal/shared/contract/wholegoods';

export interface StockUnit {
  orderNumber: string;
  serialNumber: string;
  productName: string;
  status: string;
  location: string;
  manufactureDate: string | null;
  age: number | null;
}

/** Requirements 000 §4: a unit shows 'In Stock' unless it carries its own text status. */
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
