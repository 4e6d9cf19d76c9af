import { api, authStore } from '@portal/shared';

/**
 * /home's own reads (the cards' counts, the notices), started when the portal starts on /home (a
 * sign-in lands there too) rather than once the layout and the page's chunks have loaded and
 * rendered: they then travel beside those files instead of after them (issue 22). Each answer is
 * taken once, by the page's first render; one nobody took within KEPT_MS is dropped, and a later
 * render reads afresh.
 */
const early = new Map<string, Promise<{ data: unknown }>>();
const KEPT_MS = 10_000;

export const summaryUrl = (dealerId: number) => `/summary/${dealerId}`;
export const NOTICES_URL = '/notifications';

export function startHomeReads(): void {
  const { isAuthenticated, selectedDealer: dealerId } = authStore.getState();
  if (!isAuthenticated) return; // the guard sends the visit to /login
  const urls = dealerId == null ? [NOTICES_URL] : [NOTICES_URL, summaryUrl(dealerId)];
  for (const url of urls) {
    const answer = api.get<unknown>(url);
    answer.catch(() => undefined); // the page that takes it handles the failure
    early.set(url, answer);
    setTimeout(() => early.get(url) === answer && early.delete(url), KEPT_MS);
  }
}

/** The early answer for `url` if one is in flight or arrived, else a new read. */
export function readHome<T>(url: string): Promise<{ data: T }> {
  const answer = early.get(url);
  early.delete(url);
  return (answer as Promise<{ data: T }> | undefined) ?? api.get<T>(url);
}
