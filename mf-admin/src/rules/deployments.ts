import { formatNumber } from '@portal/shared';
import type { DeploymentRow } from '../api/deployments';
import { t } from '../i18n';

/** The Deployments screen's texts (decision 0055: the spec has no such screen). */
export const DEPLOYMENT_TEXTS = {
  loading: 'Loading deployments...',
  empty: 'No deployments found',
  failed: 'Failed to load deployments',
  noBuild: 'No build found',
  noReports: 'No reports',
} as const;

export const STATE_LABELS: Record<DeploymentRow['state'], string> = {
  current: 'Current',
  previous: 'Previous',
  reported: 'Reported only',
  none: 'Not deployed',
};

/** A version's state in the page's language. */
export const stateLabel = (state: DeploymentRow['state']) => t(STATE_LABELS[state]);

/** The windows of real-user reports the screen offers, in days (the API allows 1 to 90). */
export const WINDOWS = [1, 7, 30] as const;
export const DEFAULT_WINDOW = 7;

export function windowOf(param: string | null): number {
  const days = Number(param);
  return (WINDOWS as readonly number[]).includes(days) ? days : DEFAULT_WINDOW;
}

export type Vital = 'LCP' | 'INP' | 'CLS';

/** Web Vitals' own thresholds (good up to the first, poor beyond the second), read at p75. */
const THRESHOLDS: Record<Vital, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export type Rating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(vital: Vital, value: number): Rating {
  const [good, poor] = THRESHOLDS[vital];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** '2,340 ms' ('2 340 ms' in French) for LCP and INP, '0.052' for CLS (a score, not a time); '—' when none came. */
export function formatVital(vital: Vital, value: number | null): string {
  if (value === null) return '—';
  if (vital === 'CLS') return value.toFixed(3);
  return t('vitals.ms', { ms: formatNumber(Math.round(value)) });
}

/** A commit as people compare them: its first 7 characters. */
export const shortCommit = (commit: string | null) => (commit ? commit.slice(0, 7) : '—');
