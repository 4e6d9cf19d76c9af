import type { Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { WireFrames } from './wireFrames';

/** Message types after which a client waits for the answer: Sync, a simple Query, Flush. Only
 * there may another client's messages come in between. */
const SYNC = 0x53;
const QUERY = 0x51;
const FLUSH = 0x48;

interface Batch {
  client: Socket;
  /** Whole messages, ready for PGlite; none for the clean-up after a client has gone. */
  bytes?: Uint8Array;
  /** Ends with Sync or Query: the client's exchange is complete, nothing of it left open. */
  complete: boolean;
}

/**
 * PGlite's one backend session shared by several client connections (decision 0077).
 *
 * Served one client at a time, the session sat idle between two statements while the API's
 * thread, busy answering HTTP, got round to reading one answer and sending the next query: under
 * load, every statement held the one connection ~2 ms longer than PGlite worked on it. Here each
 * client's exchanges (messages up to a Sync or a Query) wait in one queue, in the order they came,
 * so the next one is already here when the last one ends.
 *
 * A client with a transaction open (or an exchange not yet synced) holds the session: the others'
 * exchanges wait until it commits, rolls back or goes, as on one connection. Nothing else of the
 * session is per client: the API uses no named statements, settings or temporary tables on PGlite.
 */
export class SharedSession {
  private readonly queue: Batch[] = [];
  /** The client whose transaction is open in the session, if any. */
  private owner: Socket | null = null;
  private running = false;
  private clients = 0;

  constructor(
    private readonly pglite: PGlite,
    /** What a departed last client left in the session is cleared (pgliteWorker.ts). */
    private readonly reset: () => Promise<void>,
  ) {}

  /** Serves one client until it goes. */
  serve(client: Socket): void {
    this.clients++;
    const frames = new WireFrames();
    let pending: Buffer[] = [];
    client.on('error', () => client.destroy());
    client.once('close', () => {
      this.clients--;
      // Its exchanges not begun are dropped; then whatever it left open is undone.
      for (let i = this.queue.length - 1; i >= 0; i--)
        if (this.queue[i].client === client) this.queue.splice(i, 1);
      this.enqueue({ client, complete: true });
    });
    client.on('data', (chunk: Buffer) => {
      let parts;
      try {
        parts = frames.push(chunk);
      } catch {
        client.destroy();
        return;
      }
      for (const part of parts) {
        if (part.kind === 'refuse-encryption') client.write('N');
        else if (part.kind === 'cancel') client.end();
        else
          for (const [message, ends] of messages(part.bytes)) {
            pending.push(message);
            if (!ends) continue;
            // A copy: PGlite may read the bytes after this chunk's buffer is reused.
            const bytes = Uint8Array.from(Buffer.concat(pending));
            pending = [];
            this.enqueue({ client, bytes, complete: ends === 'complete' });
          }
      }
    });
  }

  /** Resolves when every exchange queued so far has run (the thread closes). */
  async drained(): Promise<void> {
    while (this.running || this.queue.length)
      await new Promise((resolve) => setTimeout(resolve, 10));
  }

  private enqueue(batch: Batch) {
    this.queue.push(batch);
    this.next();
  }

  private next() {
    if (this.running) return;
    const i = this.queue.findIndex((b) => this.owner === null || b.client === this.owner);
    if (i < 0) return;
    const [batch] = this.queue.splice(i, 1);
    this.running = true;
    void this.run(batch)
      .catch(() => batch.client.destroy())
      .finally(() => {
        this.running = false;
        this.next();
      });
  }

  private async run({ client, bytes, complete }: Batch): Promise<void> {
    if (!bytes) {
      // A client went: its transaction is rolled back; the last one's leavings are cleared.
      if (this.owner === client) {
        this.owner = null;
        if (this.pglite.isInTransaction()) await this.pglite.exec('rollback');
      }
      if (this.clients === 0) await this.reset();
      return;
    }
    if (client.destroyed) return;
    await this.pglite.runExclusive(() =>
      this.pglite.execProtocolRawStream(bytes, {
        // The files are PGlite's own folder on disk (NODEFS): nothing to copy back.
        syncToFs: false,
        onRawData: (out) => void (client.writable && client.write(Buffer.from(out))),
      }),
    );
    this.owner = !complete || this.pglite.isInTransaction() ? client : null;
  }
}

/**
 * The messages in `bytes`, each with whether the client then waits for the answer: 'complete'
 * after a Sync, a Query or the startup message, 'open' after a Flush (its exchange goes on).
 */
function* messages(bytes: Uint8Array): Generator<[Buffer, 'complete' | 'open' | false]> {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  // The startup message has no type byte: it comes alone, as the first frame (wireFrames.ts).
  if (b.length >= 8 && b.readInt32BE(4) === 196608 && b.readInt32BE(0) === b.length) {
    yield [b, 'complete'];
    return;
  }
  while (at < b.length) {
    const type = b[at];
    const length = 1 + b.readInt32BE(at + 1);
    const message = b.subarray(at, at + length);
    at += length;
    yield [message, type === SYNC || type === QUERY ? 'complete' : type === FLUSH ? 'open' : false];
  }
}
