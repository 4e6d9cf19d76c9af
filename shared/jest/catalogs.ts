// What the catalog tests of each app check (docs/i18n.md): a translation has exactly the English
// catalog's keys and placeholders, compiles, and follows Québec typography; and a French render
// shows none of the English texts.
import MessageFormat from '@messageformat/core';

export type Catalog = Record<string, string>;

const placeholders = (text: string) =>
  [...text.matchAll(/\{\s*(\w+)/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/** Québec typography (OQLF): a non-breaking space before : ; ! ? % and the $ of an amount,
 * inside « guillemets »; the typographic apostrophe. Each problem named with its key. */
function typography(key: string, text: string): string[] {
  const out: string[] = [];
  if (/[^\u00a0\u202f][:;!?](\s|$)/.test(text))
    out.push(`${key}: no non-breaking space before : ; ! ?`);
  if (/ [:;!?%»]|« |\d \$/.test(text))
    out.push(`${key}: a plain space where a non-breaking one goes`);
  if (/"/.test(text)) out.push(`${key}: "…" instead of « … »`);
  if (/\w'\w/.test(text)) out.push(`${key}: ' instead of ’`);
  if (/e-mail/i.test(text)) out.push(`${key}: 'e-mail' (courriel)`);
  return out;
}

/** Everything wrong with a translation against its English catalog. */
export function catalogProblems(en: Catalog, other: Catalog, lang: string): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en))
    if (!(key in other)) problems.push(`${key}: missing in ${lang}`);
  const mf = new MessageFormat(lang);
  for (const [key, text] of Object.entries(other)) {
    if (!(key in en)) {
      problems.push(`${key}: not in the English catalog`);
      continue;
    }
    if (placeholders(text) !== placeholders(en[key]))
      problems.push(`${key}: placeholders {${placeholders(text)}} differ from the English`);
    try {
      mf.compile(text);
    } catch (e) {
      problems.push(`${key}: ${(e as Error).message}`);
    }
    if (lang.startsWith('fr')) problems.push(...typography(key, text));
  }
  return problems;
}

/** English texts of the catalog (those the translation writes differently) found in `shown`:
 * each message without placeholders, and each fixed part of 8+ letters of one with them.
 * `kept`: English the French page shows on purpose (a mail subject the English mailbox expects). */
export function englishLeaks(shown: string, en: Catalog, other: Catalog, kept: string[] = []) {
  const text = kept.reduce((t, k) => t.split(k).join(' '), shown.replace(/\s+/g, ' '));
  return (
    Object.entries(en)
      .filter(([key, e]) => other[key] !== e)
      // The fixed parts of a message with values are cut from it first, so they are measured here.
      .flatMap(([, e]) =>
        /[{}]/.test(e)
          ? e
              .split(/\{[^}]*\}/)
              .map((s) => s.trim())
              .filter((s) => s.length >= 8)
          : [e],
      )
      .filter((e) => e.length >= 2 && /[a-z]/i.test(e))
      .filter((e) =>
        new RegExp(
          `(^|[^\\p{L}])${e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
          'u',
        ).test(text),
      )
  );
}

/** The text a user meets in a rendered tree: its words, and its labels, titles and placeholders. */
export function visibleText(root: HTMLElement): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode())
    if (!n.parentElement?.closest('style, script')) words.push(n.textContent ?? '');
  const attrs = [...root.querySelectorAll('[aria-label],[title],[placeholder],[aria-valuetext]')]
    .flatMap((el) =>
      ['aria-label', 'title', 'placeholder', 'aria-valuetext'].map((a) => el.getAttribute(a)),
    )
    .filter(Boolean);
  return [words.join(' '), ...attrs, document.title].join(' | ');
}

/** The quoted texts a `t(…)` call's first argument can be ('A', or cond ? 'A' : 'B'). */
function firstArgumentTexts(code: string, from: number): string[] {
  const texts: string[] = [];
  for (let i = from; i < code.length; i++) {
    const c = code[i];
    if (c === ')' || c === ',') break;
    if (c === '(') return []; // a call: not a literal id
    if (c === "'" || c === '"') {
      let j = i + 1;
      let text = '';
      for (; code[j] !== c; j++) text += code[j] === '\\' ? code[++j] : code[j];
      texts.push(text);
      i = j;
    }
  }
  return texts;
}

/**
 * An app's English catalog, as its code has it: the ids of messages/en.json, every text written
 * in a `t('…')` call in its src (a plain text is its own id), and `dynamic`, the texts it passes
 * to `t` from data (menu labels, tier names). `uses`: which files use this catalog, for an app
 * with more than one (by what they import).
 */
export function englishCatalog(
  srcDir: string,
  en: Catalog,
  dynamic: string[] = [],
  uses: (code: string) => boolean = () => true,
): Catalog {
  const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
  const path = jest.requireActual<typeof import('node:path')>('node:path');
  const out: Catalog = { ...en };
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(e.name)) {
        const code = fs.readFileSync(file, 'utf8');
        if (!uses(code)) continue;
        for (const m of code.matchAll(/\bt\(/g))
          for (const text of firstArgumentTexts(code, m.index + 2))
            if (!(text in en)) out[text] = text;
      }
    }
  };
  walk(srcDir);
  for (const d of dynamic) out[d] = d;
  return out;
}
