import type { Page } from '@playwright/test';

// The pseudo-locale sweep's eye (decision 0064): what a user can read on the page, and
// which of it came neither through a catalog (bracketed in the pseudo-locale) nor from data.

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Every string in the JSON answers of the page's API calls: data values are shown as they are. */
export function watchApiData(page: Page) {
  const values = new Set<string>();
  const pending: Promise<void>[] = [];
  // Keys too (the library answers its categories as keys), and JSON kept inside a string (a
  // notice's title, link and date are one string on the wire).
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      values.add(v);
      if (/^[[{]/.test(v)) walk(parsed(v));
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        values.add(k);
        walk(x);
      }
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
    // Seen, and in the page's language: a part marked with a language of its own (a legal text
    // kept in English under the English-governs notice, decision 0057) is so on purpose.
    const seen = (el: Element) =>
      el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      el.closest('[lang]') === document.documentElement;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.trim();
      if (text && el && !el.closest('script, style, noscript') && seen(el)) out.push(text);
    }
    for (const el of document.body.querySelectorAll('[placeholder], [aria-label], [title], [alt]'))
      // antd's icons are named by the icon library ('search', 'down'): not the portal's texts.
      if (seen(el) && !el.matches('.anticon[role="img"]'))
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

/** What is data though not a string of an answer: initials made from a name ('SS'), an e-mail or
 * web address, a date written out in English formats ('Mar 3, 2026', '2:05 PM UTC'). */
const DATA_SHAPES = [
  /^\p{Lu}{1,3}$/u,
  /\S+@\S+\.\w+|https?:\/\/\S+/g,
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}/g,
  /\b\d{1,2}:\d{2}(:\d{2})? ?(AM|PM)\b|\bUTC\b/g,
];

/** The texts with words left once the pseudo-locale's brackets and the data values are taken out. */
export function textsOutsideCatalogs(texts: string[], data: Set<string>): string[] {
  const words = /\p{L}{2}/u;
  // A commit is shown by its first seven digits (the Deployments table): '40ba303' has letters.
  const commits = [...data].filter((v) => /^[0-9a-f]{7,40}$/.test(v)).map((v) => v.slice(0, 7));
  const known = [...data, ...commits, ...LANGUAGE_NAMES]
    .filter((v) => words.test(v))
    .sort((a, b) => b.length - a.length);
  const leaks = texts.filter((text) => {
    let rest = text;
    for (let before = ''; before !== rest;) {
      before = rest;
      rest = rest.replace(/\[[^[\]]*\]/g, ' ');
    }
    if (!words.test(rest)) return false;
    for (const shape of DATA_SHAPES) rest = rest.replace(shape, ' ');
    for (const v of known) if (rest.includes(v)) rest = rest.split(v).join(' ');
    return words.test(rest);
  });
  return [...new Set(leaks)];
}
