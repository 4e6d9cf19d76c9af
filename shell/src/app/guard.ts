import { allows, DEALER_ROLES, type AuthState, type Screen } from '@portal/shared';

/** Where a user must go instead of `screen`, or null to show it (requirements 000 §2 'Route table and
 * guards', §5 dealer-scoped screens). Pure, so the rules are unit-tested on their own. */
export function redirectFor(screen: Screen, auth: AuthState): string | null {
  if (screen.who === 'public') return null;
  if (!auth.isAuthenticated) return '/login';
  if (auth.requirePasswordChange && screen.path !== '/update-password') return '/update-password';
  if (screen.path === '/admin' && auth.role && DEALER_ROLES.includes(auth.role)) return '/home';
  if (!allows(screen.who, auth.role, true)) return '/unauthorized';
  if (screen.dealerScoped && auth.selectedDealer == null) return '/admin';
  return null;
}
