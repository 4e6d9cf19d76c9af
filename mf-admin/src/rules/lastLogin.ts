import { utcDateTime } from '@portal/shared/dates';
import { t } from '../i18n';

/** Reads a server time as UTC: a value without a zone ('2026-11-20 14:05:00') is UTC too. */
export function parseUtc(value: string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const t = value.trim();
  if (!t) return null;
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(t);
  const d = new Date(hasZone ? t : `${t.replace(' ', 'T')}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 'Nov 20, 2026, 2:05 PM UTC' (with seconds: '2:05:09 PM UTC'): the time in UTC, saying so. */
export const formatUtc = utcDateTime;

/** A server time in UTC, `none` when there is none, 'Date error' when unreadable. */
export function utcOr(value: string | null, none = ''): string {
  if (!value) return none;
  const d = parseUtc(value);
  return d ? formatUtc(d) : t('Date error');
}

/**
 * Requirements 001 §2 'User Management': "Last login displays 'Never logged in' when null and 'Date error'
 * when unparsable; otherwise the UTC time." An empty text counts as null (never logged in).
 */
export function formatLastLogin(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return t('Never logged in');
  const d = parseUtc(value);
  return d ? formatUtc(d) : t('Date error');
}

/** Sort value: never-logged-in and unparsable users sort below everyone who signed in. */
export function lastLoginSortValue(value: string | null | undefined): number {
  return parseUtc(value)?.getTime() ?? 0;
}
