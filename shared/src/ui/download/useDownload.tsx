import { useState } from 'react';
import { App, Spin } from '@portal/shared/kit';
import { api, authStore, httpStatus } from '@portal/shared';
import { saveBlob } from './saveBlob';

export interface DownloadJob {
  /** Overlay text while the file is found and fetched, e.g. 'Finding Order 123'. */
  overlay: string;
  /** Spec path that finds the file and answers its blob path, e.g. `/api/files/find/Invoices/7`;
   * omit when `blobPath` is already known. */
  find?: string;
  blobPath?: string;
  fileName: string;
  /** Alert texts of requirements 000 §8 / 001 §8. */
  notFound: string;
  failed: string;
  /** Checked first: the dealer name must be in the session (requirements 000 §7). */
  requireDealerName?: string;
}

/** Reads the blob path from a find answer: a bare string or `{ path }`. */
export function blobPathOf(data: unknown): string | null {
  if (typeof data === 'string' && data) return data;
  if (data && typeof data === 'object' && typeof (data as { path?: unknown }).path === 'string') {
    return (data as { path: string }).path;
  }
  return null;
}

/** The one download helper: find the file, fetch it, save it, with an overlay meanwhile and the
 * spec's alerts on 404 and on any other failure. */
export function useDownload() {
  const { modal } = App.useApp();
  const [overlay, setOverlay] = useState<string | null>(null);

  async function download(job: DownloadJob): Promise<boolean> {
    if (job.requireDealerName !== undefined && !authStore.getState().dealerName) {
      modal.error({ title: job.requireDealerName });
      return false;
    }
    setOverlay(job.overlay);
    try {
      let path = job.blobPath ?? null;
      if (job.find) path = blobPathOf((await api.get(job.find)).data);
      if (!path) throw Object.assign(new Error('not found'), { notFound: true });
      const clean = path.replace(/^\/+/, '').replace(/^api\/blob\//, '');
      const encoded = clean.split('/').map(encodeURIComponent).join('/');
      const { data } = await api.get<Blob>(`/api/blob/${encoded}`, {
        params: { download: true },
        responseType: 'blob',
      });
      saveBlob(data, job.fileName);
      return true;
    } catch (e) {
      const notFound = httpStatus(e) === 404 || (e as { notFound?: boolean }).notFound;
      modal.error({ title: notFound ? job.notFound : job.failed });
      return false;
    } finally {
      setOverlay(null);
    }
  }

  const overlayElement = overlay ? (
    <div
      role="status"
      aria-live="assertive"
      style={{
        position: 'fixed',
        inset: 0,
        background: 'rgba(255,255,255,0.75)',
        zIndex: 1500,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <div style={{ textAlign: 'center' }}>
        <Spin size="large" />
        <div style={{ marginTop: 12, fontSize: 16, fontWeight: 600 }}>{overlay}</div>
      </div>
    </div>
  ) : null;

  return { download, overlay: overlayElement, busy: overlay !== null };
}
