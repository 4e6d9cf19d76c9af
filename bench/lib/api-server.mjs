// Starts the built API (api/dist/server.js) on loopback and waits until it answers.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { apiProcess } from '../../api/launch.cjs';
import { root } from './paths.mjs';

/**
 * Started as the project's launchers start it (api/launch.cjs); BENCH_NODE_DEFAULTS=1 starts it
 * with Node's and glibc's defaults instead, to compare.
 * @param {{ port: number, databaseUrl?: string, dataDir: string, env?: Record<string, string>,
 *   from?: string, nodeDefaults?: boolean }} o  from: the checkout whose built server to start
 *   (another commit's, to compare)
 * @returns {Promise<{ base: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startApi({
  port,
  databaseUrl,
  dataDir,
  env = {},
  from = root,
  nodeDefaults = process.env.BENCH_NODE_DEFAULTS === '1',
}) {
  const vars = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  };
  const api = nodeDefaults
    ? { args: [join(from, 'api/dist/server.js')], env: vars }
    : apiProcess(from, vars);
  const child = spawn('node', api.args, { env: api.env, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000; // the first start migrates (trigram indexes) and seeds
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('API did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    base,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs in and returns the access token. */
export async function signIn(base, email, password) {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!r.ok) throw new Error(`sign-in ${email}: ${r.status} ${await r.text()}`);
  return /** @type {{ token: string }} */ (await r.json()).token;
}
