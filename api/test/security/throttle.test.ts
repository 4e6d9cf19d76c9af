import { call, login, startServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const attempt = (email: string, password = 'Wrong#pass1') =>
  call(server, 'POST', '/auth/login', { body: { email, password } });

describe('sign-in throttling (issue 3: per account and per IP)', () => {
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
