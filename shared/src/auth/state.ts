import { isRole, type Role } from '../roles';

export interface SessionUser {
  email: string;
  id: number;
  name: string;
  role: Role;
}

/** Requirements 000 §3 'Auth state', kept in browser storage under `auth_state`. The refresh token is not
 * here: it lives in an HttpOnly cookie no script can read. */
export interface AuthState {
  user: SessionUser | null;
  token: string | null;
  role: Role | null;
  dealerId: number | null;
  division: string | null;
  selectedDealer: number | null;
  territory: string | null;
  dealerCode: string | null;
  dealerName: string | null;
  currency: string | null;
  isAuthenticated: boolean;
  requirePasswordChange: boolean;
}

export const STORAGE_KEY = 'auth_state';

export const SIGNED_OUT: AuthState = {
  user: null,
  token: null,
  role: null,
  dealerId: null,
  division: null,
  selectedDealer: null,
  territory: null,
  dealerCode: null,
  dealerName: null,
  currency: null,
  isAuthenticated: false,
  requirePasswordChange: false,
};

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Reads stored state; anything unreadable, or without a token, counts as signed out (requirements 000 §4). */
export function parseStoredState(raw: string | null): AuthState {
  if (!raw) return SIGNED_OUT;
  try {
    const s: unknown = JSON.parse(raw);
    if (!s || typeof s !== 'object') return SIGNED_OUT;
    const o = s as Record<string, unknown>;
    const u = o.user as Record<string, unknown> | null | undefined;
    if (!str(o.token) || !isRole(o.role) || !u || typeof u !== 'object' || !isRole(u.role)) {
      return SIGNED_OUT;
    }
    return {
      user: {
        email: str(u.email) ?? '',
        id: num(u.id) ?? 0,
        name: str(u.name) ?? '',
        role: u.role,
      },
      token: str(o.token),
      role: o.role,
      dealerId: num(o.dealerId),
      division: str(o.division),
      selectedDealer: num(o.selectedDealer),
      territory: str(o.territory),
      dealerCode: str(o.dealerCode),
      dealerName: str(o.dealerName),
      currency: str(o.currency),
      isAuthenticated: true,
      requirePasswordChange: o.requirePasswordChange === true,
    };
  } catch {
    return SIGNED_OUT;
  }
}
