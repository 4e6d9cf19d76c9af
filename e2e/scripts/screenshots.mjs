#!/usr/bin/env node
// Saves a screenshot of every route, at 1440 px and 375 px wide, for a dealer
// (buyer@portal.test) and an admin (admin@portal.test, acting for dealer 1001), plus an opened
// parts order and a sales rep's support and library screens with no dealer chosen, into a folder:
//
//   node e2e/scripts/screenshots.mjs /tmp/shots            (needs the apps built)
//   E2E_PORT=8191 node e2e/scripts/screenshots.mjs /tmp/shots
//   SCREENSHOTS_LANGUAGE=fr-CA node e2e/scripts/screenshots.mjs /tmp/shots-fr   (in French)
//
// It starts its own throwaway portal (as the browser tests do) on E2E_PORT (default 8180).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = process.argv[2];
if (!out) {
  console.error('usage: node e2e/scripts/screenshots.mjs <output folder>');
  process.exit(2);
}
const dir = resolve(out);
mkdirSync(dir, { recursive: true });
const e2e = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = spawnSync(
  join(e2e, 'node_modules/.bin/playwright'),
  ['test', '--config', 'scripts/screenshots.config.ts'],
  { cwd: e2e, stdio: 'inherit', env: { ...process.env, SCREENSHOTS_DIR: dir } },
);
if (run.status === 0) console.log(`screenshots in ${dir}`);
process.exit(run.status ?? 1);
