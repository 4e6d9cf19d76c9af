import { account, call, login, startServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const attempt = (email: string, password = 'Wrong#pass1') =>
  call(server, 'POST', '/auth/login', { body: { email, password } });

describe('sign-in throttling (per account and per IP)', () => {
  it('answers 429 after 10 failures a minute on one account, even for the right password', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt('sales@portal.test')).status).toBe(401);
    const blocked = await attempt('sales@portal.test', 'Sales#2026');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many failed sign-in attempts. Try again in a minute.');
    // Another account is not affected by that one's failures.
    expect((await login(server, 'viewer')).role).toBe('DealerViewer');
  });

  it('answers 429 to an IP that keeps failing across many accounts', async () => {
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i++)
      status = (await attempt(`nobody${i}@portal.test`)).status;
    expect(status).toBe(429);
  });
});

// Real parallel requests against the running server. Behind one
// trusted proxy (TRUST_PROXY=1), each test speaks from its own client address: the address the
// proxy appended last, at the right of X-Forwarded-For.
describe('sign-in limits under parallel bursts', () => {
  let proxied: TestServer;
  const figures: string[] = [];
  beforeAll(async () => {
    // The full hash cost: the burst tests need hashes that take as long as production's.
    proxied = await startServer({ TRUST_PROXY: '1', PASSWORD_HASH_COST: '17' });
  });
  afterAll(async () => {
    console.log(`parallel sign-in bursts (tried vs allowed):\n  ${figures.join('\n  ')}`);
    await proxied.stop();
  });

  const signIn = (email: string, password: string, forwardedFor: string) =>
    call(proxied, 'POST', '/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': forwardedFor },
    });
  /** Answers by status; a password was tried for each 200 or 401. */
  function tally(replies: { status: number; headers: Headers }[]) {
    const by = (s: number) => replies.filter((r) => r.status === s).length;
    for (const r of replies) {
      expect([200, 401, 429, 503]).toContain(r.status);
      if (r.status === 429 || r.status === 503)
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    return { tried: by(200) + by(401), signedIn: by(200), refused: by(429) + by(503) };
  }

  it('60 parallel wrong passwords for one account: at most 10 are tried', async () => {
    const replies = await Promise.all(
      Array.from({ length: 60 }, () => signIn('sales@portal.test', 'Wrong#pass1', '10.0.1.1')),
    );
    const t = tally(replies);
    figures.push(`one account, 60 parallel wrong passwords: ${t.tried} tried (allowed 10)`);
    expect(t.tried).toBeLessThanOrEqual(10);
    expect(t.refused).toBeGreaterThanOrEqual(50);
  });

  it('80 parallel wrong passwords from one address over 80 accounts: at most 30 are tried', async () => {
    const replies = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        signIn(`ip.burst${i}@example.com`, 'Wrong#pass1', '10.0.2.2'),
      ),
    );
    const t = tally(replies);
    figures.push(`one address, 80 parallel wrong passwords: ${t.tried} tried (allowed 30)`);
    expect(t.tried).toBeLessThanOrEqual(30);
  });

  it('a burst of 40 with the right password 38th does not sign in', async () => {
    const a = account('viewer');
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(a.email, i === 37 ? a.password : 'Wrong#pass1', '10.0.3.3'),
      ),
    );
    const t = tally(replies);
    figures.push(
      `one account, 40 parallel with the right password 38th: ${t.tried} tried, ${t.signedIn} signed in (allowed 0)`,
    );
    expect(t.signedIn).toBe(0);
  });

  it('rotating the left-most X-Forwarded-For does not make new addresses', async () => {
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(`rotate${i}@example.com`, 'Wrong#pass1', `203.0.113.${i}, 10.0.4.4`),
      ),
    );
    const t = tally(replies);
    figures.push(
      `one address behind the proxy, 40 parallel with rotated X-Forwarded-For: ${t.tried} tried (allowed 30, 4 at once)`,
    );
    expect(t.tried).toBeLessThanOrEqual(30);
    expect(t.refused).toBeGreaterThan(0);
  });

  it('limits correct sign-ins too: the 31st in a minute on one account is refused', async () => {
    const a = account('buyer');
    for (let i = 0; i < 30; i++)
      expect((await signIn(a.email, a.password, `10.0.5.${i}`)).status).toBe(200);
    const over = await signIn(a.email, a.password, '10.0.5.200');
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Too many sign-in attempts. Try again in a minute.');
    expect(over.headers.get('retry-after')).toBe('60');
  });

  it('bounds concurrent hashes process-wide: a burst from 40 addresses gets 503 with Retry-After beyond it', async () => {
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(`wide${i}@example.com`, 'Wrong#pass1', `10.0.6.${i}`),
      ),
    );
    const t = tally(replies);
    const busy = replies.filter((r) => r.status === 503);
    figures.push(
      `40 parallel sign-ins from 40 addresses: ${t.tried} hashed, ${busy.length} answered 503 (2 hash at once, 6 wait)`,
    );
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].body.message).toBe(
      'The portal is busy signing users in. Try again in a few seconds.',
    );
    // The server still answers at once meanwhile, and signs in once the burst is over.
    expect((await call(proxied, 'GET', '/health')).status).toBe(200);
    expect(
      (await signIn('admin@portal.test', account('admin').password, '10.0.6.200')).status,
    ).toBe(200);
  });
});
