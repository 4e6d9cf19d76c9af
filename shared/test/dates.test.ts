import {
  addDays,
  longDate,
  monthDayYear,
  nearDay,
  usDate,
  usDateShort,
  utcDateTime,
} from '../src/dates';

// The formats the screens showed before, now from one dayjs module.
describe('dates', () => {
  it('list dates are MM/DD/YYYY, empty when missing', () => {
    expect(usDate('2026-03-04')).toBe('03/04/2026');
    expect(usDate(null)).toBe('');
    expect(usDateShort(new Date(2026, 2, 4))).toBe('3/4/2026');
  });

  it('calendar days written out keep their day whatever the time zone', () => {
    expect(monthDayYear(new Date(Date.UTC(2026, 2, 4)))).toBe('Mar 4, 2026');
    expect(longDate('2026-11-01')).toBe('November 1, 2026');
    expect(longDate(null)).toBe('');
  });

  it("a receipt date is 'Dec 14' this year, with its year in another", () => {
    const today = new Date(Date.UTC(2026, 10, 29));
    expect(nearDay('2026-12-14', today)).toBe('Dec 14');
    expect(nearDay('2027-01-05', today)).toBe('Jan 5, 2027');
    expect(nearDay(null, today)).toBe('');
  });

  it('moments are shown in UTC, saying so', () => {
    const d = new Date('2026-11-20T14:05:09Z');
    expect(utcDateTime(d)).toBe('Nov 20, 2026, 2:05 PM UTC');
    expect(utcDateTime(d, { seconds: true })).toBe('Nov 20, 2026, 2:05:09 PM UTC');
    expect(utcDateTime(new Date('2026-11-20T00:30:00Z'))).toBe('Nov 20, 2026, 12:30 AM UTC');
  });

  it('adds whole days across a month end', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
  });
});
