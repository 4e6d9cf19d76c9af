// `npm run cluster`: the portal as a deployment on this machine. A PostgreSQL server on
// loopback (unless DATABASE_URL names one), API_PROCESSES API processes (3), each restarted when
// it exits, and HAProxy in front of them at http://127.0.0.1:PORT, checking /api/ready and
// retrying what is safe to retry (deploy/haproxy.cfg). Stops everything on SIGINT/SIGTERM.
//
// Writes CLUSTER_DIR/processes.json ({ url, processes: [{ name, port, pid }] }) at every (re)start,
// for the tests and bench/cluster-faults.mjs, which signal processes by their pid.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiProcess } from '../api/launch.cjs';
import { ensureDebianPackage } from '../scripts/run.mjs';
import { onNode24 } from '../scripts/runtime.mjs';

// Node 24: brought from the npm registry when this machine has an older Node (runtime.mjs).
await onNode24();

const root = resolve(import.meta.dirname, '..');
const env = process.env;
const port = Number(env.PORT || 8080);
const count = Number(env.API_PROCESSES || 3);
const apiPorts = env.API_PORTS
  ? env.API_PORTS.split(',').map(Number)
  : Array.from({ length: count }, (_, i) => port + 1 + i);
const dir = resolve(env.CLUSTER_DIR || join(root, 'data/cluster'));
mkdirSync(dir, { recursive: true });
const log = (m) => console.log(`[cluster] ${m}`);

function fail(message) {
  console.error(`[cluster] ${message}`);
  process.exit(1);
}

if (ensureDebianPackage('/usr/sbin/haproxy', 'haproxy') !== 0) fail('haproxy is not installed');
if (!existsSync(join(root, 'api/dist/server.js')))
  fail('the API is not built: run `npm run build` first');

// PostgreSQL: the one given, or a server of our own on loopback (api/scripts/pg-test-server.sh,
// Debian's packages; fsync off, so for this machine only: deploy/README.md for real hosts).
const pgScript = join(root, 'api/scripts/pg-test-server.sh');
const pgEnv = { ...env, PG_TEST_STATE: join(dir, 'pg.state') };
let databaseUrl = env.DATABASE_URL;
if (!databaseUrl) {
  const r = spawnSync('bash', [pgScript, 'start'], {
    env: pgEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  databaseUrl = /DATABASE_URL=(\S+)/.exec(r.stdout ?? '')?.[1];
  if (!databaseUrl) fail('PostgreSQL did not start');
  log(`PostgreSQL at ${databaseUrl}`);
}

// Migrations and, on an empty database, the demo data: once, before any API process.
if (!env.CLUSTER_SKIP_SETUP) {
  const r = spawnSync('node', [join(root, 'api/dist/setup.js')], {
    env: { ...env, DATABASE_URL: databaseUrl, DATA_DIR: join(dir, 'setup') },
    stdio: 'inherit',
  });
  if (r.status !== 0) fail('setup failed');
}

let stopping = false;
const processes = apiPorts.map((p, i) => ({ name: `api-${i + 1}`, port: p, child: null }));

function writeStatus() {
  const status = {
    url: `http://127.0.0.1:${port}`,
    processes: processes.map((p) => ({ name: p.name, port: p.port, pid: p.child?.pid ?? null })),
  };
  // Written beside and renamed over: a reader (a status check, the cluster test) never sees a
  // half-written file while a restarted process is recorded.
  const file = join(dir, 'processes.json');
  writeFileSync(`${file}.tmp`, JSON.stringify(status, null, 2));
  renameSync(`${file}.tmp`, file);
}

/** Starts one API process; a process that exits is started again (a crash, a deploy). */
function launch(p) {
  const api = apiProcess(root, {
    ...env,
    DATABASE_URL: databaseUrl,
    PORT: String(p.port),
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    // /api/ready answers 503 this long before the process stops accepting: the two failed
    // checks that take it out of the balancer (deploy/haproxy.cfg), with room to spare.
    DRAIN_DELAY_MS: env.DRAIN_DELAY_MS || '2000',
    // Nothing may depend on a process's own folder: each has its own.
    DATA_DIR: join(dir, p.name),
    LOG_LEVEL: env.LOG_LEVEL || 'warn',
  });
  p.child = spawn('node', api.args, { env: api.env, stdio: ['ignore', 'inherit', 'inherit'] });
  const child = p.child;
  child.on('exit', (code, signal) => {
    if (stopping) return;
    log(`${p.name} (pid ${child.pid}) exited (${signal ?? code}); starting it again`);
    setTimeout(() => {
      if (!stopping) launch(p);
    }, 300);
  });
  writeStatus();
  log(`${p.name} pid ${child.pid} on 127.0.0.1:${p.port}`);
}
processes.forEach(launch);

const servers = processes.map((p) => `  server ${p.name} 127.0.0.1:${p.port} check`).join('\n');
const cfg = readFileSync(join(root, 'deploy/haproxy.cfg'), 'utf8')
  .replaceAll('{{PORT}}', String(port))
  .replace(/^{{SERVERS}}$/m, servers);
writeFileSync(join(dir, 'haproxy.cfg'), cfg);
const haproxy = spawn('/usr/sbin/haproxy', ['-f', join(dir, 'haproxy.cfg'), '-db'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
haproxy.on('exit', (code) => {
  if (!stopping) {
    console.error(`[cluster] haproxy exited (${code})`);
    void stop(1);
  }
});

// Ready when every process and the balancer answer /api/ready (60 s at most).
const ready = (url) =>
  fetch(`${url}/api/ready`).then(
    (r) => r.ok,
    () => false,
  );
const urls = [...processes.map((p) => `http://127.0.0.1:${p.port}`), `http://127.0.0.1:${port}`];
for (let i = 0; i < 600; i++) {
  if ((await Promise.all(urls.map(ready))).every(Boolean)) break;
  await new Promise((r) => setTimeout(r, 100));
}
log(`portal at http://127.0.0.1:${port} (${processes.length} API processes behind HAProxy)`);
console.log(`CLUSTER_URL=http://127.0.0.1:${port}`);

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping: API processes first (gracefully), then the balancer and PostgreSQL');
  await Promise.all(
    processes.map(
      (p) =>
        new Promise((done) => {
          const c = p.child;
          if (!c || c.exitCode !== null || c.signalCode !== null) return done();
          c.once('exit', done);
          c.kill('SIGTERM');
        }),
    ),
  );
  haproxy.kill('SIGTERM');
  if (!env.DATABASE_URL) spawnSync('bash', [pgScript, 'stop'], { env: pgEnv, stdio: 'inherit' });
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
