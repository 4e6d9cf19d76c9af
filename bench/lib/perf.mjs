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

/**
 * One cold load of `url` in a fresh context (empty cache); `ready` waits for the page's content.
 * `profile`: also Chromium's sampling CPU profile of the load (bench/main-thread.mjs). `phone`:
 * a phone's screen (Lighthouse mobile's, 412 × 823) and its CPU, 4 × slower.
 */
export async function coldLoad(
  browser,
  url,
  { storageState, ready, profile = false, phone = false } = {},
) {
  const context = await browser.newContext({
    storageState,
    viewport: phone ? { width: 412, height: 823 } : { width: 1350, height: 940 },
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 } : {}),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = profile || phone ? await context.newCDPSession(page) : null;
    if (phone) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (ready) await ready(page);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(1000);
    const cpu = cdp ? (await cdp.send('Profiler.stop')).profile : undefined;
    const p = await page.evaluate(() => window.__perf);
    const tbt = p.longTasks
      .filter(([start]) => start >= p.fcp)
      .reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    return { lcp: p.lcp, tbt, fcp: p.fcp, longTasks: p.longTasks, profile: cpu };
  } finally {
    await context.close();
  }
}

/** Signs in through the form once and returns the session (localStorage) for later contexts. */
export async function signedInState(browser, base, email, password) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}
