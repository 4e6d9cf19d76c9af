import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { EventEmitter } from 'node:events';
import type { Notification, Pool } from 'pg';
import { lockFolder } from './folderLock';
import { oldestRequestFirst } from './oldestRequestFirst';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pgliteWorker';
import { processConfig } from '../config';

/** After an unexpected end of the database thread, how long before it is started again. */
const RESTART_DELAY_MS = 200;

export interface PgliteThread {
  /** A few connections on the one session; a transaction holds it (decisions 0068, 0077). */
  pool: Pool;
  /** False from an unexpected end of the thread until it serves again. */
  up: () => boolean;
  /** Every NOTIFY heard, whichever connection of the pool heard it. */
  notifications: EventEmitter<{ notification: [Notification] }>;
  /** Called each time the thread has started again after an unexpected end. */
  onRestart: (listener: () => void) => void;
  /** Ends the thread as a crash would (`NODE_ENV=test` only, through SIGUSR2 in server.ts). */
  crash: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The worker's file: the bundle's, beside the bundled server. Run from source (`tsx watch`), it
 * is bundled here first, since tsx's loader does not reach worker threads on Node 20.
 */
async function workerFile(): Promise<string> {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return join(here, '..', 'pgliteWorker.js');
  const { build } = await import('esbuild');
  // Inside the API's folder, where its packages are found.
  const outfile = join(here, '../../../node_modules/.cache/portal/pgliteWorker.mjs');
  await build({
    entryPoints: [join(here, '..', 'pgliteWorker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * Starts PGlite in its own thread on the data folder (pgliteWorker.ts) and returns a node-postgres
 * pool of a few connections to it (PGLITE_POOL, 4), sharing its one session. When the thread ends unexpectedly (a WebAssembly abort, out of
 * memory), queries fail and /api/ready answers 503 until it has been started again on the same
 * folder, which PostgreSQL's own recovery brings back to its last commit.
 */
export async function startPgliteThread(o: {
  dir: string;
  migrationsDir: string;
  sharedBuffers: string;
}): Promise<PgliteThread> {
  const { default: pg } = await import('pg');
  // The folder is this process's for the thread's whole life, restarts included: no other
  // process may open it in between (decision 0086).
  const unlock = await lockFolder(o.dir);
  const socketDir = mkdtempSync(join(tmpdir(), 'portal-pglite-'));
  // node-postgres reaches a Unix socket as <host>/.s.PGSQL.<port>.
  const port = 5432;
  const data: PgliteWorkerData = { ...o, socketPath: join(socketDir, `.s.PGSQL.${port}`) };
  const file = await workerFile();
  let worker: Worker;
  let serving = false;
  let closing = false;
  const restartListeners: (() => void)[] = [];

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const w = new Worker(file, { workerData: data });
      worker = w;
      let ready = false;
      w.on('message', (m: PgliteWorkerMessage) => {
        if ('ready' in m) {
          ready = true;
          serving = true;
          resolve();
        } else reject(new Error(`PGlite did not start: ${m.failed}`));
      });
      w.on('error', (e) => !ready && reject(e));
      w.on('exit', () => {
        if (worker !== w) return;
        serving = false;
        if (!ready) return reject(new Error('PGlite thread ended before it was ready'));
        if (closing) return;
        setTimeout(() => {
          void start().then(
            () => restartListeners.forEach((l) => l()),
            // Could not come back (e.g. the folder is damaged): it stays down, /api/ready says so.
            (e: unknown) => console.error(e),
          );
        }, RESTART_DELAY_MS).unref();
      });
    });
  await start().catch(async (e: unknown) => {
    await unlock();
    rmSync(socketDir, { recursive: true, force: true });
    throw e;
  });

  const pool = oldestRequestFirst(
    new pg.Pool({
      host: socketDir,
      port,
      user: 'postgres',
      database: 'postgres',
      // A few connections on the one session (decision 0077): the next exchange waits in PGlite's
      // thread, not for this thread's turn.
      max: processConfig().pools.pglite,
      // The connections stay open: nothing is saved by closing them, and a new one costs a startup.
      idleTimeoutMillis: 0,
    }),
  );
  // A connection that breaks while idle (the thread ended) is dropped by the pool, which opens
  // another at the next query; without a listener the error would end the process.
  pool.on('error', () => undefined);
  const notifications = new EventEmitter<{ notification: [Notification] }>();
  pool.on('connect', (c) => c.on('notification', (m) => notifications.emit('notification', m)));

  return {
    pool,
    up: () => serving,
    notifications,
    onRestart: (l) => void restartListeners.push(l),
    crash: async () => void (await worker.terminate()),
    close: async () => {
      closing = true;
      await pool.end().catch(() => undefined);
      const w = worker;
      if (serving) {
        await new Promise<void>((resolve) => {
          w.once('exit', () => resolve());
          w.postMessage({ close: true });
        });
      }
      rmSync(socketDir, { recursive: true, force: true });
      await unlock();
    },
  };
}
