// Every date the portal shows, formatted here with dayjs (issue 23 point 6). Bundled into each
// app that imports it (not part of the shared runtime), so dayjs stays tree-shaken per app.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

type Day = string | Date | null | undefined;

/** '03/04/2026': the list screens' dates (spec 000 §2), '' when there is none. */
export const usDate = (d: Day) => (d ? dayjs(d).format('MM/DD/YYYY') : '');

/** '3/4/2026': a date in a phone card when a column gives no text of its own. */
export const usDateShort = (d: Date) => dayjs(d).format('M/D/YYYY');

/** 'Mar 4, 2026': a calendar day (a 'YYYY-MM-DD' text or a UTC midnight), as it was written. */
export const monthDayYear = (d: Day) => (d ? dayjs.utc(d).format('MMM D, YYYY') : '');

/** 'November 1, 2026': a calendar day written out. */
export const longDate = (d: Day) => (d ? dayjs.utc(d).format('MMMM D, YYYY') : '');

/** 'Nov 20, 2026, 2:05 PM UTC' (with seconds: '2:05:09 PM UTC'): a moment in UTC, saying so. */
export const utcDateTime = (d: Date, { seconds = false } = {}) =>
  `${dayjs.utc(d).format(seconds ? 'MMM D, YYYY, h:mm:ss A' : 'MMM D, YYYY, h:mm A')} UTC`;

/** A 'YYYY-MM-DD' day moved by whole days. */
export const addDays = (iso: string, days: number) =>
  dayjs(iso).add(days, 'day').format('YYYY-MM-DD');
