import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { servedAsArrivedAt } from '../db/oldestRequestFirst';
import { sessions, users } from '../db/schema';
import type { Claims } from './tokens';

/** How long a session's state is believed without asking the database. Writes in this process
 * forget it at once; another instance of the server sees them within this time. */
export const GATE_TTL_MS = 3000;
const MAX_ENTRIES = 10_000;
/** Sessions used within this long are read again ahead of their expiry, all in one query, every
 * REFRESH_MS (decision 0077): their calls then find them fresh instead of each asking in turn. */
const ACTIVE_MS = 10_000;
const REFRESH_MS = 1000;
const REFRESH_BATCH = 500;

export interface SessionState {
  userId: number;
  tokenVersion: number;
  expiresAt: number;
  revoked: boolean;
}

/**
 * An access token is honoured only while its session is open and its user's
 * token version is the one it carries. Logout, a password change or reset, a deletion, a change
 * of role or dealer: each ends the tokens issued before it within GATE_TTL_MS (at once here).
 *
 * Cheap on purpose (the lists are performance-sensitive): one Map lookup per call. A session
 * not remembered is read by its call, one indexed query shared by every call that misses at the
 * same moment; the sessions in use are then read again together, one query a second for all of
 * them, before they expire. It runs after the verified-token cache, on every call, so that cache
 * never keeps an ended token.
 */
export class SessionGate {
  private readonly known = new Map<
    string,
    { at: number; usedAt: number; state: Promise<SessionState | null> }
  >();
  /** Moves whenever something is forgotten: a read begun before it is not believed. */
  private generation = 0;
  private refreshing = false;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly db: Db) {
    this.timer = setInterval(() => void this.refresh(), REFRESH_MS).unref();
  }

  async allows(claims: Claims): Promise<boolean> {
    const now = Date.now();
    let entry = this.known.get(claims.sid);
    if (!entry || now - entry.at > GATE_TTL_MS) {
      entry = { at: now, usedAt: now, state: this.load(claims.sid) };
      if (this.known.size >= MAX_ENTRIES) this.known.delete(this.known.keys().next().value!);
      this.known.set(claims.sid, entry);
      // A failed read is not remembered: the next call asks again.
      entry.state.catch(() => this.known.delete(claims.sid));
    }
    entry.usedAt = now;
    const s = await entry.state;
    return (
      s !== null &&
      !s.revoked &&
      s.expiresAt > now &&
      s.userId === claims.sub &&
      s.tokenVersion === claims.ver
    );
  }

  /** A session ended here (logout, reuse): believed at once. */
  forgetSession(sid: string): void {
    this.generation++;
    this.known.delete(sid);
  }

  /** A user changed or was deleted: every remembered session is read again (users change
   * rarely, so forgetting all of them is simpler than indexing them by user and costs little). */
  forgetAll(): void {
    this.generation++;
    this.known.clear();
  }

  /** Stops reading ahead (the server closes). */
  close(): void {
    clearInterval(this.timer);
  }

  /**
   * Reads again, in one query, the sessions used lately that are not fresh, so that their next
   * calls find them fresh. Placed before every waiting request (it serves all of them). What it
   * read is dropped if anything was forgotten meanwhile: a logout must not be undone by a read
   * begun before it.
   */
  private async refresh(): Promise<void> {
    if (this.refreshing) return;
    const now = Date.now();
    const due: string[] = [];
    for (const [sid, e] of this.known)
      // Read at the last tick or before (a timer may fire a little early): due again.
      if (now - e.usedAt < ACTIVE_MS && now - e.at >= REFRESH_MS / 2) due.push(sid);
    if (due.length === 0) return;
    this.refreshing = true;
    const generation = this.generation;
    try {
      for (let i = 0; i < due.length; i += REFRESH_BATCH) {
        const batch = due.slice(i, i + REFRESH_BATCH);
        const states = await servedAsArrivedAt(0, () => this.read(batch));
        if (generation !== this.generation) return;
        for (const sid of batch) {
          const e = this.known.get(sid);
          // Read again by a call meanwhile: that read is as new as this one.
          if (!e || e.at > now) continue;
          e.at = now;
          e.state = Promise.resolve(states.get(sid) ?? null);
        }
      }
    } catch {
      // Not read ahead: the calls read their sessions themselves, as without this.
    } finally {
      this.refreshing = false;
    }
  }

  private async load(sid: string): Promise<SessionState | null> {
    return (await this.read([sid])).get(sid) ?? null;
  }

  protected async read(sids: string[]): Promise<Map<string, SessionState>> {
    const rows = await this.db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        tokenVersion: users.tokenVersion,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(sids.length === 1 ? eq(sessions.id, sids[0]) : inArray(sessions.id, sids));
    return new Map(
      rows.map((row) => [
        row.id,
        {
          userId: row.userId,
          tokenVersion: row.tokenVersion,
          expiresAt: row.expiresAt.getTime(),
          revoked: row.revokedAt !== null,
        },
      ]),
    );
  }
}
