import axios, { type AxiosResponse } from 'axios';
import { authStore } from '../auth/store';
import { api } from './client';

/**
 * Reads a page is about to make, started before its code has loaded: the shell starts /home's
 * (the cards' counts, the notices, the rewards panel's tier) when the portal starts, so they
 * travel beside the page's files instead of after them (issue 22). The next GET of the same URL
 * through the one client, from the shell or an area, is answered by that read, in flight or
 * arrived, instead of asking again; should that read have failed, the GET asks for itself. Each
 * is taken once; one nobody took within KEPT_MS is dropped and a later GET reads afresh. An
 * answer is only given to the session that asked for it: after a sign-out, another user's sign-in
 * or a refreshed token, the GET asks for itself. Areas need nothing of this: they ask with
 * `api.get` as always.
 */
const early = new Map<string, { answer: Promise<AxiosResponse>; token: string | null }>();
const KEPT_MS = 10_000;

export function startEarlyRead(url: string): void {
  if (early.has(url)) return;
  const read = { answer: api.get<unknown>(url), token: authStore.getState().token };
  read.answer.catch(() => undefined); // the GET that takes it handles the failure
  early.set(url, read);
  setTimeout(() => early.get(url) === read && early.delete(url), KEPT_MS);
}

// Synchronous, like the client's own: the early answer is found in the caller's task.
api.interceptors.request.use(
  (config) => {
    const read =
      config.method === 'get' && !config.params ? early.get(config.url ?? '') : undefined;
    if (!read) return config;
    early.delete(config.url ?? '');
    if (read.token !== authStore.getState().token) return config;
    const ask = axios.getAdapter(api.defaults.adapter);
    config.adapter = (own) => read.answer.catch(() => ask(own));
    return config;
  },
  null,
  { synchronous: true },
);
