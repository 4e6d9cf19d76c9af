/** The status texts the parts feed writes (requirements 000 §4: the part of invoiceStatusC after its first
 * hyphen on open orders, typeC on the history): a fixed vocabulary, shown through the catalog. A
 * text outside it is shown as the feed wrote it. */
export const PARTS_STATUSES = [
  'Open',
  'Partially Shipped',
  'Shipped',
  'Invoiced',
  'Open - Backordered',
  'Stock Order',
  'Emergency',
  'Warranty',
  'Special Order',
] as const;
