// The CI bundle check, over the built dist folders; takes seconds:
//  - exactly one copy of every package that must be one (react, react-dom, react-router,
//    zustand, axios, the @portal/shared runtime, the federation runtime), per app and one version
//    across all apps;
//  - the sign-in page's JavaScript (gzip) in Chromium, and each area's first visit, against the
//    ceilings in bench/budgets.json, the targets printed beside them;
//  - bytes as Chromium receives them from the real server on a cold cache: /login and a
//    buyer's /home, every response counted (html, scripts, images, API answers, headers).
// Exits 1 on a duplicate or a figure over its ceiling.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { areaFirstVisit, duplicates, readDist } from './lib/bundles.mjs';
import { APPS } from './lib/dist-files.mjs';
import { formBytes, launch } from './lib/login-bytes.mjs';
import { kb, table } from './lib/stats.mjs';
import { root } from './lib/paths.mjs';

const brotliBytes = (file) =>
  brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    .length;
import { startPortal, wireBytes } from './lib/wire-bytes.mjs';

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const dists = Object.fromEntries(APPS.map((a) => [a, readDist(a)]));
let failed = 0;

const { problems, versions } = duplicates(dists);
console.log('One copy of each:', [...versions].map(([n, v]) => `${n}@${[...v]}`).join(', '));
for (const p of problems) console.log(`DUPLICATE ${p}`);
failed += problems.length;

const browser = await launch();
let login;
let wire;
const portal = await startPortal(Number(process.env.BUNDLE_CHECK_PORT) || 8195);
try {
  login = await formBytes(browser);
  wire = await wireBytes(browser, portal.base);
} finally {
  await browser.close();
  await portal.stop();
}
const rows = [
  ['/login (shell)', kb(login.bytes), budgets.loginKB, `${budgets.targets.loginToFloor} × floor`],
];
if (login.bytes / 1024 > budgets.loginKB) failed++;
const remotesOnLogin = login.files.filter((f) => f.path.startsWith('/remotes/'));
for (const f of remotesOnLogin) console.log(`REMOTE CODE ON /login: ${f.path}`);
failed += remotesOnLogin.length;

for (const app of APPS.filter((a) => a !== 'shell')) {
  const bytes = areaFirstVisit(app, dists[app]);
  rows.push([
    `first visit to ${app}`,
    kb(bytes),
    budgets.areaFirstVisitKB,
    budgets.targets.areaFirstVisitKB,
  ]);
  if (bytes / 1024 > budgets.areaFirstVisitKB) failed++;
}
table(['JavaScript', 'KB gzip', 'ceiling (CI)', 'target'], rows);

// Transferred bytes: budgets are the targets of docs/performance.md. An uncompressed text response over 1 KB is a
// failure of its own (the server lost its precompressed files or its compression).
const wireRows = [];
for (const [name, figure, budget] of [
  ['/login (cold cache, until the form is usable)', wire.login, budgets.wire.loginKB],
  ['/home, buyer (cold cache, cards and rewards panel shown)', wire.home, budgets.wire.homeKB],
]) {
  wireRows.push([name, figure.responses.length, kb(figure.bytes), budget]);
  if (figure.bytes / 1024 > budget) failed++;
  for (const r of figure.responses) {
    const text = /^(Script|Document|XHR|Fetch|Stylesheet)$/.test(r.type);
    if (text && !r.encoding && r.body > 1024 && r.status === 200) {
      console.log(`UNCOMPRESSED ${r.url} ${kb(r.bytes)} KB`);
      failed++;
    }
  }
}
console.log('');
table(['bytes on the wire (Chromium)', 'responses', 'KB transferred', 'budget'], wireRows);
// Message catalogs: each language's chunk per app, brotli as served; none may be on an
// English page (English texts are in the code, decision 0057).
const catalogRows = [];
for (const app of APPS)
  for (const c of dists[app].filter((c) => /messages-[\w-]+\.\w+\.js$/.test(c.file)))
    catalogRows.push([app, c.file, kb(brotliBytes(join(root, app, 'dist', c.file)))]);
console.log('');
table(['message catalog', 'chunk', 'KB brotli (fetched only in its language)'], catalogRows);
for (const r of [...wire.login.responses, ...wire.home.responses].filter((r) =>
  /messages-[\w-]+\.\w+\.js/.test(r.url),
)) {
  console.log(`CATALOG ON AN ENGLISH PAGE ${r.url}`);
  failed++;
}
if (process.env.BUNDLE_CHECK_VERBOSE)
  for (const r of wire.home.responses)
    console.log(`${kb(r.bytes)} KB (${kb(r.headerBytes)} headers) ${r.encoding || '-'} ${r.url}`);
console.log(failed ? `bundle check: ${failed} problem(s)` : 'bundle check: passed');
process.exit(failed ? 1 : 0);
