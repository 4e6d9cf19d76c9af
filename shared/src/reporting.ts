// Real-user reports: loads, failed loads, errors and Web Vitals, sent to the API in
// batches with the area and version they came from. Part of the shared runtime, so every area's
// error boundary reports through the one queue. Nothing personal is sent: the route is its
// pattern from the access table (never an id), e-mail addresses in messages are masked, and the
// API adds the user id itself.
import type { ClientReport } from './contract/reports';
import { REPORT_LIMITS } from './reportLimits';
import { screenFor } from './access';
import { session } from './auth/store';

const FLUSH_MS = 10_000;
/** Kept while a flush is under way, the API asks to wait or the user signs in again; anything
 * beyond is dropped. */
const MAX_QUEUE = 200;
/** Where reports the API asked to wait for (a 429) stay when the page is left, until the same
 * user's next page sends them. Nowhere else: a batch sent as the page goes has no answer to read. */
export const HELD_REPORTS_KEY = 'portal_reports_held';
/** Kept reports older than this are dropped: the API counts a report when it arrives, and a
 * figure of the last hour should not take in yesterday's errors. */
const HELD_MAX_AGE_MS = 15 * 60_000;
const versions = new Map<string, string>();
let queue: ClientReport[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
/** Until when the API asked to wait (Retry-After of a 429; a while after a failure). */
let holdUntil = 0;
/** Failed sends in a row (no network, 5xx, 401): each doubles the wait, up to MAX_RETRY_MS. */
let failures = 0;
const MAX_RETRY_MS = 5 * 60_000;

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

const later = (ms: number) => {
  if (timer) clearTimeout(timer);
  timer = setTimeout(flushReports, ms);
};

/** A batch the API did not take goes back to the head of the queue, to be sent after `waitMs`. */
function holdBack(batch: ClientReport[], waitMs: number) {
  queue = [...batch, ...queue].slice(0, MAX_QUEUE);
  holdUntil = Date.now() + waitMs;
  later(waitMs);
}

const retryAfterMs = (r: Response) => 1000 * (Number(r.headers.get('retry-after')) || 60);

/** Sent again after 10 s, then 20, 40… up to 5 minutes: an idle page whose token expired or a
 * server that is down is not asked every 10 s. */
function failed(batch: ClientReport[]) {
  holdBack(batch, Math.min(MAX_RETRY_MS, FLUSH_MS * 2 ** failures));
  failures++;
}

/**
 * Sends what is queued; `keepalive` lets a flush on leaving the page finish after it. A batch
 * the API refuses for now (429 with Retry-After, a 5xx, no network, an expired token) is sent
 * again later; one it cannot take (a 400) is dropped, as sending it again would change nothing.
 */
export function flushReports() {
  if (timer) clearTimeout(timer);
  timer = null;
  const { token } = session.get();
  if (!token || queue.length === 0) return;
  const wait = holdUntil - Date.now();
  if (wait > 0) return later(wait);
  const batch = queue.slice(0, REPORT_LIMITS.batch);
  queue = queue.slice(REPORT_LIMITS.batch);
  void fetch('/api/reports', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ reports: batch }),
  }).then(
    (r) => {
      // Our API asks for at most a minute; a proxy's longer Retry-After is capped.
      if (r.status === 429) holdBack(batch, Math.min(MAX_RETRY_MS, retryAfterMs(r)));
      else if (r.status === 401 || r.status >= 500) failed(batch);
      else failures = 0;
    },
    () => failed(batch),
  );
  if (queue.length) later(FLUSH_MS);
}

interface HeldReports {
  user: number;
  holdUntil: number;
  reports: ClientReport[];
}

const readHeld = (stored: string): HeldReports | null => {
  try {
    const h = JSON.parse(stored) as Partial<HeldReports>;
    if (typeof h.user !== 'number' || !Array.isArray(h.reports)) return null;
    return { user: h.user, holdUntil: Number(h.holdUntil) || 0, reports: h.reports };
  } catch {
    return null;
  }
};

/** The kept reports of `user`, taken out of storage (so two pages starting together do not both
 * send them). Another user's stay for that user: the API files a batch under whoever sends it.
 * Stale or unreadable ones are dropped; nothing is read when storage is refused. */
function takeHeld(user: number): HeldReports | null {
  try {
    const stored = localStorage.getItem(HELD_REPORTS_KEY);
    if (stored === null) return null;
    const held = readHeld(stored);
    if (held && held.user !== user) return null;
    localStorage.removeItem(HELD_REPORTS_KEY);
    return held && Date.now() - held.holdUntil <= HELD_MAX_AGE_MS ? held : null;
  } catch {
    return null;
  }
}

/** On leaving the page (pagehide): what the API asked to wait for is kept for the next page,
 * with what another of the user's pages kept before. */
export function keepHeldReports() {
  const user = session.get().user?.id;
  if (holdUntil <= Date.now() || queue.length === 0 || user === undefined) return flushReports();
  const before = takeHeld(user);
  const held: HeldReports = {
    user,
    holdUntil: Math.max(holdUntil, before?.holdUntil ?? 0),
    reports: [...(before?.reports ?? []), ...queue].slice(0, MAX_QUEUE),
  };
  try {
    localStorage.setItem(HELD_REPORTS_KEY, JSON.stringify(held));
    queue = [];
  } catch {
    // Storage full or refused: the reports are lost with the page, as before.
  }
}

/** At the start of a page: the reports an earlier page of this user kept, sent when the API said. */
export function sendHeldReports() {
  const user = session.get().user?.id;
  const held = user === undefined ? null : takeHeld(user);
  if (!held) return;
  queue = [...held.reports, ...queue].slice(0, MAX_QUEUE);
  holdUntil = Math.max(holdUntil, held.holdUntil);
  later(Math.max(0, holdUntil - Date.now()));
}
