import type { PgTable } from 'drizzle-orm/pg-core';
import {
  dealers,
  invoices,
  partsLines,
  profileRows,
  rewards,
  salesStaff,
  statements,
  stockUnits,
  warrantyCalls,
  wholegoodsOrders,
} from '../db/schema';
import { COUNTERS } from '../services/rewardsCounters';
import { CATALOG_KINDS } from './catalogKinds';
import type { Conn } from './connection';
import type { Row } from './rows';

/** How a wire value is read: text as sent, a whole number, an ISO date, or an amount kept as
 * the source system sends it (the screens parse it, requirements 000 §5). */
export type FieldType =
  | 'text'
  | 'int'
  | 'date'
  | 'amount'
  | 'unitKind'
  | 'bool'
  /** A non-negative number with up to four decimals (a price, a weight), kept as numeric. */
  | 'decimal'
  /** A drawing: an SVG document with nothing that runs or loads (rows.ts). */
  | 'svg';

/** A value of a row that must name a row of the catalogue (a price's part): checked a chunk at a
 * time against the database, and against the rows of the same file for the kind's own table. */
export interface Reference {
  /** The row's wire names whose values, together, name the row referred to. */
  wires: string[];
  table: PgTable;
  /** The referred table's columns, in the order of `wires`. */
  columns: string[];
  /** What the error calls it: 'unknown part: SP-1'. */
  what: string;
}

/** A rule over the whole feed and what the database holds (a supersession loop): made once per
 * run, then asked for each checked row in the file's order; the reason the row is refused. */
export type FeedRule = (
  conn: Conn,
) => Promise<(row: Row, value: (wire: string) => string | null) => string | undefined>;

export interface Field {
  /** The spec's wire name (requirements 000 §3, 001 §3): the same name the API answers with. */
  wire: string;
  /** The Drizzle property of the table's column. */
  column: string;
  type: FieldType;
  required?: boolean;
  /** Kept in the kind's JSON column (`Kind.jsonColumn`) under its wire name, not a column. */
  json?: boolean;
}

export interface Kind {
  name: string;
  table: PgTable;
  fields: Field[];
  /** Wire names of the natural key (decision 0034); with the kind's tag they form import_key. */
  key: string[];
  /** Constant column values of every row of this kind (invoices: their category). */
  constants?: Record<string, string>;
  /** 'row': the row names its dealer (an id or a dealer code); 'self': the row is a dealer;
   * 'none': the rows belong to no dealer (the sales staff). */
  dealerFrom: 'row' | 'self' | 'none';
  /** The unique column that holds the natural key, when it is one of the table's own (rewards:
   * dealer_id, statements: name); otherwise the key goes to import_key, tagged with the kind. */
  keyColumn?: { name: string; type: 'integer' | 'text' };
  /** The key includes the row's dealer (a profile row is one dealer's own contact). */
  keyHasDealer?: boolean;
  /** The jsonb column that holds the `json` fields (rewards: data). */
  jsonColumn?: string;
  /** Rules on one row's values beyond their types (a price's dates in order): the reason the
   * row is refused, or undefined. */
  rule?: (value: (wire: string) => string | null) => string | undefined;
  references?: Reference[];
  feedRule?: FeedRule;
}

const f = (wire: string, column: string, type: FieldType = 'text', required = false): Field => ({
  wire,
  column,
  type,
  required,
});
/** A rewards counter: kept in the JSON column under its wire name. */
const counter = (wire: string, type: FieldType = 'int'): Field => ({
  wire,
  column: '',
  type,
  json: true,
});

const invoiceFields = (n: string, d: string, o: string, a: string, p: string): Field[] => [
  f(n, 'invoiceNumber', 'text', true),
  f(d, 'invoiceDate', 'date'),
  f(o, 'orderedDate', 'date'),
  f(a, 'amount', 'amount'),
  f(p, 'amountPaid', 'amount'),
  f('invoice_status_c', 'status'),
];

