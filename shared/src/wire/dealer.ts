import type { DealerChoice } from '../auth/store';
import type { DealerWire } from '../contract/dealers';

/** Dealer record on the wire (requirements 000 §3, requirements 001 §3 'Dealer (list)'): the contract's type. */
export type { DealerWire };

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
