import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';

const Text = Nullable(Type.String());
const Int = Nullable(Type.Integer());
/** A date as the source system keeps it: YYYY-MM-DD, or null. */
const Day = Nullable(Type.String({ description: 'YYYY-MM-DD' }));

/** Wholegoods order row on the wire: the server's camelCase fields (requirements 000 §3; names in api/README.md). */
export const WholegoodsWire = Type.Object(
  {
    orderNumber: Type.String(),
    description: Text,
    partModel: Text,
    lotSerial: Text,
    scheduleStatus: Text,
    orderedDate: Day,
    promisedDate: Day,
    entityCode: Text,
    partLotSerialId: Int,
    assignOwnerId: Int,
    assignType: Text,
    partId: Int,
    salesOrderHeaderId: Int,
    salesOrderLineId: Int,
    workOrderId: Int,
    workOrderNumber: Text,
    tradingPartnerId: Type.Integer(),
    tradingPartnerName: Type.String(),
    companyName: Type.String(),
    completedDate: Day,
    shipTo: Text,
    invoiceNumber: Text,
    invoiceDate: Day,
    /** The source system's text ('12,500.00') as a number; 0 when not one (requirements 000 §5). */
    invoiceAmount: Type.Number(),
    amountPaid: Type.Number(),
    /** Normalised to 'closed' or 'open' (requirements 000 §3). */
    invoiceStatus: Type.Union([Type.Literal('closed'), Type.Literal('open')]),
    customerPoNumber: Text,
  },
  exact,
);
export type WholegoodsWire = Static<typeof WholegoodsWire>;

/** Stock unit on the wire (requirements 000 §3): the status is optional text; age in days. */
export const StockUnitWire = Type.Object(
  {
    salesOrderNo: Type.String(),
    serialNo: Type.String(),
    unitType: Type.String(),
    status: Type.Optional(Type.String()),
    destination: Text,
    manufactureDate: Day,
    age: Int,
  },
  exact,
);
export type StockUnitWire = Static<typeof StockUnitWire>;
