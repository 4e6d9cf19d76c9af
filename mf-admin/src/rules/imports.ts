import { formatNumber, httpStatus } from '@portal/shared';
import type { ImportEntry } from '../api/imports';
import { t } from '../i18n';

/** The Data Imports screen's texts (decision 0040: the spec has no such screen), in English: each
 * goes through `t` where it is shown. */
export const IMPORT_TEXTS = {
  loadingImports: 'Loading imports...',
  noImports: 'No imports yet',
  importsFailed: 'Failed to load imports',
  loadingAccounts: 'Loading service accounts...',
  noAccounts: 'No service accounts yet',
  accountsFailed: 'Failed to load service accounts',
  downloadFailed: 'Failed to download the error report',
  newAccount: 'New Service Account',
  nameLabel: 'Name',
  nameRule: 'Use 1 to 80 letters, digits, spaces, dots, dashes or underscores',
  nameTaken: 'A service account with this name exists already',
  createFailed: 'Failed to create the service account',
  keyOnce:
    'Copy this key now: it is shown only once. The job sends it as "Authorization: Bearer <key>".',
  revoked: 'Service account revoked',
  revokeFailed: 'Failed to revoke the service account',
  // How large imports are answered (decision 0087): the sender may not get its report at once.
  answerNote:
    'An import still running after 30 seconds, or sent with Prefer: respond-async, is answered 202 Accepted with its run to poll. A run shows as Running until it ends, and as Interrupted when its server stopped first: send the file again.',
} as const;

/** The same rule as the API's (letters, digits, space, dot, dash, underscore; 1 to 80). */
export const ACCOUNT_NAME = /^[A-Za-z0-9 ._-]{1,80}$/;

export function accountNameProblem(name: string): string | null {
  return ACCOUNT_NAME.test(name.trim()) ? null : t(IMPORT_TEXTS.nameRule);
}

/** The screen's own words for a refused creation, never the API's validation text. */
export function createFailure(error: unknown): string {
  const status = httpStatus(error);
  if (status === 409) return t(IMPORT_TEXTS.nameTaken);
  if (status === 400) return t(IMPORT_TEXTS.nameRule);
  return t(IMPORT_TEXTS.createFailed);
}

export const KIND_LABELS: Record<string, string> = {
  dealers: 'Dealers',
  'wholegoods-orders': 'Wholegoods orders',
  'parts-lines': 'Parts order lines',
  'stock-units': 'Stock units',
  'wholegoods-invoices': 'Wholegoods invoices',
  'parts-invoices': 'Parts invoices',
  claims: 'Warranty claims',
  rewards: 'Rewards counters',
  'sales-staff': 'Sales staff',
  'profile-rows': 'Profile rows',
  statements: 'Statements',
  files: 'Files (PDFs)',
};

/** A kind's name for people; a kind this screen does not know shows as the API names it. */
export const kindLabel = (kind: string) =>
  Object.hasOwn(KIND_LABELS, kind) ? t(KIND_LABELS[kind]) : kind;

export const STATUS_LABELS: Record<string, string> = {
  running: 'Running',
  interrupted: 'Interrupted',
  applied: 'Applied',
  refused: 'Batch refused',
  failed: 'Failed',
};
export const statusLabel = (status: string) =>
  Object.hasOwn(STATUS_LABELS, status) ? t(STATUS_LABELS[status]) : status;

/** Rows the run applied: every row read and not refused, when the batch was applied (a
 * refused batch or a failed run applied none). Unchanged rows count: they were accepted. */
export function appliedRows(r: ImportEntry): number {
  return r.status === 'applied' ? r.rowsRead - r.refused : 0;
}

/** 'inserted 3, updated 1, deleted 0': what the applied rows did. */
export function changesText(r: ImportEntry): string {
  if (r.status !== 'applied') return '';
  const n = formatNumber;
  return t('imports.changes', {
    inserted: n(r.inserted),
    updated: n(r.updated),
    unchanged: n(r.unchanged),
    deleted: n(r.deleted),
  });
}
