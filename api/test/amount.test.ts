import { parseAmount } from '../src/lists/amount';

// A unit test of one rule (no server): the amounts the source systems send as text.
describe('amounts (spec 000 §5)', () => {
  it('"parsed after removing a dollar sign and a comma; non-numeric values count as 0"', () => {
    expect(parseAmount('$1,234.50')).toBe(1234.5);
    expect(parseAmount('12,500.00')).toBe(12500);
    expect(parseAmount('-75.25')).toBe(-75.25);
    expect(parseAmount('N/A')).toBe(0);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount(null)).toBe(0);
    expect(parseAmount(99.5)).toBe(99.5);
  });
});
