import axios, { type AxiosResponse } from 'axios';
import { api } from './client';

/**
 * Reads a page is about to make, started before its code has loaded: the shell starts /home's
 * (the cards' counts, the notices, the rewards panel's tier) when the portal starts, so they
 * travel beside the page's files instead of after them (issue 22). The next GET of the same URL
 * through the one client, from the shell or an area, is answered by that read, in flight or
 * arrived, instead of asking again; should that read have failed, the GET asks for itself. Each
 * is taken once; one nobody took within KEPT_MS is dropped and a later GET reads afresh. Areas
 * need nothing of this: they ask with `api.get` as always.
 */
const early = new Map<string, Promise<AxiosResponse>>();
const KEPT_MS = 10_000;

export function startEarlyRead(url: string): void {
  if (early.has(url)) return;
  const answer = api.get<unknown>(url);
  answer.catch(() => undefined); // the GET that takes it handles the failure
  early.set(url, answer);
  setTimeout(() => early.get(url) === answer && early.delete(url), KEPT_MS);
}

// Synchronous, like the client's own: the early answer is found in the caller's task.
api.interceptors.request.use(
  (config) => {
    const answer =
      config.method === 'get' && !config.params ? early.get(config.url ?? '') : undefined;
    if (answer) {
      early.delete(config.url ?? '');
      const ask = axios.getAdapter(api.defaults.adapter);
      config.adapter = (own) => answer.catch(() => ask(own));
    }
    return config;
  },
  null,
  { synchronous: true },
);
