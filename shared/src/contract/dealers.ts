import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';

/** Dealer record on the wire (requirements 000 §3, requirements 001 §3 'Dealer (list)'). */
export const DealerWire = Type.Object(
  {
    tradingPartnerId: Type.Integer(),
    tpNameX: Nullable(Type.String()),
    companyNameX: Nullable(Type.String()),
    divX: Nullable(Type.String()),
    terX: Nullable(Type.String()),
    currencY_X: Nullable(Type.String()),
  },
  exact,
);
export type DealerWire = Static<typeof DealerWire>;
