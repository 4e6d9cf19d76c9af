import { expect, test, type Page } from './support/test';
import { openSignedIn } from './support/portal';

// Decision 0082: with the system's reduced-motion setting, antd's lists and menus appear without
// motion; without it, they move as before. A popup still passes through antd's 'prepare' step
// (its position is measured before it shows), so what is watched is the step that moves it:
// `-start` and `-active`, present for the ~200 ms a list zooms or slides in.

/** The motion steps antd's popups went through while `open` ran (a shell menu, an area's list). */
async function motionSteps(page: Page, open: () => Promise<void>): Promise<string[]> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { motionSteps: string[] }).motionSteps = seen;
    const note = (el: Element) => {
      const step = /\S+-(appear|enter)-(start|active)\b/.exec(String(el.className));
      if (step) seen.push(step[0]);
    };
    new MutationObserver((changes) => {
      for (const c of changes) {
        if (c.target instanceof Element) note(c.target);
        for (const n of c.addedNodes) if (n instanceof Element) note(n);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  await open();
  // Longer than antd's slowest popup motion (0.3 s).
  await page.waitForTimeout(500);
  await page.keyboard.press('Escape');
  return page.evaluate(() => (window as unknown as { motionSteps: string[] }).motionSteps);
}

test('reduced motion: menus and lists appear without motion, and move again when the setting changes', async ({
  page,
}) => {
  await openSignedIn(page, 'buyer', '/wholegoods/submit-warranty');
  const userMenu = () => page.getByRole('button', { name: 'User menu' }).click();
  const operation = () => page.locator('#wr-operation').click();
  await expect(page.locator('#wr-operation')).toBeVisible();

  // The browser asks for reduced motion (playwright.config.ts).
  expect(await motionSteps(page, userMenu)).toEqual([]);
  expect(await motionSteps(page, operation)).toEqual([]);

  // The setting changed in the system, the page not reloaded: antd's motion is back.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  // (Opened before, a popup enters rather than appears.)
  const moved = expect.arrayContaining([
    expect.stringMatching(/^ant-slide-up-(appear|enter)-active$/),
  ]);
  expect(await motionSteps(page, userMenu)).toEqual(moved);
  expect(await motionSteps(page, operation)).toEqual(moved);
});
