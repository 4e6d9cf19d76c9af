import { sharedT as t } from '@portal/shared';
import type { DownloadJob } from './useDownload';

// The spec's downloads, with their file names, overlay texts and alerts (requirements 000 §7, §8;
// requirements 001 §2, §7), defined once for every area that offers them. A job is made on a click, so
// its texts are in the page's language of that moment.

const noDealerName = () => t('Dealer name not available. Please contact support.');

export const salesOrderJob = (orderNumber: string): DownloadJob => ({
  overlay: t('download.findingOrder', { n: orderNumber }),
  find: `/api/files/find/Sales_Orders/${encodeURIComponent(orderNumber)}`,
  fileName: `order_${orderNumber}.pdf`,
  notFound: t('download.orderNotFound', { n: orderNumber }),
  failed: t('Failed to download sales order'),
  requireDealerName: noDealerName(),
});

export const invoiceJob = (invoiceNumber: string): DownloadJob => ({
  overlay: t('download.findingInvoice', { n: invoiceNumber }),
  find: `/api/files/find/Invoices/${encodeURIComponent(invoiceNumber)}`,
  fileName: `invoice_${invoiceNumber}.pdf`,
  notFound: t('download.invoiceNotFound', { n: invoiceNumber }),
  failed: t('Failed to download invoice'),
  requireDealerName: noDealerName(),
});

/** Statement files are saved under their own name (requirements 001 §7). */
export const statementJob = (fileName: string): DownloadJob => ({
  overlay: t('Finding Statement'),
  blobPath: `Statements/${fileName}`,
  fileName,
  notFound: t('download.statementNotFound', { n: fileName }),
  failed: t('Failed to download statement'),
});
