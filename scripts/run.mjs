// Small helpers shared by start.mjs and test.mjs: run a command, print a step heading.
import { spawn, spawnSync } from 'node:child_process';

const started = Date.now();

/** Prints a step heading with the minutes elapsed so far (where CI time goes, at a glance). */
export function step(title) {
  const at = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n\u001b[1m▶ ${title}\u001b[0m  (${at} min)`);
}

/** Runs a command to completion with inherited output; returns its exit status. */
export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (r.error) console.error(r.error.message);
  return r.status ?? 1;
}

/** Runs a command with its output (stdout and stderr, interleaved) kept for printing at the end. */
export function capture(cmd, args, options = {}) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => {
    child.on('error', (e) => resolve({ status: 1, output: output + e.message }));
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}

/** Starts a long-running command; resolves when it exits. */
export function start(cmd, args, options = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', ...options });
  const done = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return { child, done };
}

/** Installs a Debian package when its program is missing (nothing is downloaded otherwise). */
export function ensureDebianPackage(program, pkg) {
  if (spawnSync('test', ['-x', program]).status === 0) return 0;
  console.log(`[portal] installing ${pkg} with apt-get`);
  const sudo = process.getuid && process.getuid() === 0 ? [] : ['sudo'];
  const aptGet = (...a) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...a] : a);
  if (aptGet('update', '-qq') !== 0) return 1;
  return aptGet('install', '-y', '-qq', pkg);
}

/** Installs Debian's Chromium when it is missing (Playwright cannot download a browser here). */
export const ensureChromium = () => ensureDebianPackage('/usr/bin/chromium', 'chromium');
