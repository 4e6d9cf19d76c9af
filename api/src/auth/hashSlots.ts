import { HttpError } from '../http/errors';

/** Issue 21, finding 3: each scrypt hash holds 128 MiB and a thread-pool thread for ~0.6 s. At
 * most this many run at once in the process (the machine's cores, at least 2)... */
export const MAX_CONCURRENT_HASHES = 2;
/** ...and at most this many wait for a turn (a few seconds of work); any more are refused with a
 * 503 and Retry-After rather than queued without end while real users wait. */
export const MAX_WAITING_HASHES = 6;
export const BUSY_TEXT = 'The portal is busy signing users in. Try again in a few seconds.';

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when a hash slot is free. A sign-in (`refuseWhenBusy`) is refused at once when
 * too many already wait; an admin's or the seed's new hash waits its turn. */
export async function withHashSlot<T>(work: () => Promise<T>, refuseWhenBusy: boolean): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (refuseWhenBusy && waiting.length >= MAX_WAITING_HASHES)
      throw new HttpError(503, BUSY_TEXT, { 'retry-after': '2' });
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter (running stays the same), or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
