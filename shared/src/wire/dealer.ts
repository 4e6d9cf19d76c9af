import type { DealerChoice } from '../auth/store';

/** Dealer record on the wire (spec 000 §3, spec 001 §3 'Dealer (list)'). */
export interface DealerWire {
  tradingPartnerId: number;
  tpNameX: string | null;
  companyNameX: string | null;
  divX: string | null;
  terX: string | null;
  currencY_X: string | null;
}

export function toDealerChoice(d: DealerWire): DealerChoice {
  return {
    dealerId: d.tradingPartnerId,
    dealerCode: d.tpNameX,
    dealerName: d.companyNameX,
    division: d.divX,
    territory: d.terX,
    currency: d.currencY_X,
  };
}
