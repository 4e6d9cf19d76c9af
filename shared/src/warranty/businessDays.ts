// Business days as the warranty department counts them (requirements 001 §9: registration within 10 business
// days of sale, a claim form within 14 business days of repair completion). The department works in
// Alberta, so a business day is a weekday that is not an Alberta general holiday (decision 0036).
// Days are calendar days written 'YYYY-MM-DD' and computed in UTC, so no time zone moves them.

const DAY_MS = 86_400_000;

const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (t: number) => new Date(t).toISOString().slice(0, 10);
const ymd = (y: number, m: number, d: number) => toIso(Date.UTC(y, m - 1, d));

/** The n-th (1-based) given weekday (0 = Sunday) of a month. */
function nthWeekday(y: number, m: number, weekday: number, n: number) {
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  return ymd(y, m, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}

/** Easter Sunday (the anonymous Gregorian computus). */
function easter(y: number) {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(y, month, day);
}

const holidayCache = new Map<number, Set<string>>();

/** Alberta's general holidays of a year (Employment Standards Code), on their own dates. */
export function albertaHolidays(year: number): Set<string> {
  let days = holidayCache.get(year);
  if (!days) {
    const goodFriday = toIso(toTime(easter(year)) - 2 * DAY_MS);
    // Victoria Day: the Monday before May 25.
    const may24 = toTime(ymd(year, 5, 24));
    const victoria = toIso(may24 - ((new Date(may24).getUTCDay() + 6) % 7) * DAY_MS);
    days = new Set([
      ymd(year, 1, 1), // New Year's Day
      nthWeekday(year, 2, 1, 3), // Alberta Family Day
      goodFriday,
      victoria,
      ymd(year, 7, 1), // Canada Day
      nthWeekday(year, 9, 1, 1), // Labour Day
      nthWeekday(year, 10, 1, 2), // Thanksgiving Day
      ymd(year, 11, 11), // Remembrance Day
      ymd(year, 12, 25), // Christmas Day
    ]);
    holidayCache.set(year, days);
  }
  return days;
}

export function isBusinessDay(iso: string): boolean {
  const weekday = new Date(toTime(iso)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !albertaHolidays(Number(iso.slice(0, 4))).has(iso);
}

/** The day that is `n` business days after `iso` (the day itself does not count). */
export function addBusinessDays(iso: string, n: number): string {
  let t = toTime(iso);
  for (let left = n; left > 0;) {
    t += DAY_MS;
    if (isBusinessDay(toIso(t))) left--;
  }
  return toIso(t);
}

/** Business days after `from` up to and including `to` (0 when `to` is not after `from`). */
export function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let t = toTime(from) + DAY_MS, end = toTime(to); t <= end; t += DAY_MS)
    if (isBusinessDay(toIso(t))) count++;
  return count;
}
