import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@portal/shared/contract/paths';
import { notFound } from '../http/errors';
import { BlobStore } from '../services/blobStore';
import { dealerCode, documentFiles } from '../services/documentFiles';
import { dealerHasInvoice, dealerHasOrder } from '../services/dealerRecords';
import { invoicePdf, salesOrderPdf } from '../pdf/documents';
import { FilePathAnswer } from '@portal/shared/contract/resources';
import { NumberParam } from './fileAnswers';

/**
 * Where a dealer's sales order or invoice PDF is (answers its blob path), drawn on first use;
 * 404 when the record is not the dealer's.
 */
const recordFileRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const { blobs } = api.deps;
  const files = documentFiles(db, blobs);
  api.get(
    API_PATHS.salesOrderFile,
    {
      schema: {
        tags: ['files'],
        operationId: 'findSalesOrderPdf',
        summary: "Where the sales order's PDF is (drawn on first use)",
        params: NumberParam('orderNumber'),
        response: { 200: FilePathAnswer },
      },
    },
    async (req) => {
      const n = req.params.orderNumber;
      const path = BlobStore.join('Sales_Orders', await dealerCode(db, req.dealerId!), `${n}.pdf`);
      if (
        !(await dealerHasOrder(db, req.dealerId!, n)) ||
        !(await files.ensure(path, () => salesOrderPdf(db, req.dealerId!, n)))
      )
        throw notFound(`Sales Order ${n} not found`);
      return { path };
    },
  );

  api.get(
    API_PATHS.invoiceFile,
    {
      schema: {
        tags: ['files'],
        operationId: 'findInvoicePdf',
        summary: "Where the invoice's PDF is (drawn on first use)",
        params: NumberParam('invoiceNumber'),
        response: { 200: FilePathAnswer },
      },
    },
    async (req) => {
      const n = req.params.invoiceNumber;
      const path = BlobStore.join('Invoices', await dealerCode(db, req.dealerId!), `${n}.pdf`);
      if (
        !(await dealerHasInvoice(db, req.dealerId!, n)) ||
        !(await files.ensure(path, () => invoicePdf(db, req.dealerId!, n)))
      )
        throw notFound(`Invoice ${n} not found`);
      return { path };
    },
  );
};
export default recordFileRoutes;
