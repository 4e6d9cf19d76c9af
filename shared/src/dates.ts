// Every date the portal shows, formatted here with dayjs. Bundled into each
// app that imports it (not part of the shared runtime), so dayjs stays tree-shaken per app; its
// French (fr-ca) month names are fetched by each such app only when French is chosen.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { currentLanguage, formatLanguage, languageResource } from '@portal/shared';

dayjs.extend(utc);

type Day = string | Date | null | undefined;

/** Each language's way of writing the formats below: English as the spec has it; French (Canada)
 * as the Office québécois de la langue française recommends (2026-03-04, 4 mars 2026, 14 h 05). */
const FORMATS = {
  en: {
    numeric: 'MM/DD/YYYY',
    short: 'M/D/YYYY',
    day: 'MMM D, YYYY',
    monthDay: 'MMM D',
    long: 'MMMM D, YYYY',
    time: 'MMM D, YYYY, h:mm A',
    seconds: 'MMM D, YYYY, h:mm:ss A',
  },
  'fr-CA': {
    numeric: 'YYYY-MM-DD',
    short: 'YYYY-MM-DD',
    day: 'D MMM YYYY',
    monthDay: 'D MMM',
    long: 'D MMMM YYYY',
    time: 'D MMM YYYY, H [h] mm',
    seconds: 'D MMM YYYY, H [h] mm [min] ss [s]',
  },
} satisfies Record<ReturnType<typeof formatLanguage>, Record<string, string>>;

const dayjsLocale = languageResource('en', (lang) =>
  lang === 'fr-CA' ? import('dayjs/locale/fr-ca').then(() => 'fr-ca') : Promise.resolve('en'),
);

function fmt(d: dayjs.Dayjs, which: keyof (typeof FORMATS)['en']) {
  const lang = currentLanguage();
  return d.locale(dayjsLocale.get(lang) ?? 'en').format(FORMATS[formatLanguage(lang)][which]);
}

/** '03/04/2026': the list screens' dates (requirements 000 §2), '' when there is none. */
export const usDate = (d: Day) => (d ? fmt(dayjs(d), 'numeric') : '');

/** '3/4/2026': a date in a phone card when a column gives no text of its own. */
export const usDateShort = (d: Date) => fmt(dayjs(d), 'short');

/** 'Mar 4, 2026': a calendar day (a 'YYYY-MM-DD' text or a UTC midnight), as it was written. */
export const monthDayYear = (d: Day) => (d ? fmt(dayjs.utc(d), 'day') : '');

/** 'Dec 14': a calendar day of this year as a counter clerk says it (a receipt date); a day of
 * another year keeps its year ('Jan 5, 2028'), so it is never read as this year's. */
export const nearDay = (d: Day, today: Date = new Date()) => {
  if (!d) return '';
  const day = dayjs.utc(d);
  return day.year() === today.getUTCFullYear() ? fmt(day, 'monthDay') : fmt(day, 'day');
};

/** 'November 1, 2026': a calendar day written out. */
export const longDate = (d: Day) => (d ? fmt(dayjs.utc(d), 'long') : '');

/** 'Nov 20, 2026, 2:05 PM UTC' (with seconds: '2:05:09 PM UTC'): a moment in UTC, saying so. */
export const utcDateTime = (d: Date, { seconds = false } = {}) =>
  `${fmt(dayjs.utc(d), seconds ? 'seconds' : 'time')} UTC`;

/** A 'YYYY-MM-DD' day moved by whole days. */
export const addDays = (iso: string, days: number) =>
  dayjs(iso).add(days, 'day').format('YYYY-MM-DD');
