import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { authStore } from '../auth/store';
import { api } from './client';

/**
 * Reads a page is about to make, started before its code has loaded: the shell starts /home's
 * (the cards' counts, the notices, the rewards panel's tier), the rewards pages' and a wholegoods
 * orders list's first page when the portal starts, so they travel beside the page's files instead
 * of after them. The next GET of the same address (its parameters included) through
 * the one client, from the shell or an area, is answered by that read, in flight or
 * arrived, instead of asking again; should that read have failed, the GET asks for itself. Each
 * is taken once; one nobody took within KEPT_MS is dropped and a later GET reads afresh. An
 * answer is only given to the session that asked for it: after a sign-out, another user's sign-in
 * or a refreshed token, the GET asks for itself. Areas need nothing of this: they ask with
 * `api.get` as always.
 */
const early = new Map<string, { answer: Promise<AxiosResponse>; token: string | null }>();
const KEPT_MS = 10_000;

/** A GET's whole address, its parameters as the client writes them: the same read, the same key. */
const keyOf = (config: AxiosRequestConfig) =>
  api.getUri({ url: config.url, params: config.params });

export function startEarlyRead(url: string, params?: Record<string, unknown>): void {
  const key = keyOf({ url, params });
  if (early.has(key)) return;
  const read = { answer: api.get<unknown>(url, { params }), token: authStore.getState().token };
  read.answer.catch(() => undefined); // the GET that takes it handles the failure
  early.set(key, read);
  setTimeout(() => early.get(key) === read && early.delete(key), KEPT_MS);
}

// Synchronous, like the client's own: the early answer is found in the caller's task.
api.interceptors.request.use(
  (config) => {
    const key = config.method === 'get' && early.size > 0 ? keyOf(config) : undefined;
    const read = key === undefined ? undefined : early.get(key);
    if (!read || key === undefined) return config;
    early.delete(key);
    if (read.token !== authStore.getState().token) return config;
    const ask = axios.getAdapter(api.defaults.adapter);
    config.adapter = (own) => read.answer.catch(() => ask(own));
    return config;
  },
  null,
  { synchronous: true },
);
