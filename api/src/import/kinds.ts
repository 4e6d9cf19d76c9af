import type { PgTable } from 'drizzle-orm/pg-core';
import {
  dealers,
  invoices,
  partsLines,
  stockUnits,
  warrantyCalls,
  wholegoodsOrders,
} from '../db/schema';

/** How a wire value is read: text as sent, a whole number, an ISO date, or an amount kept as
 * the source system sends it (the screens parse it, spec 000 §5). */
export type FieldType = 'text' | 'int' | 'date' | 'amount' | 'unitKind';

export interface Field {
  /** The spec's wire name (spec 000 §3, 001 §3): the same name the API answers with. */
  wire: string;
  /** The Drizzle property of the table's column. */
  column: string;
  type: FieldType;
  required?: boolean;
}

export interface Kind {
  name: string;
  table: PgTable;
  fields: Field[];
  /** Wire names of the natural key (decision 0034); with the kind's tag they form import_key. */
  key: string[];
  /** Constant column values of every row of this kind (invoices: their category). */
  constants?: Record<string, string>;
  /** The dealer of a row comes from one of these wire names (an id or a dealer code). */
  dealerFrom: 'row' | 'self';
}

const f = (wire: string, column: string, type: FieldType = 'text', required = false): Field => ({
  wire,
  column,
  type,
  required,
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
};

export const KIND_NAMES = Object.keys(KINDS);

export function kindOf(name: string): Kind | undefined {
  return Object.hasOwn(KINDS, name) ? KINDS[name] : undefined;
}
