import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices as i } from '../db/schema';
import type { ListQuery } from '../http/list';
import { amountExpr, searchText, sqlPage, textKey } from '../http/sqlList';
import { parseAmount } from './amount';

type InvoiceRow = typeof i.$inferSelect;
export type InvoiceView = 'outstanding' | 'all';
export type InvoiceCategory = 'Parts' | 'Wholegoods';

/** Unified invoice, already shaped (requirements 000 §3: the all-invoices call). */
export const unifiedWire = (r: InvoiceRow) => ({
  invoiceNumber: r.invoiceNumber!,
  invoiceDate: r.invoiceDate,
  orderDate: r.orderedDate,
  invoiceAmount: parseAmount(r.amount),
  amountPaid: parseAmount(r.amountPaid),
  status: r.status ?? '',
  category: r.category as InvoiceCategory,
});

/** Requirements 000 §5: 'Only invoices with an invoice number are included.' */
export const numbered = (dealerId: number) =>
  and(eq(i.dealerId, dealerId), isNotNull(i.invoiceNumber), ne(i.invoiceNumber, ''))!;

/** Requirements 000 §4: 'Outstanding means status Open' (the partial index of migration 0004). */
export const outstanding = sql`${i.status} = 'Open'`;

/** Requirements 000 §5: invoices are searched by invoice number and status. */
const search = searchText([i.invoiceNumber, i.status]);
const sortable = {
  invoiceNumber: textKey(i.invoiceNumber),
  invoiceDate: i.invoiceDate,
  orderDate: i.orderedDate,
  invoiceAmount: amountExpr(i.amount),
  amountPaid: amountExpr(i.amountPaid),
  status: textKey(i.status),
  category: textKey(i.category),
};

/** One page of a dealer's invoices: Outstanding or all, of one category or of both. */
export async function invoicesPage(
  db: Db,
  dealerId: number,
  filter: { view?: InvoiceView; category?: InvoiceCategory },
  query: ListQuery & { page: number },
) {
  const where: SQL[] = [numbered(dealerId)];
  if (filter.view === 'outstanding') where.push(outstanding);
  if (filter.category) where.push(eq(i.category, filter.category));
  return sqlPage(db, {
    from: i,
    id: i.id,
    where: and(...where)!,
    query,
    sortable,
    search,
    map: unifiedWire,
    key: ['invoices', dealerId, filter.view ?? 'all', filter.category ?? 'all'],
  });
}
