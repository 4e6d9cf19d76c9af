import { longDate, parseStatement } from '../src/financeRules';

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
