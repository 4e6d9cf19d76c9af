/**
 * PGlite in a thread of its own (decision 0068): it opens the data folder, applies the migrations
 * and serves PostgreSQL's wire protocol on a Unix socket that only this process knows, so the API
 * reaches it through node-postgres as it reaches a server. Each query's WebAssembly then runs
 * here, not on the thread that answers HTTP: a long query no longer holds up /api/health or the
 * JSON of other answers.
 *
 * PGlite is one backend session. One client is served at a time (the API's pool holds one
 * connection); another waits until it closes. When a client goes, what it left in the session is
 * reset (an open transaction rolled back, its prepared statements dropped), so the next one
 * starts as on a fresh server connection.
 */
import { createServer, type Socket } from 'node:net';
import { rmSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { openPglite } from './pgliteOpen';
import { WireFrames } from './wireFrames';

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
  // Serving one client at a time: the next connection starts when the last one's reset is done.
  let turn: Promise<void> = Promise.resolve();
  const server = createServer({ noDelay: true }, (socket) => {
    socket.pause();
    turn = turn.then(() => serve(socket));
  });

  async function serve(socket: Socket): Promise<void> {
    if (socket.destroyed) return;
    const frames = new WireFrames();
    // One batch of messages at a time, in the order they came.
    let work: Promise<void> = Promise.resolve();
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      let parts;
      try {
        parts = frames.push(chunk);
      } catch {
        socket.destroy();
        return;
      }
      for (const part of parts) {
        if (part.kind === 'refuse-encryption') socket.write('N');
        else if (part.kind === 'cancel') socket.end();
        else {
          // A copy: PGlite may read the bytes after this chunk's buffer is reused.
          const bytes = Uint8Array.from(part.bytes);
          work = work.then(() =>
            pglite.runExclusive(() =>
              pglite.execProtocolRawStream(bytes, {
                // The files are PGlite's own folder on disk (NODEFS): nothing to copy back.
                syncToFs: false,
                onRawData: (out) => void (socket.writable && socket.write(Buffer.from(out))),
              }),
            ),
          );
        }
      }
    });
    socket.resume();
    await closed;
    await work.catch(() => undefined);
    await reset(pglite).catch(() => undefined);
  }

  rmSync(data.socketPath, { force: true });
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(data.socketPath, () => resolve()),
  );
  parentPort!.postMessage({ ready: true } satisfies PgliteWorkerMessage);
  parentPort!.on('message', (m: { close?: true }) => {
    if (!m.close) return;
    server.close();
    void turn
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
