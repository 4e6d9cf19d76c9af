import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { authStore, session } from '../auth/store';
import { noteApiAnswered, noteApiUnreachable } from './connectivity';
import { navigateTo } from '../navigation';
import { toast } from '../toast';
import { currentLanguage } from '../i18n/language';

/** The one HTTP client of the portal. Bearer token and X-Dealer-Id on every call but login and
 * refresh; a 401 triggers ONE refresh shared by every call waiting on it, then a retry. */
export const api = axios.create({
  baseURL: '/api',
  headers: { 'Content-Type': 'application/json' },
  // No XSRF header: the API takes bearer tokens, and its cookie route checks Origin. Reading
  // the cookie goes through Chromium's asynchronous Cookie Store and held every request until
  // after the render of the event that asked for it (30-50 ms of a list's keystroke).
  withXSRFToken: false,
});

const NO_AUTH = ['/auth/login', '/auth/refresh', '/auth/logout'];
const isAuthCall = (url = '') => NO_AUTH.some((p) => url.endsWith(p));

// Synchronous: the request leaves in the caller's own task, not after the render that follows
// the event that asked for it (a list's keystroke reflected within 100 ms).
api.interceptors.request.use(
  (config) => {
    if (isAuthCall(config.url)) return config;
    const { token, selectedDealer } = authStore.getState();
    (config as Retriable)._token = token ?? undefined;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    if (selectedDealer != null) config.headers.set('X-Dealer-Id', String(selectedDealer));
    return config;
  },
  null,
  { synchronous: true },
);

/** `_token`: the access token the call was sent with, to tell a stale 401 from a new one. */
type Retriable = InternalAxiosRequestConfig & { _retried?: boolean; _token?: string };

let refreshing: Promise<string> | null = null;

/** Refreshes the access token once, however many calls are waiting for it. The refresh token
 * goes by itself, in its HttpOnly cookie (same origin), and comes back rotated the same way. */
export function refreshToken(): Promise<string> {
  refreshing ??= (async () => {
    if (!authStore.getState().isAuthenticated) throw new Error('Token refresh failed');
    try {
      const { data } = await api.post<{ token: string }>('/auth/refresh', null);
      session.setToken(data.token);
      return data.token;
    } catch {
      throw new Error('Token refresh failed');
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Requirements 000 §4: a failed refresh clears the state, goes to /login and says 'Session expired'. */
function expireSession(): void {
  // Many calls may fail together; the session ends once, with one message.
  if (!authStore.getState().isAuthenticated) return;
  session.logout();
  toast.error('Session expired');
  navigateTo('/login');
}

api.interceptors.response.use(
  (response) => {
    noteApiAnswered();
    return response;
  },
  (error: AxiosError) => {
    // No response at all (not a cancel): the API is unreachable; any response proves it is not.
    if (error.response) noteApiAnswered();
    else if (!axios.isCancel(error)) noteApiUnreachable(`${api.defaults.baseURL ?? '/api'}/health`);
    throw error;
  },
);

api.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as Retriable | undefined;
  if (error.response?.status !== 401 || !config || config._retried || isAuthCall(config.url)) {
    throw error;
  }
  if (!authStore.getState().isAuthenticated) throw error;
  config._retried = true;
  // A call sent before another call's refresh finished: its 401 is stale, the new token is here.
  const current = authStore.getState().token;
  if (current && config._token && current !== config._token) {
    return api.request(config as AxiosRequestConfig);
  }
  try {
    await refreshToken();
  } catch {
    expireSession();
    throw new Error('Session expired');
  }
  return api.request(config as AxiosRequestConfig);
});

/** Logs out: the server ends the session (its refresh cookie is sent and cleared), the browser
 * forgets it. */
export function signOut(): void {
  if (authStore.getState().isAuthenticated) api.post('/auth/logout', null).catch(() => undefined);
  session.logout();
}

/** The message an error carries: the API's `message`, else the fallback (requirements 000 §8 texts). */
export function errorMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    // A read the API refuses as malformed (400) is the screen's own mistake, and its text is
    // written for developers ('querystring.q must NOT have...'): the screen says its own text.
    // The API writes English: on a page in another language a failed read says the screen's own
    // text too. (A refused write keeps the API's words: the screens that show one in French map
    // its known English forms, e.g. mf-admin's rules/serverText.ts.)
    const read = (error.config?.method ?? 'get') === 'get';
    if (read && (error.response?.status === 400 || currentLanguage() !== 'en')) return fallback;
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
    return fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function httpStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}
