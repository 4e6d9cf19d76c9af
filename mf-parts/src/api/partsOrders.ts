import { api, type PartsLineWire } from '@portal/shared';

/** One line of a parts order, wire names mapped once, here. */
export interface PartsLine {
  orderNumber: string;
  invoiceStatus: string;
  orderDate: string | null;
  invoiceDate: string | null;
  dealerPO: string;
  type: string;
  partNumber: string;
  description: string;
  ordered: number;
  shipped: number;
  backordered: number;
}

export function toPartsLine(w: PartsLineWire): PartsLine {
  return {
    orderNumber: w.salesOrderNoX ?? '',
    invoiceStatus: w.invoiceStatusC ?? '',
    orderDate: w.orderedD ?? null,
    invoiceDate: w.invoiceD ?? null,
    dealerPO: w.custPOnoX ?? '',
    type: w.typeC ?? '',
    partNumber: w.partX ?? '',
    description: w.partDescrX ?? '',
    ordered: w.orderedQtyN ?? 0,
    shipped: w.shippedQtyN ?? 0,
    backordered: w.backorderedQtyN ?? 0,
  };
}

export async function fetchPartsLines(dealerId: number): Promise<PartsLine[]> {
  const { data } = await api.get<PartsLineWire[]>(`/allpartsorders/${dealerId}`);
  return (Array.isArray(data) ? data : []).map(toPartsLine);
}
