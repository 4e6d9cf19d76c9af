// Shared by the browser benchmarks (web.mjs, search.mjs).

/**
 * Milliseconds from the user's event (its own timestamp, taken in the page) to the DOM change
 * where `read()` first differs: what the user sees, without the driver's round trips to Chromium.
 */
export async function reflected(page, eventType, read, act) {
  await page.evaluate(
    ([type, src]) => {
      const read = (0, eval)(src);
      const before = read();
      let at = null;
      document.addEventListener(type, (e) => (at ??= e.timeStamp), { capture: true, once: true });
      window.__reflected = new Promise((resolve) => {
        new MutationObserver((_, seen) => {
          if (at === null || read() === before) return;
          seen.disconnect();
          resolve(performance.now() - at);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
    [eventType, `(${read})`],
  );
  await act();
  return Math.round(await page.evaluate(() => window.__reflected));
}
