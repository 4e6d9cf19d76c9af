import type { Role } from '@portal/shared/roles';
import type { LanguageWire } from '@portal/shared/contract/users';
import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/** A user's profile on the wire (requirements 001 §3): what a dealer's profile page reads of one user. */
export const userProfileToWire = (u: UserRow) => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  title: u.title,
  department: u.department,
  role: u.role as Role, // only roles are ever stored: UserBody's role is one
  tradingPartnerId: u.dealerId,
});

/** A user as user management lists it: the profile, its dealer's code and the last sign-in. */
export const userToWire = (u: UserRow, dealerCode: string | null) => ({
  ...userProfileToWire(u),
  tpNameX: dealerCode,
  lastLoginTime: u.lastLoginTime ? u.lastLoginTime.toISOString() : null,
  language: toLanguage(u.language),
});

/** The stored language; the API writes only these two (the schemas check every body). */
export const toLanguage = (stored: string): LanguageWire => (stored === 'fr-CA' ? 'fr-CA' : 'en');
