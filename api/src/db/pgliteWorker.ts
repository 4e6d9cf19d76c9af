/**
 * PGlite in a thread of its own (decision 0068): it opens the data folder, applies the migrations
 * and serves PostgreSQL's wire protocol on a Unix socket that only this process knows, so the API
 * reaches it through node-postgres as it reaches a server. Each query's WebAssembly then runs
 * here, not on the thread that answers HTTP: a long query no longer holds up /api/health or the
 * JSON of other answers.
 *
 * PGlite is one backend session, shared by the API pool's few connections one exchange at a time
 * (sharedSession.ts); a client with a transaction open holds it. When a client goes, its open
 * transaction is rolled back; when the last one goes, whatever was left in the session is reset
 * (prepared statements, settings), so the next one starts as on a fresh server connection.
 */
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { openPglite } from './pgliteOpen';
import { SharedSession } from './sharedSession';

export interface PgliteWorkerData {
  dir: string;
  migrationsDir: string;
  socketPath: string;
  sharedBuffers: string;
}

/** What the worker tells the API thread. */
export type PgliteWorkerMessage = { ready: true } | { failed: string };

const data = workerData as PgliteWorkerData;

async function main() {
  const pglite = await openPglite(data);
  const session = new SharedSession(pglite, () => reset(pglite));
  const server = createServer({ noDelay: true }, (socket) => session.serve(socket));

  rmSync(data.socketPath, { force: true });
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(data.socketPath, () => resolve()),
  );
  parentPort!.postMessage({ ready: true } satisfies PgliteWorkerMessage);
  parentPort!.on('message', (m: { close?: true }) => {
    if (!m.close) return;
    server.close();
    void session
      .drained()
      .then(() => pglite.close())
      .finally(() => {
        rmSync(data.socketPath, { force: true });
        process.exit(0);
      });
  });
}

/**
 * What a departed client left in the one session is gone, as when a server connection ends: its
 * transaction, cursors, prepared statements, settings and temporary tables. Not its LISTENs: the
 * API listens once for the life of the thread (db/client.ts).
 */
async function reset(pglite: Awaited<ReturnType<typeof openPglite>>) {
  if (pglite.isInTransaction()) await pglite.exec('rollback');
  await pglite.exec('close all; deallocate all; reset all; discard plans; discard temp');
}

main().catch((e: unknown) => {
  parentPort!.postMessage({
    failed: e instanceof Error ? (e.stack ?? e.message) : String(e),
  } satisfies PgliteWorkerMessage);
  process.exit(1);
});
