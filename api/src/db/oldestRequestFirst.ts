import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool } from 'pg';

/**
 * Connections handed out by the age of the request they serve (decision 0075).
 *
 * node-postgres's pool serves whoever asked first, query by query. A request runs several
 * queries one after another (a sign-in six, a download three), and each of them joined the back
 * of the queue behind every request that came meanwhile. With PGlite's one connection and 200
 * users, that queue is the whole load: a sign-in waited its turn six times (p50 4.3 s) and a
 * download three (p50 0.7 s) while a one-query page waited once.
 *
 * Here a waiting query is placed by when its HTTP request arrived, so the next query of a request
 * already being served goes before the first query of a later one: each request waits about one
 * turn, whatever its number of queries. Queries outside a request (the outbox, an import from the
 * command line) count as arriving when they ask, and so do a whole list's slices after its
 * first (`askedNow`). Nothing else changes: the same connections, the same queries; only the order of
 * those waiting.
 */
const arrival = new AsyncLocalStorage<number>();

/** Runs `next` (the rest of a request) as arrived at `at` (performance.now()'s clock). */
export function servedAsArrivedAt<T>(at: number, next: () => T): T {
  return arrival.run(at, next);
}

/**
 * Runs `next` (the rest of a request) as if the request had arrived `ms` earlier: for a request
 * whose own work leaves it less time to wait (a sign-in's hash, routes/auth.ts). Its queries go
 * before those of requests that arrived within `ms` before it, none other.
 */
export function servedAhead<T>(ms: number, next: () => T): T {
  return arrival.run((arrival.getStore() ?? performance.now()) - ms, next);
}

/**
 * Runs `query` as if its request had just arrived: it waits behind everything already waiting.
 * For a whole list's slices after the first (http/wholeList.ts), which give way to the pages of
 * others (decision 0022) rather than go first for being old.
 */
export function askedNow<T>(query: () => T): T {
  return arrival.run(performance.now(), query);
}

const ARRIVED = Symbol('arrived');
type Waiting = { [ARRIVED]?: number };

/**
 * The pool's queue of waiting queries, kept in order of arrival. node-postgres adds to it with
 * `push` (in the asking query's own async context, so the request it serves is known) and takes
 * from its front with `shift`; a timed-out waiter is spliced out.
 */
class ByArrival extends Array<Waiting> {
  override push(...items: Waiting[]): number {
    for (const item of items) {
      const at = arrival.getStore() ?? performance.now();
      item[ARRIVED] = at;
      // After every waiter that arrived at the same time or earlier: first come, first served
      // among queries of one request, and among queries that serve no request.
      let lo = 0;
      let hi = this.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this[mid][ARRIVED]! <= at) lo = mid + 1;
        else hi = mid;
      }
      this.splice(lo, 0, item);
    }
    return this.length;
  }
}

/** Makes `pool` hand its connections to the oldest request first. */
export function oldestRequestFirst(pool: Pool): Pool {
  const internals = pool as unknown as { _pendingQueue?: unknown };
  // pg-pool's queue of waiters is internal: should a release rename it, fail at start, loudly.
  if (!Array.isArray(internals._pendingQueue) || internals._pendingQueue.length)
    throw new Error(
      'node-postgres pool without its waiting queue (_pendingQueue): see decision 0075',
    );
  internals._pendingQueue = new ByArrival();
  return pool;
}
