import { HttpError } from '../http/errors';
import { slots } from '../kit/slots';

/** Each scrypt hash holds 128 MiB and a thread-pool thread for ~0.6 s. At
 * most this many run at once in the process (the machine's cores, at least 2)... */
export const MAX_CONCURRENT_HASHES = 2;
/** ...and at most this many wait for a turn (a few seconds of work); any more are refused with a
 * 503 and Retry-After rather than queued without end while real users wait. */
export const MAX_WAITING_HASHES = 6;
export const BUSY_TEXT = 'The portal is busy signing users in. Try again in a few seconds.';

const hashSlots = slots(MAX_CONCURRENT_HASHES);

/** Runs `work` when a hash slot is free. A sign-in (`refuseWhenBusy`) is refused at once when
 * too many already wait; an admin's or the seed's new hash waits its turn. */
export async function withHashSlot<T>(work: () => Promise<T>, refuseWhenBusy: boolean): Promise<T> {
  if (refuseWhenBusy && hashSlots.full() && hashSlots.waiting() >= MAX_WAITING_HASHES)
    throw new HttpError(503, BUSY_TEXT, { 'retry-after': '2' });
  return hashSlots.run(work);
}
