// The wholegoods orders' sorts, for the benches that time them: the nine the orders screens offer
// (shared/src/ui/list/listRoutes.tsx) and the other columns of the wire, which only the API sorts by.
export const WHOLEGOODS_SORTS = [
  'orderNumber',
  'description',
  'partModel',
  'lotSerial',
  'scheduleStatus',
  'orderedDate',
  'promisedDate',
  'invoiceDate',
  'customerPoNumber',
];
export const API_ONLY_SORTS = [
  'entityCode',
  'partLotSerialId',
  'assignOwnerId',
  'assignType',
  'partId',
  'salesOrderHeaderId',
  'salesOrderLineId',
  'workOrderId',
  'workOrderNumber',
  'completedDate',
  'shipTo',
  'invoiceNumber',
  'invoiceAmount',
  'amountPaid',
  'invoiceStatus',
];
