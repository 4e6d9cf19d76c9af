import { t } from '../i18n';

/** Readable names of the audit log's actions (the API writes the keys; see api/src/lib/audit.ts). */
export const AUDIT_ACTIONS: Record<string, string> = {
  'dealer-selected': 'Dealer selected',
  'act-as-dealer': 'Acted as dealer',
  'dealer-visit': 'Visited dealer (reads)',
  'user-created': 'User created',
  'user-updated': 'User updated',
  'user-deleted': 'User deleted',
  'password-reset-sent': 'Password reset email sent',
  'password-changed': 'Password changed',
  'notice-created': 'Home notice created',
  'notice-updated': 'Home notice updated',
  'notice-deleted': 'Home notice deleted',
};

/** An unknown key still reads well: 'some-new-thing' → 'Some new thing'. */
export function auditActionLabel(action: string): string {
  return (
    (Object.hasOwn(AUDIT_ACTIONS, action) ? t(AUDIT_ACTIONS[action]) : undefined) ??
    action.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())
  );
}

/** The audit filter as the API takes it: an exact e-mail (lower case) and a dealer ID. */
export function auditQuery(filter: { user: string; dealer: number | null }): {
  user?: string;
  dealer?: number;
} {
  const out: { user?: string; dealer?: number } = {};
  const user = filter.user.trim().toLowerCase();
  if (user) out.user = user;
  if (filter.dealer != null) out.dealer = filter.dealer;
  return out;
}

/** Actions whose detail names screens, recorded in English (words them in the page's language). */
const NAMES_SCREENS = new Set(['dealer-visit', 'act-as-dealer']);

/** The detail column: a visit names its screens and how long it ran. */
export function auditDetail(
  r: { action: string; detail: string | null; lastAt: string | null },
  time: (iso: string) => string,
  screens: (detail: string | null) => string,
): string {
  const detail = NAMES_SCREENS.has(r.action) ? screens(r.detail) : (r.detail ?? '');
  if (r.action === 'dealer-visit' && r.lastAt)
    return t('audit.until', { detail, time: time(r.lastAt) });
  return detail;
}
