import { parseAmount, type InvoiceWire } from '@portal/shared';
import { keepInvoice, longDate, parseStatement, usd } from '../src/financeRules';

const inv = (status: string, category: 'Parts' | 'Wholegoods'): InvoiceWire => ({
  invoiceNumber: 'I1',
  invoiceDate: '2026-01-01',
  orderDate: '2025-12-01',
  invoiceAmount: 10,
  amountPaid: 0,
  status,
  category,
});

describe('invoices (spec 000 §4, §5, §9)', () => {
  it('"amounts are parsed after removing a dollar sign and a comma; non-numeric values count as 0"', () => {
    expect(parseAmount('$1,234.50')).toBe(1234.5);
    expect(parseAmount('12,500.00')).toBe(12500);
    expect(parseAmount('N/A')).toBe(0);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount(null)).toBe(0);
    expect(parseAmount(99.5)).toBe(99.5);
  });

  it('"Outstanding means status Open; the category filter narrows further"', () => {
    const rows = [inv('Open', 'Parts'), inv('Paid', 'Parts'), inv('Open', 'Wholegoods')];
    expect(rows.filter((i) => keepInvoice(i, 'outstanding', 'all'))).toHaveLength(2);
    expect(rows.filter((i) => keepInvoice(i, 'outstanding', 'Parts'))).toHaveLength(1);
    expect(rows.filter((i) => keepInvoice(i, 'all', 'Parts'))).toHaveLength(2);
    expect(rows.filter((i) => keepInvoice(i, 'all', 'all'))).toHaveLength(3);
  });

  it('shows amounts in USD', () => {
    expect(usd(1234.5)).toBe('$1,234.50');
  });
});

describe('statements (spec 001 §3)', () => {
  it('reads the date from the _MMDDYYYY.pdf suffix and shows it as a long US date', () => {
    const s = parseStatement('Statement_D1001_11012026.pdf');
    expect(s).toEqual({ fileName: 'Statement_D1001_11012026.pdf', date: '2026-11-01' });
    expect(longDate(s.date)).toBe('November 1, 2026');
  });

  it('leaves the date empty when the name carries none or an impossible one', () => {
    expect(parseStatement('Statement.pdf').date).toBeNull();
    expect(parseStatement('Statement_13452026.pdf').date).toBeNull();
    expect(longDate(null)).toBe('');
  });
});
