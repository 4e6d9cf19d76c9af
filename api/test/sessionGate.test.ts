import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../src/db/client';
import { freshPgliteThread, type TestPglite } from './support/pgliteThread';
import * as schema from '../src/db/schema';
import { sessions, users } from '../src/db/schema';
import { GATE_TTL_MS, SessionGate, type SessionState } from '../src/auth/sessionGate';
import type { Claims } from '../src/auth/tokens';

// Decision 0077: the sessions in use are read again together, ahead of their expiry, so that
// their calls find them fresh instead of each reading its own every GATE_TTL_MS. The gate here
// works on a database of its own (PGlite in its thread), with nothing else running.
const onPglite = process.env.DATABASE_URL ? describe.skip : describe;

/** The gate, with the number of sessions of each read it makes. */
class CountingGate extends SessionGate {
  reads: number[] = [];
  protected override read(sids: string[]): Promise<Map<string, SessionState>> {
    this.reads.push(sids.length);
    return super.read(sids);
  }
}

let thread: TestPglite;
let db: Db;
let claims: Claims[];
beforeAll(async () => {
  thread = await freshPgliteThread();
  db = drizzle(thread.pool, { schema }) as unknown as Db;
  const [user] = await db
    .insert(users)
    .values({ email: 'gate@portal.test', passwordHash: 'x', role: 'DealerViewer' })
    .returning({ id: users.id });
  const expiresAt = new Date(Date.now() + 3_600_000);
  const ids = Array.from({ length: 10 }, (_, i) => `gate-session-${i}`);
  await db.insert(sessions).values(ids.map((id) => ({ id, userId: user.id, expiresAt })));
  claims = ids.map((sid) => ({
    sub: user.id,
    role: 'DealerViewer',
    dealerId: null,
    email: 'gate@portal.test',
    sid,
    ver: 0,
  }));
}, 180_000);
afterAll(async () => {
  await thread?.stop();
});

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

onPglite('the session gate', () => {
  it('reads the sessions in use together, ahead of expiry: after the first, no call reads its own', async () => {
    const gate = new CountingGate(db);
    try {
      // Ten users calling every tenth of a second, for well past the time a state is believed.
      const until = Date.now() + GATE_TTL_MS + 2500;
      while (Date.now() < until) {
        expect(await Promise.all(claims.map((c) => gate.allows(c)))).toEqual(
          claims.map(() => true),
        );
        await later(100);
      }
    } finally {
      gate.close();
    }
    // Each session's first call read it alone; every read since was of all ten at once. Without
    // the reads ahead, each of the ten would have been read alone again every GATE_TTL_MS.
    expect(gate.reads.slice(0, 10)).toEqual(claims.map(() => 1));
    expect(gate.reads.slice(10).length).toBeGreaterThanOrEqual(3);
    expect(new Set(gate.reads.slice(10))).toEqual(new Set([10]));
  });

  it('a session ended in the database is refused once read again, as before', async () => {
    const gate = new CountingGate(db);
    try {
      const [c] = claims;
      expect(await gate.allows(c)).toBe(true);
      await db.update(sessions).set({ revokedAt: new Date() });
      // No announcement here (no listener): the state is believed until read again, within
      // GATE_TTL_MS; the reads ahead shorten that for a session in use.
      let refusedAfter = 0;
      while ((await gate.allows(c)) && refusedAfter < GATE_TTL_MS + 2000) {
        await later(100);
        refusedAfter += 100;
      }
      expect(await gate.allows(c)).toBe(false);
    } finally {
      gate.close();
    }
  });
});
