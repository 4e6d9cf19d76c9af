import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';

const Text = Nullable(Type.String());
const Day = Nullable(Type.String({ description: 'YYYY-MM-DD' }));
const Count = Nullable(Type.Integer());

/** Parts order line with the source system's wire names (requirements 000 §3). */
export const PartsLineWire = Type.Object(
  {
    salesOrderNoX: Type.String(),
    invoiceStatusC: Text,
    orderedD: Day,
    invoiceD: Day,
    custPOnoX: Text,
    typeC: Text,
    partX: Text,
    partDescrX: Text,
    orderedQtyN: Count,
    shippedQtyN: Count,
    backorderedQtyN: Count,
  },
  exact,
);
export type PartsLineWire = Static<typeof PartsLineWire>;

/** Lines with the same part number and description merged (requirements 000 §3). */
export const PartsOrderLineWire = Type.Object(
  {
    partNumber: Type.String(),
    description: Type.String(),
    ordered: Type.Number(),
    shipped: Type.Number(),
    backordered: Type.Number(),
  },
  exact,
);
export type PartsOrderLineWire = Static<typeof PartsOrderLineWire>;

/** A parts order of one tab, its lines grouped (requirements 000 §3, §4). */
export const PartsOrderWire = Type.Object(
  {
    orderNumber: Type.String(),
    status: Type.String(),
    orderDate: Day,
    estimatedShipDate: Day,
    invoiceDate: Day,
    dealerPO: Type.String(),
    lines: Type.Array(PartsOrderLineWire),
  },
  exact,
);
export type PartsOrderWire = Static<typeof PartsOrderWire>;
