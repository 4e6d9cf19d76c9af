import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Claims } from './tokens';

/** How long a session's state is believed without asking the database. Writes in this process
 * forget it at once; another instance of the server sees them within this time. */
export const GATE_TTL_MS = 3000;
const MAX_ENTRIES = 10_000;

interface SessionState {
  userId: number;
  tokenVersion: number;
  expiresAt: number;
  revoked: boolean;
}

/**
 * Issue 21, finding 5: an access token is honoured only while its session is open and its user's
 * token version is the one it carries. Logout, a password change or reset, a deletion, a change
 * of role or dealer: each ends the tokens issued before it within GATE_TTL_MS (at once here).
 *
 * Cheap on purpose (the lists are performance-sensitive): one Map lookup per call, one indexed
 * query per session every few seconds, shared by every call that misses at the same moment. It
 * runs after the verified-token cache, on every call, so that cache never keeps an ended token.
 */
export class SessionGate {
  private readonly known = new Map<string, { at: number; state: Promise<SessionState | null> }>();

  constructor(private readonly db: Db) {}

  async allows(claims: Claims): Promise<boolean> {
    const now = Date.now();
    let entry = this.known.get(claims.sid);
    if (!entry || now - entry.at > GATE_TTL_MS) {
      entry = { at: now, state: this.load(claims.sid) };
      if (this.known.size >= MAX_ENTRIES) this.known.delete(this.known.keys().next().value!);
      this.known.set(claims.sid, entry);
      // A failed read is not remembered: the next call asks again.
      entry.state.catch(() => this.known.delete(claims.sid));
    }
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
    this.known.delete(sid);
  }

  /** A user changed or was deleted: every remembered session is read again (users change
   * rarely, so forgetting all of them is simpler than indexing them by user and costs little). */
  forgetAll(): void {
    this.known.clear();
  }

  private async load(sid: string): Promise<SessionState | null> {
    const [row] = await this.db
      .select({
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        tokenVersion: users.tokenVersion,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sid));
    if (!row) return null;
    return {
      userId: row.userId,
      tokenVersion: row.tokenVersion,
      expiresAt: row.expiresAt.getTime(),
      revoked: row.revokedAt !== null,
    };
  }
}
