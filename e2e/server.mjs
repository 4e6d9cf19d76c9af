// Starts a portal instance for the browser tests: a fresh database in a temp folder (a copy of the
// run's seeded one, or seeded here) and a copy of the built apps (so a test can redeploy or remove one area without touching the real build).
import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { apiProcess } from '../api/launch.cjs';
import areas from '../shared/webpack/areas.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = process.env.E2E_WORK_DIR || mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const apps = join(work, 'apps');
const dirs = areas.appFolders();
for (const d of dirs) {
  const from = join(root, d, 'dist');
  if (!existsSync(from)) throw new Error(`${d} is not built: run the build first`);
  mkdirSync(join(apps, d), { recursive: true });
  cpSync(from, join(apps, d, 'dist'), { recursive: true });
}
const env = {
  ...process.env,
  APPS_DIR: apps,
  DATA_DIR: join(work, 'data'),
  PORT: process.env.E2E_PORT || '8180',
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  // The webhooks' browser test receives them itself, on loopback (decision 0140).
  WEBHOOK_PRIVATE_ADDRESSES: 'allow',
};
// The run's seeded folder when Playwright's global setup made one (seedOnce.ts), else a seed here.
const template = process.env.E2E_TEMPLATE_DATA;
if (template && existsSync(template)) cpSync(template, env.DATA_DIR, { recursive: true });
else {
  const setup = spawnSync('node', [join(root, 'api/dist/setup.js')], { env, stdio: 'inherit' });
  if (setup.status !== 0) process.exit(setup.status ?? 1);
}
const api = apiProcess(root, env);
const server = spawn('node', api.args, { env: api.env, stdio: 'inherit' });
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => server.kill(s));
server.on('exit', (code) => process.exit(code ?? 0));
