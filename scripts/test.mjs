// `npm test`: every suite of the workspace, on a fresh machine with only an older Node and npm (Node 24 is brought).
// Ends with one line 'N passed, N failed' over all of them.
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pnpm, root } from './pnpm.mjs';
import { capture, ensureChromium, ensureDebianPackage, run, step } from './run.mjs';
import { onNode24 } from './runtime.mjs';

// Node 24: brought from the npm registry when this machine has an older Node (runtime.mjs).
await onNode24();

const bin = (name) => join(root, 'node_modules/.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const tally = { passed: 0, failed: 0 };
const failures = [];

/** A check that passes or fails as a whole (lint, typecheck, ...). */
function check(title, fn) {
  step(title);
  const ok = fn() === 0;
  tally[ok ? 'passed' : 'failed']++;
  if (!ok) failures.push(title);
  return ok;
}

/** Checks run two at a time, each counted as `check` counts it. */
async function checksInParallel(list) {
  step(`Checks: ${list.map(([title]) => title).join('; ')}`);
  const queue = [...list];
  const worker = async () => {
    for (let c = queue.shift(); c; c = queue.shift()) {
      const [title, cmd, args] = c;
      const r = await capture(cmd, args, { cwd: root });
      console.log(`\n\u001b[1m${r.status === 0 ? '✓' : '✘'} ${title}\u001b[0m\n${r.output}`);
      tally[r.status === 0 ? 'passed' : 'failed']++;
      if (r.status !== 0) failures.push(title);
    }
  };
  await Promise.all([worker(), worker()]);
}

/** A jest run: counts its tests. */
function jest(title, args, env = {}) {
  step(title);
  const out = join(reports, `jest-${tally.passed + tally.failed}-${Date.now()}.json`);
  const status = run(bin('jest'), [...args, '--json', `--outputFile=${out}`], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  const r = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  const passed = r?.numPassedTests ?? 0;
  const failed = (r?.numFailedTests ?? 0) + (r ? r.numRuntimeErrorTestSuites : 1);
  tally.passed += passed;
  tally.failed += failed || (status !== 0 ? 1 : 0);
  if (failed || status !== 0) failures.push(title);
}

/** The Playwright suites: counts their tests. */
function playwright(title) {
  step(title);
  const out = join(reports, 'playwright.json');
  const status = run(
    join(root, 'e2e/node_modules/.bin/playwright'),
    ['test', '--reporter=list,json'],
    {
      cwd: join(root, 'e2e'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    },
  );
  const r = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  const passed = r?.stats?.expected ?? 0;
  // A test that passed only when retried (its trace is recorded then) counts as failed.
  const failed = (r?.stats?.unexpected ?? 0) + (r?.stats?.flaky ?? 0);
  tally.passed += passed;
  tally.failed += failed || (status !== 0 ? 1 : 0);
  if (failed || status !== 0) failures.push(title);
}

step('Installing dependencies');
if (pnpm(['install', '--frozen-lockfile']) !== 0) process.exit(1);

check('Chromium from Debian (for Playwright)', ensureChromium);
// The API suite's PostgreSQL run puts three API processes behind it (api/test/cluster).
check('HAProxy from Debian (for the multi-process tests)', () =>
  ensureDebianPackage('/usr/sbin/haproxy', 'haproxy'),
);
check('Exactly one webpack in the workspace (a second one breaks federation)', () => {
  const copies = readdirSync(join(root, 'node_modules/.pnpm')).filter((d) =>
    d.startsWith('webpack@'),
  );
  console.log(copies.join('\n'));
  return copies.length === 1 ? 0 : 1;
});
check('Build (all apps and the API)', () => pnpm(['-r', '--workspace-concurrency=2', 'build']));
// Exactly one copy of react, react-dom, react-router, zustand, axios, the portal's
// runtime and the federation runtime per app; sign-in and first-visit bytes under bench/budgets.json.
check('Bundle budgets and one copy of each must-be-one package (bench/bundle-check.mjs)', () =>
  run('node', [join(root, 'bench/bundle-check.mjs')], { cwd: root }),
);
// The static checks, two at a time (two cores): each one's output is printed when it ends.
await checksInParallel([
  ['ESLint', bin('eslint'), ['.']],
  ['Prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  // No block of six or more identical lines outside tests, but the pairs .jscpd.json
  // allows with their reason (jscpd; ~10 s).
  ['Copy detector (jscpd, scripts/copies.mjs)', 'node', [join(root, 'scripts/copies.mjs')]],
  ['TypeScript (browser packages)', bin('tsc'), ['-p', 'tsconfig.json']],
  ['TypeScript (api)', bin('tsc'), ['-p', 'api/tsconfig.json']],
]);
// The OpenAPI document, made from the built API alone (no database, no apps), linted
// with Spectral's OpenAPI rules (api/.spectral.yaml): every error and every warning fails.
// The dealer API's own document (/api/v1/openapi.json) the same way.
for (const [name, flags] of [
  ['openapi.json', []],
  ['openapi-v1.json', ['--v1']],
]) {
  check(`OpenAPI document ${name} (Spectral, spectral:oas)`, () => {
    const doc = join(reports, name);
    if (run('node', [join(root, 'api/dist/openapi.js'), doc, ...flags], { cwd: root }) !== 0)
      return 1;
    return run(
      bin('spectral'),
      ['lint', doc, '--ruleset', join(root, 'api/.spectral.yaml'), '--fail-severity', 'warn'],
      { cwd: root },
    );
  });
}

// Two workers: the component suites are CPU-bound and the machine has two cores.
jest('Unit, component and API tests (jest; API on PGlite)', ['--maxWorkers=2']);

// The API suite again against a PostgreSQL server on loopback, unless one is given.
let pg = process.env.DATABASE_URL;
const pgScript = join(root, 'api/scripts/pg-test-server.sh');
if (!pg && existsSync(pgScript)) {
  step('Starting a throwaway PostgreSQL server on 127.0.0.1');
  const r = spawnSync('bash', [pgScript, 'start'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  pg = /DATABASE_URL=(\S+)/.exec(r.stdout ?? '')?.[1];
  if (!pg) {
    tally.failed++;
    failures.push('PostgreSQL server for the API suite');
  }
}
// Files that never reach a database run once, on PGlite: one listed and commented list.
const { ignorePatterns } = createRequire(import.meta.url)('../api/test/support/databaseFree.cjs');
if (pg)
  jest(
    'API tests on a PostgreSQL server',
    ['--selectProjects', 'api', '--maxWorkers=2', '--testPathIgnorePatterns', ...ignorePatterns],
    { DATABASE_URL: pg },
  );
if (!process.env.DATABASE_URL && pg) spawnSync('bash', [pgScript, 'stop'], { stdio: 'inherit' });

playwright('Browser tests (Playwright in Debian Chromium, composed portal and each area alone)');

step('Done');
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed ? 1 : 0);
