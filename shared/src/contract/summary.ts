import { Type, type Static } from 'typebox';
import { exact } from './common';

const Count = Type.Integer({ minimum: 0 });

/** `GET /summary/{dealerId}`: the home cards' counts (requirements 000 §2, §4); invoices for buyers and
 * staff only. */
export const SummaryWire = Type.Object(
  {
    wholegoods: Type.Object({ open: Count, history: Count }),
    partsOrders: Type.Object({ open: Count, history: Count }),
    claims: Type.Object({ open: Count, closed: Count }),
    invoices: Type.Optional(Type.Object({ outstanding: Count, all: Count })),
  },
  exact,
);
export type SummaryWire = Static<typeof SummaryWire>;
