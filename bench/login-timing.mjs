// Brute force: does the sign-in answer reveal whether an e-mail exists, by its text or
// by its time? Starts the built API on PGlite (a temp folder), sends failed sign-ins for known
// and unknown e-mails in turn, and prints both time distributions. Each request comes from its
// own X-Forwarded-For address (TRUST_PROXY=1) and each known e-mail is used a few times, so the
// per-IP and per-account throttles stay out of the figures.
//   node bench/login-timing.mjs [pairs=60]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from './lib/api-server.mjs';
import { root } from './lib/paths.mjs';
import { median, table } from './lib/stats.mjs';

const pairs = Number(process.argv[2] || 60);
const accounts = JSON.parse(readFileSync(join(root, 'api/demo-accounts.json'), 'utf8'));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-login-timing-'));
const env = {
  DATA_DIR: dataDir,
  TRUST_PROXY: '1',
  JWT_SECRET: 'bench-secret-0123456789abcdef0123',
};
const setup = spawnSync('node', [join(root, 'api/dist/setup.js')], {
  env: { ...process.env, ...env },
  encoding: 'utf8',
});
if (setup.status !== 0) throw new Error(setup.stderr);
const api = await startApi({ port: 8199, dataDir, env });

async function attempt(email, n) {
  const started = performance.now();
  const r = await fetch(`${api.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` },
    body: JSON.stringify({ email, password: 'Not-the-password-1' }),
  });
  const body = await r.text();
  return { ms: performance.now() - started, answer: `${r.status} ${body}` };
}

const known = [];
const unknown = [];
const answers = new Set();
try {
  for (let i = 0; i < pairs; i++) {
    // Known: cycle the demo accounts (at most a few failures each, under the throttle).
    const k = await attempt(accounts[i % accounts.length].email, 2 * i);
    const u = await attempt(`nobody.${i}@portal.test`, 2 * i + 1);
    known.push(k.ms);
    unknown.push(u.ms);
    answers.add(k.answer).add(u.answer);
  }
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const p90 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];
table(
  ['e-mail', 'attempts', 'median ms', 'p90 ms'],
  [
    ['known (wrong password)', known.length, median(known).toFixed(1), p90(known).toFixed(1)],
    ['unknown', unknown.length, median(unknown).toFixed(1), p90(unknown).toFixed(1)],
  ],
);
console.log(
  `\nmedian difference: ${(median(known) - median(unknown)).toFixed(1)} ms; distinct answers: ${answers.size}`,
);
for (const a of answers) console.log(`  ${a}`);
