import { flushReports, keepHeldReports, reportToPortal, sendHeldReports } from '@portal/shared';

/**
 * What the shell reports of real users' visits: uncaught errors and rejections, and
 * the Web Vitals (web-vitals: LCP, INP, CLS) of the route they were measured on. Areas' render
 * errors come through their error boundaries, and area loads through federation/remotes.ts.
 * Queued reports go when the page is hidden or left (a closed tab included); those the API asked
 * to wait for go from the user's next page (docs/decisions/0085).
 */
const VITALS_DELAY_MS = 5000;

// One failure can surface many times: a parcel whose load failed rejects its load, bootstrap,
// mount and unmount promises with the same Error, each an unhandled rejection (one
// failed parts load counted as four errors). Each Error object is reported once.
const seen = new WeakSet<Error>();

/** An Error already reported in another form (a failed area load): not reported again as an
 * uncaught error when it surfaces later. */
export function markReported(error: unknown) {
  if (error instanceof Error) seen.add(error);
}

export function startRealUserReports() {
  const report = (error: unknown) => {
    if (error instanceof Error) {
      if (seen.has(error)) return;
      seen.add(error);
    }
    reportToPortal({
      kind: 'error',
      message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  };
  window.addEventListener('error', (e) => {
    // A failed <script> or <img> is an event without an error; a chunk that failed is reported
    // where it was loaded.
    if (e.error instanceof Error) report(e.error);
  });
  window.addEventListener('unhandledrejection', (e) => report(e.reason));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushReports();
  });
  window.addEventListener('pagehide', keepHeldReports);
  sendHeldReports();
  // A page restored from the back/forward cache is a next page too: what it kept on leaving is sent.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) sendHeldReports();
  });
  // Its own chunk (2.4 KB), fetched once the first screen has settled: 5 s after the start, when
  // the browser is idle. It competes with no byte the page needs to show itself and loses nothing:
  // its observers read the LCP, layout-shift and input entries the browser buffered before it came.
  const idle = window.requestIdleCallback ?? ((run: () => void) => run());
  setTimeout(() => idle(() => void loadVitals()), VITALS_DELAY_MS);
}

function loadVitals() {
  return import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(
    ({ onCLS, onINP, onLCP }) => {
      for (const on of [onCLS, onINP, onLCP])
        on((m) =>
          reportToPortal({ kind: 'vital', vital: m.name as 'LCP' | 'INP' | 'CLS', value: m.value }),
        );
    },
  );
}
