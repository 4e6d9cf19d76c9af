import { readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import {
  blobUsage,
  login,
  sqlWhileDown,
  startServer,
  type Session,
  type TestServer,
} from './support/server';
import { SmtpPeer } from './support/smtpPeer';
import { fileClaim, jpgOf, plate, stockSerials, validClaim, type Photo } from './support/claims';

// A DealerBuyer sent 20 claims of 57.6 MiB at once: all accepted, and their photos stayed on disk
// after the mails had gone. Against the real server and its database: the per-user limits on
// claims and their bytes (counted in the database, so parallel requests and a restart share
// them), and the claim photos deleted once mailed, or after UPLOAD_RETENTION_DAYS unsent.
let server: TestServer;
let smtp: SmtpPeer;
const MiB = 1024 * 1024;
const LIMITS = { CLAIMS_PER_HOUR: '5', CLAIM_MB_PER_DAY: '60' };

beforeAll(async () => {
  smtp = await SmtpPeer.start();
  server = await startServer({ SMTP_URL: smtp.url, ...LIMITS });
});
afterAll(async () => {
  await server.stop();
  await smtp.down();
});

/** A signed-in dealer user and an unsold serial of its dealer. */
async function dealerUser(key: string, dealer: number) {
  const session: Session = await login(server, key);
  const [serial] = await stockSerials(server, dealer, session.token);
  return { token: session.token, claim: () => validClaim(serial) };
}

const claimsOnDisk = () => blobUsage(server, 'Claims');

async function until(ok: () => Promise<boolean>, what: string) {
  const end = Date.now() + 60_000;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Two failure photos of `mib` MiB each and the plate: one claim's photos. */
const photosOf = (mib: number): { failure: Photo[] } => ({
  failure: [jpgOf('a.jpg', mib * MiB), jpgOf('b.jpg', mib * MiB)],
});

describe('claims per user (decision 0089)', () => {
  it('accepts CLAIMS_PER_HOUR of a parallel burst and answers the rest 429 with Retry-After, across a restart', async () => {
    const buyer = await dealerUser('buyer', 1001);
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => fileClaim(server, buyer.token, buyer.claim())),
    );
    const statuses = burst.map((r) => r.status).sort();
    console.log(
      `claim burst: 8 parallel claims of one user, ${statuses.filter((s) => s === 201).length} accepted`,
    );
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(3).fill(429)]);
    const refused = burst.find((r) => r.status === 429)!;
    expect(refused.body.message).toBe(
      'At most 5 warranty claims an hour can be filed. Try again later.',
    );
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
    // Counted in the database: a new process knows the count.
    await server.restart();
    const again = await dealerUser('buyer', 1001);
    expect((await fileClaim(server, again.token, again.claim())).status).toBe(429);
    // Another user has a count of its own.
    const other = await dealerUser('buyer2', 1002);
    expect((await fileClaim(server, other.token, other.claim())).status).toBe(201);
  });

  it('accepts CLAIM_MB_PER_DAY of parallel large claims, refuses the rest 429, and leaves room for a small one', async () => {
    const big = await dealerUser('big', 1003);
    // Four claims of 2 × 9 MiB at once (≈ 18.9 MB each): three fit in 60 MB, the fourth not.
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => fileClaim(server, big.token, big.claim(), photosOf(9))),
    );
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = burst.find((r) => r.status === 429)!;
    expect(refused.body.message).toBe(
      'At most 60 MB of warranty claims and photos a day can be sent. Try again later.',
    );
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(86_400);
    // The refused bytes were not counted: a small claim still fits in the day's rest.
    expect((await fileClaim(server, big.token, big.claim())).status).toBe(201);
  });
});

describe('claim photos kept only until mailed (decision 0089)', () => {
  it('fills the disk while the mail is down and empties it once the mails have gone', async () => {
    await until(async () => (await claimsOnDisk()).folders === 0, 'earlier claims to be mailed');
    await smtp.down();
    const canada = await dealerUser('canada', 1004);
    const filed = await Promise.all(
      [1, 2].map(() => fileClaim(server, canada.token, canada.claim(), photosOf(8))),
    );
    expect(filed.map((r) => r.status)).toEqual([201, 201]);
    const full = await claimsOnDisk();
    console.log(
      `claim photos on disk while the mail is down: ${(full.bytes / MiB).toFixed(1)} MiB`,
    );
    expect(full.folders).toBe(2);
    expect(full.bytes).toBeGreaterThan(4 * 8 * MiB);
    await smtp.up();
    for (const r of filed)
      await smtp.waitFor((m) => m.subject.includes(r.body.claimNumber!), 1, 60_000);
    await until(async () => (await claimsOnDisk()).folders === 0, 'mailed photos to be deleted');
    expect(await claimsOnDisk()).toEqual({ folders: 0, bytes: 0 });
  });

  it('deletes the photos of a claim whose mail never went out after UPLOAD_RETENTION_DAYS', async () => {
    await smtp.down();
    const canada = await dealerUser('canada', 1004);
    const r = await fileClaim(server, canada.token, canada.claim(), { serial: plate });
    expect(r.status).toBe(201);
    expect((await claimsOnDisk()).folders).toBe(1);
    // Eight days pass while the server is down (the default retention is seven).
    await server.restart('SIGTERM', async () => {
      const old = new Date(Date.now() - 8 * 86_400_000);
      if (server.env.DATABASE_URL && server.env.BLOB_STORE !== 'files')
        await sqlWhileDown(
          server,
          `update blob_files set modified = '${old.toISOString()}' where path like 'Claims/%'`,
        );
      else {
        const dir = join(server.dataDir, 'blobs', 'Claims');
        for (const f of readdirSync(dir)) utimesSync(join(dir, f), old, old);
      }
    });
    await until(async () => (await claimsOnDisk()).folders === 0, 'the retention sweep');
    await smtp.up();
  });
});
