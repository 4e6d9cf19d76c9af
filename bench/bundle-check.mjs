// The CI bundle check (issue 14), over the built dist folders; takes seconds:
//  - exactly one copy of every package that must be one (react, react-dom, react-router,
//    zustand, axios, the @portal/shared runtime, the federation runtime), per app and one version
//    across all apps;
//  - the sign-in page's JavaScript (gzip) in Chromium, and each area's first visit, against the
//    ceilings in bench/budgets.json; issue 14's targets printed beside them.
// Exits 1 on a duplicate or a figure over its ceiling.
import { readFileSync } from 'node:fs';
import { areaFirstVisit, duplicates, readDist } from './lib/bundles.mjs';
import { APPS } from './lib/dist-files.mjs';
import { formBytes, launch } from './lib/login-bytes.mjs';
import { kb, table } from './lib/stats.mjs';

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const dists = Object.fromEntries(APPS.map((a) => [a, readDist(a)]));
let failed = 0;

const { problems, versions } = duplicates(dists);
console.log('One copy of each:', [...versions].map(([n, v]) => `${n}@${[...v]}`).join(', '));
for (const p of problems) console.log(`DUPLICATE ${p}`);
failed += problems.length;

const browser = await launch();
let login;
try {
  login = await formBytes(browser);
} finally {
  await browser.close();
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
table(['JavaScript', 'KB gzip', 'ceiling (CI)', 'target (issue 14)'], rows);
console.log(failed ? `bundle check: ${failed} problem(s)` : 'bundle check: passed');
process.exit(failed ? 1 : 0);
