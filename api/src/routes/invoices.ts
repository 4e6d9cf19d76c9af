import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { invoices } from '../db/schema';
import { badRequest } from '../http/errors';
import { DealerParams, ListQuery, listQueryWith } from '../http/list';
import { readAllById, WHOLE_BOUND_NOTE, wholeList } from '../http/wholeList';
import { searchText, sqlPage, textKey } from '../http/sqlList';
import { invoicesPage, numbered, unifiedWire } from '../lists/invoices';
import { ListAnswer } from '@portal/shared/contract/common';
import { InvoiceWire, PartsInvoiceWire } from '@portal/shared/contract/invoices';
import { API_PATHS } from '@portal/shared/contract/paths';

type InvoiceRow = typeof invoices.$inferSelect;

const InvoicesQuery = listQueryWith({
  view: Type.Optional(Type.Union([Type.Literal('outstanding'), Type.Literal('all')])),
  category: Type.Optional(Type.Union([Type.Literal('Parts'), Type.Literal('Wholegoods')])),
});

/** Parts invoice source with its wire names as the spec gives them (requirements 000 §3). */
const partsInvoiceWire = (i: InvoiceRow) => ({
  invoicenO_X: i.invoiceNumber,
  invoicE_D: i.invoiceDate,
  ordereD_D: i.orderedDate,
  amnt_billed_n: i.amount,
  amnt_paid_n: i.amountPaid,
  invoice_status_c: i.status,
});

const invoiceRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;

  api.get(
    API_PATHS.allInvoices,
    {
      schema: {
        tags: ['invoices'],
        operationId: 'listInvoices',
        summary: "The dealer's invoices, whole or one page",
        description:
          'Invoices with a number (spec 000 §5). Without `page`: all of them. With `page`: one page `{ rows, total, page, pageSize }`, Outstanding (status Open) with `view=outstanding`, of one `category`.' +
          ' ' +
          WHOLE_BOUND_NOTE,
        params: DealerParams,
        querystring: InvoicesQuery,
        response: { 200: ListAnswer(InvoiceWire) },
      },
    },
    async (req, reply) => {
      const { view, category, ...query } = req.query;
      const dealerId = req.dealerId!;
      // One page is read by PostgreSQL alone (the big dealer has 150,000 invoices).
      if (query.page)
        return invoicesPage(db, dealerId, { view, category }, { ...query, page: query.page });
      if (view || category)
        throw badRequest('view and category need page: read one page at a time');
      const read = () => readAllById(db, invoices, invoices.id, numbered(dealerId), unifiedWire);
      return wholeList(reply, read, query, ['invoiceNumber', 'status']);
    },
  );

  api.get(
    API_PATHS.partsInvoices,
    {
      schema: {
        tags: ['invoices'],
        operationId: 'listPartsInvoices',
        summary: "The dealer's parts invoices with the source system's wire names",
        params: DealerParams,
        querystring: ListQuery,
        response: { 200: ListAnswer(PartsInvoiceWire) },
      },
    },
    async (req, reply) => {
      const query = req.query;
      const where = and(eq(invoices.dealerId, req.dealerId!), eq(invoices.category, 'Parts'))!;
      if (query.page)
        return sqlPage(db, {
          from: invoices,
          id: invoices.id,
          where,
          query: { ...query, page: query.page },
          sortable: {
            invoicenO_X: textKey(invoices.invoiceNumber),
            invoicE_D: invoices.invoiceDate,
            ordereD_D: invoices.orderedDate,
            amnt_billed_n: textKey(invoices.amount),
            amnt_paid_n: textKey(invoices.amountPaid),
            invoice_status_c: textKey(invoices.status),
          },
          search: searchText([invoices.invoiceNumber, invoices.status]),
          map: partsInvoiceWire,
          key: ['parts-invoices', req.dealerId],
        });
      const read = () => readAllById(db, invoices, invoices.id, where, partsInvoiceWire);
      return wholeList(reply, read, query, ['invoicenO_X', 'invoice_status_c']);
    },
  );
};
export default invoiceRoutes;
