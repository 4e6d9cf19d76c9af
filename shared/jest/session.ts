import { authStore, SIGNED_OUT, type AuthState } from '@portal/shared';

/**
 * A signed-in session in the shared store, as the shell leaves it after sign-in: a buyer of
 * dealer D1001 unless `patch` says otherwise. Nothing is asked of the API; a screen test mocks
 * the reads it makes.
 */
export function signInBuyer(patch: Partial<AuthState> = {}) {
  authStore.setState({
    ...SIGNED_OUT,
    isAuthenticated: true,
    token: 't',
    role: 'DealerBuyer',
    dealerId: 1001,
    selectedDealer: 1001,
    dealerCode: 'D1001',
    ...patch,
  });
}
