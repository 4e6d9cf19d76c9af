import { useCallback } from 'react';
import { useSharedT } from '@portal/shared';

/**
 * The audit log records staff's doings in English words (a visit's screens, a change's screen, a
 * user's e-mail) so that the rows stay readable from the database. The dealer's profile and the
 * admin's audit log word them in the page's language here, from the action's key and that
 * detail: each recorded screen name is a message of the shared catalog.
 */
export function useStaffWords() {
  const t = useSharedT();
  /** 'Home, Invoices' → 'Accueil, Factures' (an unknown name stays as recorded). */
  const screens = useCallback(
    (detail: string | null) =>
      (detail ?? '')
        .split(', ')
        .filter(Boolean)
        .map((name) => t(name))
        .join(', '),
    [t],
  );
  /** One line of what staff did for the dealership, as its profile shows it. */
  const says = useCallback(
    (action: string, detail: string | null) => {
      switch (action) {
        case 'dealer-visit':
          return t('staff.viewed', { screens: screens(detail) });
        case 'act-as-dealer':
          return screens(detail);
        case 'dealer-selected':
          return t('staff.dealerSelected');
        case 'user-created':
        case 'user-updated':
        case 'user-deleted':
        case 'password-reset-sent':
          return t(`staff.${action}`, { user: detail ?? '' });
        default:
          return detail ?? action;
      }
    },
    [t, screens],
  );
  return { says, screens };
}
