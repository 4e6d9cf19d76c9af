// Starts `deploy/cluster.mjs` for a bench script and stops it: the balancer's URL, the API
// processes' pids (CLUSTER_DIR/processes.json, rewritten at every restart), and a stop.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './paths.mjs';

/** @param {{ port: number, processes: number, env?: Record<string, string> }} o */
export async function startCluster(o) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-cluster-'));
  const child = spawn('node', [join(root, 'deploy/cluster.mjs')], {
    env: {
      ...process.env,
      PORT: String(o.port),
      API_PROCESSES: String(o.processes),
      CLUSTER_DIR: dir,
      LOG_LEVEL: 'error',
      ...o.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr.on('data', (d) => (out += d));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('CLUSTER_URL=')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`cluster exited (${code}):\n${out}`)));
  });
  return {
    url: `http://127.0.0.1:${o.port}`,
    /** The API processes now: [{ name, port, pid }]. */
    processes: () => JSON.parse(readFileSync(join(dir, 'processes.json'), 'utf8')).processes,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
