import { api } from '@portal/shared';
import type { ImportRun, ServiceAccount } from '@portal/shared/contract/imports';
import { saveBlob } from '@portal/shared/ui/download/saveBlob';

/** One import run as the screen shows it (GET /imports). */
export interface ImportEntry {
  id: number;
  startedAt: string;
  kind: string;
  account: string;
  status: string;
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  deleted: number;
  refused: number;
  /** Problems kept in the run's report: the error CSV has rows to download. */
  problems: number;
}

export const toImportEntry = (w: ImportRun): ImportEntry => ({
  id: w.id,
  startedAt: w.startedAt,
  kind: w.kind,
  // The CLI records its runs as 'cli': no service account sent them.
  account: w.source,
  status: w.status,
  rowsRead: w.rowsRead,
  inserted: w.inserted,
  updated: w.updated,
  unchanged: w.unchanged,
  deleted: w.deleted,
  refused: w.refused,
  problems: w.errorCount,
});

export async function fetchImports(): Promise<ImportEntry[]> {
  const { data } = await api.get<ImportRun[]>('/imports');
  return (Array.isArray(data) ? data : []).map(toImportEntry);
}

/** Saves a run's refused rows (line, reason) as the CSV the API writes. */
export async function downloadImportErrors(id: number): Promise<void> {
  const { data } = await api.get<Blob>(`/imports/${id}/errors.csv`, { responseType: 'blob' });
  saveBlob(data, `import-${id}-errors.csv`);
}

/** A service account (GET /service-accounts): the wire's names are the screen's. */
export type Account = ServiceAccount;

export async function fetchAccounts(): Promise<Account[]> {
  const { data } = await api.get<ServiceAccount[]>('/service-accounts');
  return Array.isArray(data) ? data : [];
}

/** Creates an account; its key is in this answer only (the API keeps a hash). */
export async function createAccount(name: string): Promise<{ name: string; key: string }> {
  const { data } = await api.post<{ id: number; name: string; key: string }>('/service-accounts', {
    name,
  });
  return { name: data.name, key: data.key };
}

export async function revokeAccount(id: number): Promise<void> {
  await api.delete(`/service-accounts/${id}`);
}
