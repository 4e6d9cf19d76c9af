import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves 'accepted' when an import's sender is to be answered before the import ends
 * (decision 0087): once its body has been read to the end, and `waitMs` after the call began.
 * Never sooner than the body's end: the sender is still sending until then, and an answer in the
 * middle of an upload is one a client may not read. Never rejects (a broken body fails the import
 * itself).
 */
export async function answeredBefore(body: Readable, waitMs: number): Promise<'accepted'> {
  const read = new Promise<void>((resolve) =>
    body.readableEnded ? resolve() : body.once('end', resolve),
  );
  // Unreferenced: an import that ends first leaves no timer holding the process.
  await Promise.all([read, sleep(waitMs, undefined, { ref: false })]);
  return 'accepted';
}
