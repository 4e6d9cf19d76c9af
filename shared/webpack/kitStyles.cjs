// @ts-check
// The kit's antd styles as static CSS, cut at build time from the stylesheet antd ships for its
// zero-runtime mode (antd/dist/antd.css: every component, styled through CSS variables that the
// portal's ConfigProvider still sets at runtime from its theme). Only the components the kit's two
// parts can render are kept, in the same two parts: what /home paints with, and what kitReady()
// loads (docs/decisions/0067-antd-styles-at-build-time.md).
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

const antdDir = path.dirname(require.resolve('antd/package.json'));
const esDir = path.join(antdDir, 'es');
const kitDir = path.join(__dirname, '..', 'src');

/** The antd components a kit file re-exports: `export { A, B } from 'antd'`. */
function exportsOf(/** @type {string} */ file) {
  const src = fs.readFileSync(file, 'utf8');
  const names = [];
  for (const m of src.matchAll(/export\s*\{([^}]*)\}\s*from\s*'antd'/g))
    names.push(...m[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0]));
  return names.filter((n) => /^[A-Z]/.test(n));
}

/** antd's folder of a component: InputNumber -> input-number. */
const folderOf = (/** @type {string} */ name) =>
  name.replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase());

/**
 * Every class prefix (`btn`, `input-group`, `row`, `wave`...) of the components `names` can
 * render: antd's own import graph from each component's folder (a Table brings its Pagination,
 * Dropdown, Checkbox...), each file's `getPrefixCls('...')`.
 */
function prefixesOf(/** @type {string[]} */ names) {
  const seen = new Set();
  const prefixes = new Set();
  const visit = (/** @type {string} */ file) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const src = fs.readFileSync(file, 'utf8');
    for (const m of src.matchAll(/getPrefixCls\('([a-z-]+)'/g)) prefixes.add(m[1]);
    for (const m of src.matchAll(/(?:from|import)\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), m[1]);
      visit(fs.existsSync(`${target}.js`) ? `${target}.js` : path.join(target, 'index.js'));
    }
  };
  for (const n of names) visit(path.join(esDir, folderOf(n), 'index.js'));
  return prefixes;
}

/** Every prefix any antd component uses, longest first (input-number before input). */
const ALL_PREFIXES = (() => {
  const all = new Set();
  const walk = (/** @type {string} */ dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.js'))
        for (const m of fs.readFileSync(full, 'utf8').matchAll(/getPrefixCls\('([a-z-]+)'/g))
          all.add(m[1]);
    }
  };
  walk(esDir);
  return [...all].sort((a, b) => b.length - a.length);
})();

/** The component prefix of one `ant-` class, or null for the shared ones (motions). */
function ownerOf(/** @type {string} */ cls) {
  return ALL_PREFIXES.find((p) => cls === p || cls.startsWith(`${p}-`)) ?? null;
}

/** antd.css as a list of top-level blocks (rules and at-rules, braces matched). */
function blocksOf(/** @type {string} */ css) {
  const blocks = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      blocks.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return blocks;
}

/**
 * Which part a rule goes in: 'eager', 'later', 'both' (a shared rule: links, icons, motions),
 * or null (antd's build leftovers such as its sample token scopes). A rule naming several
 * components (Input's rules for a Select in an input group, Tour's for its buttons) can only
 * match once all of them are on the page: it goes in the part that has the last of them, and
 * nowhere when one is not in the kit. Classes under :not() are no such condition.
 */
function keep(
  /** @type {string} */ selector,
  /** @type {Set<string>} */ eager,
  /** @type {Set<string>} */ later,
) {
  if (/^\.(css-var-|data-ant-cssinjs)/.test(selector)) return null;
  const named = selector.replace(/:not\([^)]*\)/g, '');
  const owners = [...named.matchAll(/\.ant-([a-z][a-z0-9-]*)/g)]
    .map((m) => ownerOf(m[1]))
    .filter((o) => o !== null);
  if (owners.length === 0) return 'both';
  if (owners.every((o) => eager.has(o))) return 'eager';
  if (owners.every((o) => eager.has(o) || later.has(o))) return 'later';
  return null;
}

/** Splits antd.css into the two parts' CSS. */
function splitCss(
  /** @type {string} */ css,
  /** @type {Set<string>} */ eager,
  /** @type {Set<string>} */ later,
) {
  /** @type {{ eager: string[], later: string[] }} */
  const out = { eager: [], later: [] };
  const keyframes = new Map();
  const place = (/** @type {string} */ block, /** @type {string | null} */ where) => {
    if (where === 'both' || where === 'eager') out.eager.push(block);
    else if (where === 'later') out.later.push(block);
  };
  for (const block of blocksOf(css)) {
    const head = block.slice(0, block.indexOf('{')).trim();
    if (head.startsWith('@keyframes')) keyframes.set(head.split(/\s+/)[1], block);
    else if (/^@(media|supports|container)/.test(head)) {
      // Each rule inside goes where its selector says, wrapped in the same condition.
      const inner = blocksOf(block.slice(block.indexOf('{') + 1, -1));
      /** @type {Record<string, string[]>} */
      const parts = { eager: [], later: [] };
      for (const rule of inner) {
        const where = keep(rule.slice(0, rule.indexOf('{')), eager, later);
        if (where === 'both' || where === 'eager') parts.eager.push(rule);
        else if (where === 'later') parts.later.push(rule);
      }
      for (const p of /** @type {const} */ (['eager', 'later']))
        if (parts[p].length) out[p].push(`${head}{${parts[p].join('')}}`);
    } else place(block, keep(head, eager, later));
  }
  // Keyframes where an animation of the part names them (eager's also serve the later part).
  const used = (/** @type {string[]} */ rules) =>
    [...keyframes.keys()].filter((k) => rules.some((r) => new RegExp(`\\b${k}\\b`).test(r)));
  const eagerFrames = used(out.eager);
  const laterFrames = used(out.later).filter((k) => !eagerFrames.includes(k));
  return {
    eager: [...eagerFrames.map((k) => keyframes.get(k)), ...out.eager].join('\n'),
    later: [...laterFrames.map((k) => keyframes.get(k)), ...out.later].join('\n'),
  };
}

/**
 * The two stylesheets of the kit, named by their content: `{ eager: { file, css }, later: … }`.
 * Components of the later part already styled by the eager one are not repeated.
 */
function kitStyles() {
  const eager = prefixesOf([...exportsOf(path.join(kitDir, 'kit.tsx')), 'ConfigProvider']);
  const laterAll = prefixesOf(exportsOf(path.join(kitDir, 'kitLater.ts')));
  const later = new Set([...laterAll].filter((p) => !eager.has(p)));
  const css = splitCss(
    fs.readFileSync(path.join(antdDir, 'dist', 'antd.css'), 'utf8'),
    eager,
    later,
  );
  const named = (/** @type {string} */ part, /** @type {string} */ text) => ({
    file: `kit-${part}.${crypto.createHash('sha256').update(text).digest('hex').slice(0, 8)}.css`,
    css: text,
  });
  return { eager: named('eager', css.eager), later: named('later', css.later) };
}

module.exports = { kitStyles, prefixesOf, exportsOf, splitCss };
