export { SCREENS, type AuthState, type Role } from '@portal/shared';
import type { AuthState } from '@portal/shared';

export const SIGNED_OUT_FOR_TESTS: AuthState = {
  user: null,
  token: null,
  refreshToken: null,
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
