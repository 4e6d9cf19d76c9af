import type { DownloadJob } from './useDownload';

// The spec's downloads, with their file names, overlay texts and alerts (spec 000 §7, §8;
// spec 001 §2, §7), defined once for every area that offers them.

const NO_DEALER_NAME = 'Dealer name not available. Please contact support.';

export const salesOrderJob = (orderNumber: string): DownloadJob => ({
  overlay: `Finding Order ${orderNumber}`,
  find: `/api/files/find/Sales_Orders/${encodeURIComponent(orderNumber)}`,
  fileName: `order_${orderNumber}.pdf`,
  notFound: `Sales Order ${orderNumber} not found. Please contact support for further assistance.`,
  failed: 'Failed to download sales order',
  requireDealerName: NO_DEALER_NAME,
});

export const invoiceJob = (invoiceNumber: string): DownloadJob => ({
  overlay: `Finding Invoice ${invoiceNumber}`,
  find: `/api/files/find/Invoices/${encodeURIComponent(invoiceNumber)}`,
  fileName: `invoice_${invoiceNumber}.pdf`,
  notFound: `Invoice ${invoiceNumber} not found. Please contact support for further assistance.`,
  failed: 'Failed to download invoice',
  requireDealerName: NO_DEALER_NAME,
});

/** Statement files are saved under their own name (spec 001 §7). */
export const statementJob = (fileName: string): DownloadJob => ({
  overlay: 'Finding Statement',
  blobPath: `Statements/${fileName}`,
  fileName,
  notFound: `Statement ${fileName} not found. Please contact support for further assistance.`,
  failed: 'Failed to download statement',
});
