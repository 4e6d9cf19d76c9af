// Real-user reports (issue 28): loads, failed loads, errors and Web Vitals, sent to the API in
// batches with the area and version they came from. Part of the shared runtime, so every area's
// error boundary reports through the one queue. Nothing personal is sent: the route is its
// pattern from the access table (never an id), e-mail addresses in messages are masked, and the
// API adds the user id itself.
import type { ClientReport } from './contract/reports';
import { REPORT_LIMITS } from './reportLimits';
import { screenFor } from './access';
import { session } from './auth/store';

const FLUSH_MS = 10_000;
/** Kept while a flush is under way or the user signs in again; anything beyond is dropped. */
const MAX_QUEUE = 200;
const versions = new Map<string, string>();
let queue: ClientReport[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

/** What an area's manifest says its version is (the shell reads it when the area loads). */
export function noteAreaVersion(area: string, version: string) {
  versions.set(area, version);
}

/** The area and route pattern of the current address. */
export function currentPlace(pathname = window.location.pathname) {
  const screen = screenFor(pathname);
  return { area: screen?.area ?? 'shell', route: screen?.path ?? 'unlisted' };
}

const clean = (message: string) =>
  message.replace(/[^\s@]+@[^\s@]+/g, '[email]').slice(0, REPORT_LIMITS.message);

type Report =
  | { kind: 'load' | 'load-failed'; area: string; message?: string }
  | { kind: 'error'; area?: string; message: string }
  | { kind: 'vital'; vital: 'LCP' | 'INP' | 'CLS'; value: number };

export function reportToPortal(r: Report) {
  if (!session.get().isAuthenticated || queue.length >= MAX_QUEUE) return;
  const place = currentPlace();
  const area = ('area' in r && r.area) || place.area;
  const report: ClientReport = {
    kind: r.kind,
    area,
    version: versions.get(area) ?? 'unknown',
    route: place.route,
  };
  if (r.kind === 'vital') Object.assign(report, { vital: r.vital, value: Math.max(0, r.value) });
  else if (r.message !== undefined) report.message = clean(r.message);
  queue.push(report);
  if (queue.length >= REPORT_LIMITS.batch) flushReports();
  else timer ??= setTimeout(flushReports, FLUSH_MS);
}

/** Sends what is queued; `keepalive` lets a flush on leaving the page finish after it. */
export function flushReports() {
  if (timer) clearTimeout(timer);
  timer = null;
  const { token } = session.get();
  if (!token || queue.length === 0) return;
  const batch = queue.slice(0, REPORT_LIMITS.batch);
  queue = queue.slice(REPORT_LIMITS.batch);
  void fetch('/api/reports', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ reports: batch }),
  }).catch(() => undefined);
  if (queue.length) timer = setTimeout(flushReports, FLUSH_MS);
}
