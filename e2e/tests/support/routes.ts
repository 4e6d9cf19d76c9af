import { SCREENS, allows, type Screen } from '@portal/shared/access';
import { ROLES, STAFF, type Role } from '@portal/shared/roles';
import { accounts, type DemoAccount } from './portal';

/** One demo account per role: the first the seed lists for it (admin, sales, buyer, viewer). */
export function accountFor(role: Role): DemoAccount {
  const a = accounts.find((x) => x.role === role);
  if (!a) throw new Error(`no demo account with role ${role}`);
  return a;
}

export const isStaffRole = (role: Role) => STAFF.includes(role);

/** The screens a signed-in user of `role` reaches, straight from the one access table
 * (shared/src/access.ts): public screens and /callback (a redirect) are left to the signed-out pass. */
export function screensFor(role: Role): Screen[] {
  return SCREENS.filter((s) => s.who !== 'public' && allows(s.who, role, true));
}

/** Public screens that stay put for a signed-out visitor (/callback only redirects). */
export const PUBLIC_SCREENS: Screen[] = SCREENS.filter(
  (s) => s.who === 'public' && s.path !== '/callback',
);

export { ROLES };
export type { Role, Screen };

/** The document title every screen sets (shared/src/ui/PageTitle.tsx). */
export const documentTitle = (s: Screen) => `${s.title} | Dealer Portal`;
