// Shared by the browser benchmarks (web.mjs, search.mjs).

/**
 * Milliseconds from the user's event (its own timestamp, taken in the page) to the DOM change
 * where `read()` first differs: what the user sees, without the driver's round trips to Chromium.
 * A change that never comes ends the run with an error after `limitMs` instead of waiting for ever.
 */
export async function reflected(page, eventType, read, act, limitMs = 15_000) {
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
          // The frame that draws the change: its animation frame, then the task after it
          // (style, layout and paint of that frame done).
          window.__framed = new Promise((drawn) =>
            requestAnimationFrame(() => setTimeout(() => drawn(performance.now() - at))),
          );
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
    [eventType, `(${read})`],
  );
  await act();
  const ms = await page.evaluate(
    (limit) =>
      Promise.race([window.__reflected, new Promise((r) => setTimeout(() => r(null), limit))]),
    limitMs,
  );
  if (ms === null)
    throw new Error(`nothing changed on screen within ${limitMs} ms of the ${eventType}`);
  return Math.round(ms);
}

/** After `reflected`: milliseconds from the same event to the end of the frame that drew the
 * change (its layout and paint included), as the user sees it. */
export async function framed(page) {
  return Math.round(await page.evaluate(() => window.__framed));
}