/**
 * Every kind the import feed takes, by the name used in `import <kind>` and
 * `POST /api/import/{kind}`. A row names its dealer by `tradingPartnerId` (the id) or
 * `tpNameX` / `tp_name_x` (the dealer code), except dealer rows, which are the dealer.
 */
export const KINDS: Record<string, Kind> = {
  dealers: {
    name: 'dealers',
    table: dealers,
    dealerFrom: 'self',
    key: ['tradingPartnerId'],
    fields: [
      f('tradingPartnerId', 'id', 'int', true),
      f('tpNameX', 'code', 'text', true),
      f('companyNameX', 'companyName', 'text', true),
      f('divX', 'division', 'text', true),
      f('terX', 'territory', 'text', true),
      f('currencY_X', 'currency', 'text', true),
    ],
  },
  'wholegoods-orders': {
    name: 'wholegoods-orders',
    table: wholegoodsOrders,
    dealerFrom: 'row',
    key: ['orderNumber', 'salesOrderLineId'],
    fields: [
      f('orderNumber', 'orderNumber', 'text', true),
      f('salesOrderLineId', 'salesOrderLineId', 'int', true),
      f('description', 'description'),
      f('partModel', 'partModel'),
      f('lotSerial', 'lotSerial'),
      f('scheduleStatus', 'scheduleStatus'),
      f('orderedDate', 'orderedDate', 'date'),
      f('promisedDate', 'promisedDate', 'date'),
      f('entityCode', 'entityCode'),
      f('partLotSerialId', 'partLotSerialId', 'int'),
      f('assignOwnerId', 'assignOwnerId', 'int'),
      f('assignType', 'assignType'),
      f('partId', 'partId', 'int'),
      f('salesOrderHeaderId', 'salesOrderHeaderId', 'int'),
      f('workOrderId', 'workOrderId', 'int'),
      f('workOrderNumber', 'workOrderNumber'),
      f('completedDate', 'completedDate', 'date'),
      f('shipTo', 'shipTo'),
      f('invoiceNumber', 'invoiceNumber'),
      f('invoiceDate', 'invoiceDate', 'date'),
      f('invoiceAmount', 'invoiceAmount', 'amount'),
      f('amountPaid', 'amountPaid', 'amount'),
      f('invoiceStatus', 'invoiceStatus'),
      f('customerPoNumber', 'customerPoNumber'),
    ],
  },
  'parts-lines': {
    name: 'parts-lines',
    table: partsLines,
    dealerFrom: 'row',
    // The wire has no line number; lineNoN is the feed's own (decision 0034).
    key: ['salesOrderNoX', 'lineNoN'],
    fields: [
      f('salesOrderNoX', 'salesOrderNo', 'text', true),
      f('lineNoN', '', 'int', true),
      f('invoiceStatusC', 'invoiceStatus'),
      f('orderedD', 'orderedDate', 'date'),
      f('invoiceD', 'invoiceDate', 'date'),
      f('custPOnoX', 'customerPo'),
      f('typeC', 'type'),
      f('partX', 'part'),
      f('partDescrX', 'partDescription'),
      f('orderedQtyN', 'orderedQty', 'int'),
      f('shippedQtyN', 'shippedQty', 'int'),
      f('backorderedQtyN', 'backorderedQty', 'int'),
    ],
  },
  'stock-units': {
    name: 'stock-units',
    table: stockUnits,
    dealerFrom: 'row',
    key: ['serialNo'],
    fields: [
      f('serialNo', 'serialNo', 'text', true),
      f('unitKind', 'kind', 'unitKind', true),
      f('salesOrderNo', 'salesOrderNo', 'text', true),
      f('unitType', 'unitType', 'text', true),
      f('status', 'status'),
      f('destination', 'destination'),
      f('manufactureDate', 'manufactureDate', 'date'),
    ],
  },
  'wholegoods-invoices': {
    name: 'wholegoods-invoices',
    table: invoices,
    dealerFrom: 'row',
    key: ['invoiceno_x'],
    constants: { category: 'Wholegoods' },
    fields: invoiceFields('invoiceno_x', 'invoice_d', 'ordered_d', 'invoiceamnt_n', 'amnT_PAID_N'),
  },
  'parts-invoices': {
    name: 'parts-invoices',
    table: invoices,
    dealerFrom: 'row',
    key: ['invoicenO_X'],
    constants: { category: 'Parts' },
    fields: invoiceFields('invoicenO_X', 'invoicE_D', 'ordereD_D', 'amnt_billed_n', 'amnt_paid_n'),
  },
  claims: {
    name: 'claims',
    table: warrantyCalls,
    dealerFrom: 'row',
    key: ['calL_NO_X', 'product_sn', 'call_d'],
    fields: [
      f('calL_NO_X', 'callNumber', 'text', true),
      f('product_sn', 'productSerial', 'text', true),
      f('call_d', 'callDate', 'date', true),
      f('calL_TYPE_X', 'callType'),
      f('complaint_c', 'complaint'),
      f('call_status', 'callStatus'),
      f('current_status', 'currentStatus'),
      f('limited_warranty_status', 'limitedWarrantyStatus'),
      f('powertrain_warranty_status', 'powertrainWarrantyStatus'),
    ],
  },
  // Requirements 001 §3 'Rewards data': one row per dealer in the program; division and salesTerritory
  // are the dealer's own (import them as dealers).
  rewards: {
    name: 'rewards',
    table: rewards,
    dealerFrom: 'row',
    // The key is the dealer itself (tradingPartnerId or tpNameX).
    key: [],
    keyHasDealer: true,
    keyColumn: { name: 'dealer_id', type: 'integer' },
    jsonColumn: 'data',
    fields: [
      f('currentStatus', 'currentStatus', 'text', true),
      // Each counter's type is its never-recorded value's: 0 a whole number, false a flag.
      ...Object.entries(COUNTERS).map(([wire, none]) =>
        counter(wire, typeof none === 'boolean' ? 'bool' : 'int'),
      ),
    ],
  },
  'sales-staff': {
    name: 'sales-staff',
    table: salesStaff,
    dealerFrom: 'none',
    key: ['salesRepId', 'territoryId'],
    fields: [
      f('salesRepId', 'salesRepId', 'text', true),
      f('salesRepDescr', 'salesRepDescr', 'text', true),
      f('repTitle', 'repTitle'),
      f('repPhone', 'repPhone'),
      f('emailAddr', 'emailAddr'),
      f('territoryId', 'territoryId', 'text', true),
      f('territoryDescr', 'territoryDescr', 'text', true),
    ],
  },
  'profile-rows': {
    name: 'profile-rows',
    table: profileRows,
    dealerFrom: 'row',
    // A dealer's address (MAIN) and its departments' contacts (DEPT), one per department.
    key: ['addrTypeC', 'deptX'],
    keyHasDealer: true,
    fields: [
      f('addrTypeC', 'addrType', 'text', true),
      f('deptX', 'department', 'text', true),
      f('addrX', 'address'),
      f('locationX', 'location'),
      f('contactNameX', 'contactName'),
      f('titleX', 'title'),
      f('phoneX', 'phone'),
      f('emailAddressX', 'email'),
    ],
  },
  // The statements' list (requirements 001 §3: `<prefix>_<dealerCode>_MMDDYYYY.pdf`); their PDFs are
  // files (the blob store), not rows.
  statements: {
    name: 'statements',
    table: statements,
    dealerFrom: 'row',
    key: ['name'],
    keyColumn: { name: 'name', type: 'text' },
    fields: [f('name', 'name', 'text', true), f('statementDate', 'statementDate', 'date', true)],
  },
  ...CATALOG_KINDS,
};

export const KIND_NAMES = Object.keys(KINDS);

export function kindOf(name: string): Kind | undefined {
  return Object.hasOwn(KINDS, name) ? KINDS[name] : undefined;
}
