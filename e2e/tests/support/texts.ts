import type { Page } from '@playwright/test';

// The pseudo-locale sweep's eye (issue 27, decision 0064): what a user can read on the page, and
// which of it came neither through a catalog (bracketed in the pseudo-locale) nor from data.

/** Every string in the JSON answers of the page's API calls: data values are shown as they are. */
export function watchApiData(page: Page) {
  const values = new Set<string>();
  const pending: Promise<void>[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') values.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  page.on('response', (r) => {
    if (!new URL(r.url()).pathname.startsWith('/api/')) return;
    if (!(r.headers()['content-type'] ?? '').includes('json')) return;
    pending.push(r.json().then(walk, () => undefined));
  });
  return {
    /** Once every answer received so far has been read. */
    values: async () => (await Promise.all(pending), values),
    texts: shownTexts,
  };
}

/** The page's visible texts, and the labels, placeholders and titles a user meets. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const seen = (el: Element) =>
      el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.trim();
      if (text && el && !el.closest('script, style, noscript') && seen(el)) out.push(text);
    }
    for (const el of document.body.querySelectorAll('[placeholder], [aria-label], [title], [alt]'))
      if (seen(el))
        for (const a of ['placeholder', 'aria-label', 'title', 'alt']) {
          const v = el.getAttribute(a)?.trim();
          if (v) out.push(v);
        }
    out.push(document.title);
    return out;
  });
}

/** Names of the languages in themselves (the picker): never translated. */
const LANGUAGE_NAMES = ['English', 'Français'];

/** The texts with words left once the pseudo-locale's brackets and the data values are taken out. */
export function textsOutsideCatalogs(texts: string[], data: Set<string>): string[] {
  const words = /\p{L}{2}/u;
  const known = [...data, ...LANGUAGE_NAMES]
    .filter((v) => words.test(v))
    .sort((a, b) => b.length - a.length);
  const leaks = texts.filter((text) => {
    let rest = text;
    for (let before = ''; before !== rest;) {
      before = rest;
      rest = rest.replace(/\[[^[\]]*\]/g, ' ');
    }
    if (!words.test(rest)) return false;
    for (const v of known) if (rest.includes(v)) rest = rest.split(v).join(' ');
    return words.test(rest);
  });
  return [...new Set(leaks)];
}
