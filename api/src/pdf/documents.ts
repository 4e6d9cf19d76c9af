import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dealers, invoices, partsLines, statements, wholegoodsOrders } from '../db/schema';
import { renderPdf } from './render';
import { formatMoney } from '@portal/shared/contract/money';

// The portal's PDFs are drawn from the database the first time they are asked for, then kept
// in the blob store: real documents, no stored fixtures.

// The PDFs are English documents: amounts in the dealer's currency, written the English way.
const money = (v: string | null, currency: string | null | undefined) => {
  const n = Number(String(v ?? '').replace(/[$,]/g, ''));
  return Number.isFinite(n) ? formatMoney(n, currency, 'en') : String(v ?? '');
};

export async function salesOrderPdf(
  db: Db,
  dealerId: number,
  orderNumber: string,
): Promise<Uint8Array | null> {
  const [d] = await db.select().from(dealers).where(eq(dealers.id, dealerId));
  const wg = await db
    .select()
    .from(wholegoodsOrders)
    .where(
      and(eq(wholegoodsOrders.dealerId, dealerId), eq(wholegoodsOrders.orderNumber, orderNumber)),
    );
  const parts = await db
    .select()
    .from(partsLines)
    .where(and(eq(partsLines.dealerId, dealerId), eq(partsLines.salesOrderNo, orderNumber)))
    .orderBy(asc(partsLines.id));
  if (!d || (wg.length === 0 && parts.length === 0)) return null;
  const first = wg[0];
  const p0 = parts[0];
  return renderPdf({
    title: `Sales Order ${orderNumber}`,
    subtitle: `${d.companyName} (${d.code})`,
    fields: [
      ['Dealer', `${d.companyName} (${d.code})`],
      ['Order date', String(first?.orderedDate ?? p0?.orderedDate ?? '')],
      ['Dealer PO', String(first?.customerPoNumber ?? p0?.customerPo ?? '')],
      ['Status', String(first?.scheduleStatus ?? p0?.invoiceStatus ?? '')],
      ...(first
        ? ([
            ['Promised date', String(first.promisedDate ?? '')],
            ['Ship to', String(first.shipTo ?? '')],
          ] as [string, string][])
        : []),
    ],
    table: first
      ? {
          headers: ['Model', 'Description', 'Serial', 'Amount'],
          rows: wg.map((o) => [
            o.partModel ?? '',
            o.description ?? '',
            o.lotSerial ?? '',
            money(o.invoiceAmount, d.currency),
          ]),
          widths: [90, 240, 90, 75],
        }
      : {
          headers: ['Part', 'Description', 'Ordered', 'Shipped', 'Backordered'],
          rows: parts.map((l) => [
            l.part ?? '',
            l.partDescription ?? '',
            String(l.orderedQty ?? 0),
            String(l.shippedQty ?? 0),
            String(l.backorderedQty ?? 0),
          ]),
          widths: [90, 225, 60, 60, 60],
        },
    footer: 'Supreme Dealer Portal - sales order copy',
  });
}

export async function invoicePdf(
  db: Db,
  dealerId: number,
  invoiceNumber: string,
): Promise<Uint8Array | null> {
  const [d] = await db.select().from(dealers).where(eq(dealers.id, dealerId));
  const [i] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.dealerId, dealerId), eq(invoices.invoiceNumber, invoiceNumber)));
  if (!d || !i) return null;
  return renderPdf({
    title: `Invoice ${invoiceNumber}`,
    subtitle: `${d.companyName} (${d.code})`,
    fields: [
      ['Category', i.category],
      ['Invoice date', String(i.invoiceDate ?? '')],
      ['Order date', String(i.orderedDate ?? '')],
      ['Invoice amount', money(i.amount, d.currency)],
      ['Amount paid', money(i.amountPaid, d.currency)],
      ['Status', i.status ?? ''],
      ['Terms', 'Net 30'],
    ],
    footer: 'Supreme Dealer Portal - invoice copy',
  });
}

export async function statementPdf(
  db: Db,
  name: string,
): Promise<{ dealerId: number; pdf: Uint8Array } | null> {
  const [s] = await db.select().from(statements).where(eq(statements.name, name));
  if (!s) return null;
  const [d] = await db.select().from(dealers).where(eq(dealers.id, s.dealerId));
  const end = new Date(s.statementDate);
  const start = new Date(end);
  start.setMonth(start.getMonth() - 1);
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.dealerId, s.dealerId),
        gte(invoices.invoiceDate, start.toISOString().slice(0, 10)),
        lt(invoices.invoiceDate, end.toISOString().slice(0, 10)),
      ),
    )
    .orderBy(asc(invoices.invoiceDate))
    .limit(200);
  const pdf = await renderPdf({
    title: 'Monthly Statement',
    subtitle: `${d?.companyName ?? ''} (${d?.code ?? ''}) - ${s.statementDate}`,
    fields: [
      ['Statement date', s.statementDate],
      ['Invoices this period', String(rows.length)],
    ],
    table: {
      headers: ['Invoice', 'Date', 'Category', 'Amount', 'Paid', 'Status'],
      rows: rows.map((r) => [
        r.invoiceNumber ?? '',
        r.invoiceDate ?? '',
        r.category,
        money(r.amount, d?.currency),
        money(r.amountPaid, d?.currency),
        r.status ?? '',
      ]),
      widths: [85, 75, 80, 90, 90, 75],
    },
    footer: 'Supreme Dealer Portal - statement',
  });
  return { dealerId: s.dealerId, pdf };
}

/** A library document's title: its file name without .pdf (the PDF and its thumbnail show it). */
export const libraryTitle = (name: string) => name.replace(/\.pdf$/i, '');

export async function libraryPdf(category: string, name: string): Promise<Uint8Array> {
  return renderPdf({
    title: libraryTitle(name),
    subtitle: category,
    fields: [
      ['Category', category],
      ['Document', name],
    ],
    footer: 'Supreme Dealer Portal - document library',
  });
}
