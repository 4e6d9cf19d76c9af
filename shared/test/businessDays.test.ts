import {
  addBusinessDays,
  albertaHolidays,
  businessDaysBetween,
  isBusinessDay,
} from '../src/warranty/businessDays';

describe('business days (Alberta)', () => {
  test('the holidays of 2026, each on its own date', () => {
    expect([...albertaHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-02-16', // Family Day, third Monday of February
      '2026-04-03', // Good Friday (Easter is April 5)
      '2026-05-18', // Victoria Day, the Monday before May 25
      '2026-07-01',
      '2026-09-07', // Labour Day
      '2026-10-12', // Thanksgiving
      '2026-11-11',
      '2026-12-25',
    ]);
    // When May 24 is itself a Monday (2027), Victoria Day is that day.
    expect(albertaHolidays(2027).has('2027-05-24')).toBe(true);
    expect(albertaHolidays(2025).has('2025-04-18')).toBe(true); // Good Friday 2025
  });

  test('weekends and holidays are not business days', () => {
    expect(isBusinessDay('2026-11-20')).toBe(true); // Friday
    expect(isBusinessDay('2026-11-21')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-22')).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-11')).toBe(false); // Remembrance Day, a Wednesday
  });

  test('adding across a weekend and a holiday', () => {
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-23'); // Friday + 1 = Monday
    expect(addBusinessDays('2026-11-06', 10)).toBe('2026-11-23'); // skips Nov 11 and two weekends
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-04'); // New Year's Day, then a weekend
    expect(addBusinessDays('2026-11-20', 0)).toBe('2026-11-20');
  });

  test('counting is the inverse of adding', () => {
    for (const from of ['2026-11-06', '2026-12-18', '2027-03-26'])
      for (const n of [1, 5, 10, 14])
        expect(businessDaysBetween(from, addBusinessDays(from, n))).toBe(n);
    expect(businessDaysBetween('2026-11-20', '2026-11-22')).toBe(0);
    expect(businessDaysBetween('2026-11-23', '2026-11-20')).toBe(0);
  });
});
