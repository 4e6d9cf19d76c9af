import {
  api,
  toWholegoodsOrder,
  type ClaimWire,
  type InvoiceWire,
  type PartsLineWire,
  type WholegoodsWire,
} from '@portal/shared';
import { useApiData } from '@portal/shared/ui/data/useApiData';
import {
  claimCounts,
  invoiceCounts,
  partsCounts,
  wholegoodsCounts,
  type CardCounts,
} from './counts';

export interface HomeCounts {
  wholegoods: CardCounts | null;
  parts: CardCounts | null;
  claims: CardCounts | null;
  invoices: CardCounts | null;
}

/** Spec 000 §8: other home-page fetch failures are only logged; the card shows zero. */
async function count<T>(path: string, rule: (rows: T[]) => CardCounts): Promise<CardCounts> {
  try {
    const { data } = await api.get<T[]>(path);
    return rule(Array.isArray(data) ? data : []);
  } catch (e) {
    console.warn(`Home: ${path} failed`, e);
    return { first: 0, second: 0 };
  }
}

export function useHomeCounts(showInvoices: boolean): HomeCounts {
  const { data } = useApiData(
    async (dealerId) => {
      if (dealerId == null) return null;
      const [wholegoods, parts, claims, invoices] = await Promise.all([
        count<WholegoodsWire>(`/wholegoodsall/${dealerId}`, (rows) =>
          wholegoodsCounts(rows.map(toWholegoodsOrder)),
        ),
        count<PartsLineWire>(`/allpartsorders/${dealerId}`, partsCounts),
        count<ClaimWire>(`/servicewarrantycalls/${dealerId}`, claimCounts),
        showInvoices
          ? count<InvoiceWire>(`/allinvoices/${dealerId}`, invoiceCounts)
          : Promise.resolve(null),
      ]);
      return { wholegoods, parts, claims, invoices };
    },
    [showInvoices],
  );
  return data ?? { wholegoods: null, parts: null, claims: null, invoices: null };
}
