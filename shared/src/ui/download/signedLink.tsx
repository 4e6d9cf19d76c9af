import { api } from '@portal/shared';

/**
 * A short-lived signed link to a stored file (`Documents/...`, `Invoices/...`), for a new tab:
 * a tab opened by the browser carries no bearer token, and a token must never be put in a URL.
 * The API signs the link for this user, dealer and file, valid for minutes.
 */
export async function signedFileUrl(blobPath: string): Promise<string> {
  const { data } = await api.post<{ url: string }>('/api/blob-links', { path: blobPath });
  const base = (api.defaults.baseURL ?? '/api').replace(/\/$/, '');
  return `${base}${data.url}`;
}
