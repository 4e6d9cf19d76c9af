import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { invoices } from '../db/schema';
import { applyList, DealerParams, ListQuery } from '../http/list';
import { amountExpr, sqlPage } from '../http/sqlList';

type InvoiceRow = typeof invoices.$inferSelect;

/** Spec 000 §5: amounts parsed after removing '$' and ','; anything non-numeric counts as 0. */
export function parseAmount(v: string | null): number {
  if (v == null || v.trim() === '') return 0;
  const n = Number(v.replace(/\$/g, '').replace(/,/g, '').trim());
  return Number.isFinite(n) ? n : 0;
}

/** Parts invoice source with its wire names as the spec gives them (spec 000 §3). */
const partsInvoiceWire = (i: InvoiceRow) => ({
  invoicenO_X: i.invoiceNumber,
  invoicE_D: i.invoiceDate,
  ordereD_D: i.orderedDate,
  amnt_billed_n: i.amount,
  amnt_paid_n: i.amountPaid,
  invoice_status_c: i.status,
});

/** Unified invoice, already shaped (spec 000 §3: the all-invoices call). */
const unifiedWire = (i: InvoiceRow) => ({
  invoiceNumber: i.invoiceNumber!,
  invoiceDate: i.invoiceDate,
  orderDate: i.orderedDate,
  invoiceAmount: parseAmount(i.amount),
  amountPaid: parseAmount(i.amountPaid),
  status: i.status ?? '',
  category: i.category as 'Wholegoods' | 'Parts',
});

export default async function invoiceRoutes(api: FastifyInstance) {
  const { db } = api.deps.database;

  // Only invoices with a number are included (spec 000 §5).
  api.get(
    '/allinvoices/:id',
    { schema: { tags: ['invoices'], params: DealerParams, querystring: ListQuery } },
    async (req) => {
      const query = req.query as ListQuery;
      const where = and(
        eq(invoices.dealerId, req.dealerId!),
        isNotNull(invoices.invoiceNumber),
        ne(invoices.invoiceNumber, ''),
      )!;
      // One page is read by PostgreSQL alone (the big dealer has 150,000 invoices).
      if (query.page)
        return sqlPage(db, {
          table: invoices,
          id: invoices.id,
          where,
          query: { ...query, page: query.page },
          sortable: {
            invoiceNumber: invoices.invoiceNumber,
            invoiceDate: invoices.invoiceDate,
            orderDate: invoices.orderedDate,
            invoiceAmount: amountExpr(invoices.amount),
            amountPaid: amountExpr(invoices.amountPaid),
            status: invoices.status,
            category: invoices.category,
          },
          search: [invoices.invoiceNumber, invoices.status],
          map: unifiedWire,
        });
      const rows = await db.select().from(invoices).where(where).orderBy(asc(invoices.id));
      return applyList(rows.map(unifiedWire), query, ['invoiceNumber', 'status']);
    },
  );

  api.get(
    '/partsinvoices/:id',
    { schema: { tags: ['invoices'], params: DealerParams, querystring: ListQuery } },
    async (req) => {
      const query = req.query as ListQuery;
      const where = and(eq(invoices.dealerId, req.dealerId!), eq(invoices.category, 'Parts'))!;
      if (query.page)
        return sqlPage(db, {
          table: invoices,
          id: invoices.id,
          where,
          query: { ...query, page: query.page },
          sortable: {
            invoicenO_X: invoices.invoiceNumber,
            invoicE_D: invoices.invoiceDate,
            ordereD_D: invoices.orderedDate,
            amnt_billed_n: invoices.amount,
            amnt_paid_n: invoices.amountPaid,
            invoice_status_c: invoices.status,
          },
          search: [invoices.invoiceNumber, invoices.status],
          map: partsInvoiceWire,
        });
      const rows = await db.select().from(invoices).where(where).orderBy(asc(invoices.id));
      return applyList(rows.map(partsInvoiceWire), query, ['invoicenO_X', 'invoice_status_c']);
    },
  );
}
