// What each built app holds, read from its dist folder: which packages (and versions) every
// JavaScript file carries, from the source maps webpack writes beside them. Deterministic: the
// same build gives the same answer, so CI can check it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './paths.mjs';
import { gzipBytes } from './dist-files.mjs';

/** Packages of which a page must hold exactly one copy. */
export const MUST_BE_ONE = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'zustand',
  'axios',
  'single-spa',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/webpack-bundler-runtime',
  // antd's code and its theme context: one copy, the one @portal/shared/kit carries.
  'antd',
  '@ant-design/icons',
  '@ant-design/cssinjs',
  '@portal/shared', // its runtime half and the kit: shared/src outside shared/src/ui
  // Server state: one library and one cache, the ones @portal/shared/query carries.
  '@tanstack/react-query',
  '@tanstack/query-core',
];

/** The package a source-map path belongs to: { name, version, file } or null for app code. */
export function packageOf(source) {
  const s = source.replace(/^webpack:\/\/[^/]*\//, '');
  const pnpm =
    /node_modules\/\.pnpm\/(@?[^@/]+(?:\+[^@/]+)?)@([^_/]+)[^/]*\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(
      s,
    );
  if (pnpm) return { name: pnpm[3], version: pnpm[2], file: pnpm[4] };
  const shared = /(?:^|\/)shared\/src\/(.*)$/.exec(s);
  if (shared && !shared[1].startsWith('ui/')) {
    return { name: '@portal/shared', version: 'workspace', file: shared[1] };
  }
  return null;
}

/** Every JavaScript file of an app's dist: its chunk ids, gzip size and packages. */
export function readDist(app) {
  const dir = join(root, app, 'dist');
  if (!existsSync(dir)) throw new Error(`${app}/dist is missing: build first`);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const code = readFileSync(join(dir, f), 'utf8');
      // A chunk file starts with push([[ids...], ...]): a file may carry several chunks merged.
      const ids = /\.push\(\[\[([\d,]+)\]/.exec(code.slice(0, 300))?.[1].split(',') ?? [];
      const map = existsSync(join(dir, `${f}.map`))
        ? JSON.parse(readFileSync(join(dir, `${f}.map`), 'utf8'))
        : { sources: [] };
      const modules = map.sources.map(packageOf).filter(Boolean);
      return {
        file: f,
        sources: map.sources,
        entry: ids.length === 0, // main.js, remoteEntry.js: the webpack runtime, not a chunk
        ids,
        gzip: gzipBytes(join(dir, f)),
        modules,
      };
    });
}

/**
 * Copies of must-be-one packages. Across all apps: more than one version. Within one app: a module
 * file of such a package in two files that can be on a page together (not a merged copy of the
 * same chunk; main.js and remoteEntry.js are alternative entries, never loaded together).
 */
export function duplicates(dists) {
  const problems = [];
  const versions = new Map();
  for (const [app, files] of Object.entries(dists)) {
    const seen = new Map(); // name/file -> [file]
    for (const f of files) {
      for (const m of f.modules) {
        if (!MUST_BE_ONE.includes(m.name)) continue;
        if (!versions.has(m.name)) versions.set(m.name, new Set());
        versions.get(m.name).add(m.version);
        const key = `${m.name}/${m.file}`;
        if (!seen.has(key)) seen.set(key, []);
        if (!seen.get(key).includes(f)) seen.get(key).push(f);
      }
    }
    for (const [key, files] of seen) {
      for (let i = 0; i < files.length; i++) {
        for (let j = i + 1; j < files.length; j++) {
          const [a, b] = [files[i], files[j]];
          if (a.entry && b.entry) continue;
          const merged =
            a.ids.length &&
            b.ids.length &&
            (a.ids.every((id) => b.ids.includes(id)) || b.ids.every((id) => a.ids.includes(id)));
          if (!merged) problems.push(`${app}: ${key} is in both ${a.file} and ${b.file}`);
        }
      }
    }
  }
  for (const [name, set] of versions) {
    if (set.size > 1) problems.push(`${name}: ${set.size} versions (${[...set].join(', ')})`);
  }
  // Also what is installed: two versions in node_modules/.pnpm would be one rebuild away.
  const installed = readdirSync(join(root, 'node_modules/.pnpm'));
  for (const name of MUST_BE_ONE.filter((n) => !n.startsWith('@portal/'))) {
    const dirName = name.replace('/', '+');
    const found = new Set(
      installed
        .filter((d) => d.startsWith(`${dirName}@`))
        .map((d) => d.slice(dirName.length + 1).split('_')[0]),
    );
    if (found.size > 1) problems.push(`${name}: ${found.size} versions installed (${[...found]})`);
  }
  return { problems, versions };
}

/** Packages each app bundles for itself (tree-shaken, not shared): docs/decisions/0002. */
const PER_APP_PACKAGES = ['react-router', 'cookie', 'set-cookie-parser', 'dayjs'];

/**
 * An area's first visit, from its build alone: remoteEntry.js and the chunks of its exposed
 * lifecycles (sync and lazy), without what the shell already provides: the shared modules and
 * their own chunks (the fallbacks an area loads only when it runs alone). A chunk counts when it
 * holds the area's code, the portal's UI pieces bundled per app, or a package of PER_APP_PACKAGES;
 * a chunk of nothing but shared packages (react-dom, antd and its parts...) is a fallback.
 */
export function areaFirstVisit(app, files) {
  const manifest = JSON.parse(readFileSync(join(root, app, 'dist', 'mf-manifest.json'), 'utf8'));
  const sharedFiles = new Set(
    manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]),
  );
  const expose = manifest.exposes.find((e) => e.name === 'lifecycles');
  const byName = new Map(files.map((f) => [f.file, f]));
  const ownCode = (f) =>
    f.sources.some((src) => {
      if (!/node_modules\//.test(src)) return !/shared\/src\/(?!ui\/)/.test(src);
      const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(src);
      return !!pkg && PER_APP_PACKAGES.includes(pkg[1]);
    });
  const names = ['remoteEntry.js', ...expose.assets.js.sync, ...expose.assets.js.async].filter(
    (f) =>
      f === 'remoteEntry.js' || (!sharedFiles.has(f) && byName.has(f) && ownCode(byName.get(f))),
  );
  return names.reduce((sum, f) => sum + (byName.get(f)?.gzip ?? 0), 0);
}
