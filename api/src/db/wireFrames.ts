/**
 * Splits what a PostgreSQL client sends into whole protocol messages (decision 0068). A socket
 * hands over bytes as they come: one message may arrive in pieces, several in one chunk (node-
 * postgres writes Parse, Bind, Describe, Execute and Sync together). PGlite must be given whole
 * messages only.
 */

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

export type Frame =
  /** Whole messages, in order, ready for PGlite. */
  | { kind: 'messages'; bytes: Uint8Array }
  /** An SSL or GSS encryption request: answered 'N' (no encryption on a private socket). */
  | { kind: 'refuse-encryption' }
  /** A cancel request: PGlite has no other backend to signal, so nothing can be done. */
  | { kind: 'cancel' };

export class WireFrames {
  private pending: Buffer = Buffer.alloc(0);
  /** Until the startup message, messages have no type byte. */
  private started = false;

  /** Adds a chunk; returns what became whole, in order. */
  push(chunk: Buffer): Frame[] {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const frames: Frame[] = [];
    let at = 0;
    let messagesFrom = -1;
    const flushMessages = (to: number) => {
      if (messagesFrom >= 0 && to > messagesFrom)
        frames.push({ kind: 'messages', bytes: this.pending.subarray(messagesFrom, to) });
      messagesFrom = -1;
    };
    while (at < this.pending.length) {
      if (!this.started) {
        if (this.pending.length - at < 8) break;
        const length = this.pending.readInt32BE(at);
        const code = this.pending.readInt32BE(at + 4);
        if (this.pending.length - at < length) break;
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          frames.push({ kind: 'refuse-encryption' });
        } else if (code === CANCEL_REQUEST) {
          frames.push({ kind: 'cancel' });
        } else if (code === PROTOCOL_3) {
          this.started = true;
          frames.push({ kind: 'messages', bytes: this.pending.subarray(at, at + length) });
        } else {
          throw new Error(`unsupported startup code ${code}`);
        }
        at += length;
        continue;
      }
      if (this.pending.length - at < 5) break;
      const length = 1 + this.pending.readInt32BE(at + 1);
      if (this.pending.length - at < length) break;
      if (messagesFrom < 0) messagesFrom = at;
      at += length;
    }
    flushMessages(at);
    // Keep a copy of the rest: the frames above are views of the chunk being left behind.
    this.pending = Buffer.from(this.pending.subarray(at));
    return frames;
  }
}
