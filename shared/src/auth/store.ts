import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { DEALER_ROLES, type Role } from '../roles';
import type { Language } from '../i18n/language';
import { parseStoredState, SIGNED_OUT, STORAGE_KEY, type AuthState } from './state';

export type { AuthState, SessionUser } from './state';
export { STORAGE_KEY } from './state';

/** POST /auth/login answer (requirements 000 §3); its refresh token comes in an HttpOnly cookie. */
export interface LoginResponse {
  token: string;
  role: Role;
  dealerId: number | null;
  requirePasswordChange: boolean;
  email: string;
  id: number;
  name: string;
  /** The language kept on the user's record: the portal switches to it. */
  language?: Language;
}

/** The dealer attributes chosen on /admin or filled from the dealer record. */
export interface DealerChoice {
  dealerId: number;
  dealerCode: string | null;
  dealerName: string | null;
  division: string | null;
  territory: string | null;
  currency: string | null;
}

function load(): AuthState {
  try {
    const state = parseStoredState(window.localStorage.getItem(STORAGE_KEY));
    // Written back as read: a refresh token an older version stored there goes now.
    if (state.isAuthenticated) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    else window.localStorage.removeItem(STORAGE_KEY);
    return state;
  } catch {
    return SIGNED_OUT;
  }
}

export const authStore = createStore<AuthState>(() =>
  typeof window === 'undefined' ? SIGNED_OUT : load(),
);

authStore.subscribe((state) => {
  try {
    if (state.isAuthenticated) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: the session still works for this tab.
  }
});

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

export const session = {
  get: () => authStore.getState(),

  login(r: LoginResponse) {
    const ownDealer = DEALER_ROLES.includes(r.role) ? r.dealerId : null;
    authStore.setState({
      ...SIGNED_OUT,
      user: { email: r.email, id: r.id, name: r.name, role: r.role },
      token: r.token,
      role: r.role,
      dealerId: r.dealerId,
      selectedDealer: ownDealer,
      isAuthenticated: true,
      requirePasswordChange: r.requirePasswordChange,
    });
  },

  setToken(token: string) {
    authStore.setState({ token });
  },

  selectDealer(d: DealerChoice) {
    authStore.setState({
      selectedDealer: d.dealerId,
      dealerCode: d.dealerCode,
      dealerName: d.dealerName,
      division: d.division,
      territory: d.territory,
      currency: d.currency,
    });
  },

  passwordChanged() {
    authStore.setState({ requirePasswordChange: false });
  },

  logout() {
    authStore.setState(SIGNED_OUT, true);
  },
};
