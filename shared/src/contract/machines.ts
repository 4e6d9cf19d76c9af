import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';

// One machine's whole record (`GET /machines/:id/:serial`) and the top bar's search
// (`GET /search/:id`). Camel-case names: these routes are the portal's own, not the spec's.

const Text = Nullable(Type.String());
const Day = Nullable(Type.String({ description: 'YYYY-MM-DD' }));

const Order = Type.Object(
  {
    orderNumber: Type.String(),
    description: Text,
    orderedDate: Day,
    promisedDate: Day,
    completedDate: Day,
    customerPoNumber: Text,
    scheduleStatus: Text,
    /** How the order was found: its line's lot serial, or the number the stock unit names. */
    foundBy: Type.Union([Type.Literal('lotSerial'), Type.Literal('stockUnit')]),
    /** Which wholegoods list holds it (requirements 000 §4). */
    list: Type.Union([Type.Literal('open'), Type.Literal('history')]),
  },
  exact,
);

/** Finance: absent for a DealerViewer (requirements 000 §6). */
const Invoice = Type.Object(
  {
    invoiceNumber: Type.String(),
    invoiceDate: Day,
    amount: Nullable(Type.Number()),
    amountPaid: Nullable(Type.Number()),
    status: Text,
  },
  exact,
);

const Stock = Type.Object(
  {
    kind: Type.String({ description: 'pulltype | truckmount | stationary' }),
    salesOrderNo: Type.String(),
    status: Type.String({ description: "The unit's own status, or 'In Stock'" }),
    location: Text,
    manufactureDate: Day,
    ageDays: Nullable(Type.Integer()),
  },
  exact,
);

/** A PDI or warranty registration sent through the portal: who, when and what. */
const Submission = Type.Object(
  {
    id: Type.Integer(),
    sentAt: Type.String({ description: 'ISO 8601 date and time' }),
    sentBy: Type.String(),
    form: Type.Record(Type.String(), Type.Unknown()),
  },
  exact,
);

const Claim = Type.Object(
  {
    claimNumber: Type.String(),
    claimDate: Day,
    type: Text,
    complaint: Text,
    callStatus: Text,
    currentStatus: Text,
    /** Every status the claim has carried, oldest first (history rows of the same claim). */
    statuses: Type.Array(Type.String()),
  },
  exact,
);

const Clock = Type.Union([
  Type.Object(
    {
      registered: Type.Literal(true),
      startsOn: Type.String(),
      startsFrom: Type.Union([Type.Literal('delivery'), Type.Literal('dealerInvoice')]),
      limitedEndsOn: Type.String(),
      majorComponentsEndsOn: Type.String(),
      replacedParts: Type.Array(
        Type.Object(
          { claimNumber: Type.String(), installedOn: Type.String(), endsOn: Type.String() },
          exact,
        ),
      ),
    },
    exact,
  ),
  Type.Object(
    {
      registered: Type.Literal(false),
      text: Type.String(),
      saleDate: Day,
      /** The PDI's delivery date, or the first claim's day (a claimed machine was sold). */
      saleFrom: Nullable(Type.Union([Type.Literal('pdi'), Type.Literal('claim')])),
      dueOn: Day,
      overdue: Type.Boolean(),
    },
    exact,
  ),
]);

const TimelineEvent = Type.Object(
  {
    on: Type.String({ description: 'YYYY-MM-DD, or an ISO date and time' }),
    kind: Type.Union([
      Type.Literal('ordered'),
      Type.Literal('manufactured'),
      Type.Literal('completed'),
      Type.Literal('invoiced'),
      Type.Literal('pdi'),
      Type.Literal('registered'),
      Type.Literal('claim'),
    ]),
    text: Type.String(),
  },
  exact,
);

export const MachineWire = Type.Object(
  {
    serialNumber: Type.String(),
    tradingPartnerId: Type.Integer(),
    model: Text,
    productFamily: Text,
    order: Nullable(Order),
    invoice: Type.Optional(Nullable(Invoice)),
    stock: Nullable(Stock),
    pdi: Nullable(Submission),
    registration: Nullable(Submission),
    claims: Type.Array(Claim),
    clock: Clock,
    timeline: Type.Array(TimelineEvent),
  },
  exact,
);
export type MachineWire = Static<typeof MachineWire>;
export type MachineClaim = Static<typeof Claim>;
export type MachineTimelineEvent = Static<typeof TimelineEvent>;

export const SEARCH_KINDS = [
  'serial',
  'wholegoodsOrder',
  'partsOrder',
  'invoice',
  'claim',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

const Hit = Type.Object(
  {
    kind: Type.Union([
      Type.Literal('serial'),
      Type.Literal('wholegoodsOrder'),
      Type.Literal('partsOrder'),
      Type.Literal('invoice'),
      Type.Literal('claim'),
    ]),
    value: Type.String(),
    /** A few words beside the number: the model, the status, the category. */
    detail: Text,
    /** The portal path that opens it. */
    path: Type.String(),
  },
  exact,
);
export type SearchHit = Static<typeof Hit>;

export const SearchAnswer = Type.Object({ hits: Type.Array(Hit) }, exact);
export type SearchAnswer = Static<typeof SearchAnswer>;

export const SearchQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 40, description: 'The start of a number' })),
});
