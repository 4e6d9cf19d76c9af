import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * axe's serious and critical findings on the page as it is (colour contrast is serious), one line
 * per rule with the elements it names; an empty list passes. `within`: only that part (a dialog:
 * the page behind its mask is dimmed on purpose, and is checked at rest).
 *
 * Legacy mode runs axe in the page itself (`axe.run`). The default mode runs it in every frame and
 * then opens a blank tab to merge the frames' results, which made each scan about twice as slow
 * here. What legacy mode gives up is scanning frames of another origin, and the portal has no
 * frames at all, so the findings are the same.
 */
export async function blockingViolations(page: Page, within?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).setLegacyMode();
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
