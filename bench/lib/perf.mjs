// Load metrics from Chromium's own performance APIs, as Lighthouse reads them: largest contentful
// paint, and total blocking time (each long task's time beyond 50 ms, from first contentful paint
// until the page has been quiet; Lighthouse stops at time-to-interactive, we stop at network idle
// plus one second, which can only count more).
export const OBSERVE = () => {
  const perf = { lcp: 0, fcp: 0, longTasks: [] };
  window.__perf = perf;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) perf.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') perf.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) perf.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

/** One cold load of `url` in a fresh context (empty cache); `ready` waits for the page's content. */
export async function coldLoad(browser, url, { storageState, ready } = {}) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1350, height: 940 },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (ready) await ready(page);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(1000);
    const p = await page.evaluate(() => window.__perf);
    const tbt = p.longTasks
      .filter(([start]) => start >= p.fcp)
      .reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    return { lcp: p.lcp, tbt, fcp: p.fcp };
  } finally {
    await context.close();
  }
}
