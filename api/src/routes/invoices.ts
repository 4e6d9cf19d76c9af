import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { invoices } from '../db/schema';
import { applyList, DealerParams, ListQuery } from '../http/list';

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
      const rows = await db
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.dealerId, req.dealerId!),
            isNotNull(invoices.invoiceNumber),
            ne(invoices.invoiceNumber, ''),
          ),
        )
        .orderBy(asc(invoices.id));
      return applyList(rows.map(unifiedWire), req.query as ListQuery, ['invoiceNumber', 'status']);
    },
  );

  api.get(
    '/partsinvoices/:id',
    { schema: { tags: ['invoices'], params: DealerParams, querystring: ListQuery } },
    async (req) => {
      const rows = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.dealerId, req.dealerId!), eq(invoices.category, 'Parts')))
        .orderBy(asc(invoices.id));
      return applyList(rows.map(partsInvoiceWire), req.query as ListQuery, [
        'invoicenO_X',
        'invoice_status_c',
      ]);
    },
  );
}
