import type { ChildProcess } from 'node:child_process';
import { call, freePort, launch, login, startServer, type TestServer } from './support/server';
import { clientToken, isProblem, v1 } from './support/dealerApi';

// The dealer API over several processes: a client's requests a minute are one count whichever
// process answers, and a revoked client is refused at its next call on every process. On
// PostgreSQL a second API process shares the first's database; PGlite is one process by nature,
// so there both halves of each burst go to the one server.
const onPostgres = !!process.env.DATABASE_URL;
let server: TestServer;
let second: { url: string; child: ChildProcess | null };
let admin: string;
beforeAll(async () => {
  server = await startServer();
  second = { url: server.url, child: null };
  if (onPostgres) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    second = { url, child: await launch({ ...server.env, PORT: String(port) }, url) };
  }
  admin = (await login(server, 'admin')).token;
});
afterAll(async () => {
  if (second?.child) {
    const exited = new Promise((r) => second.child!.once('exit', r));
    second.child.kill('SIGTERM');
    await exited;
  }
  await server?.stop();
});

async function newClient(requestsPerMinute: number) {
  const r = await call(server, 'POST', '/api-clients', {
    token: admin,
    body: {
      name: `Burst DMS ${requestsPerMinute}`,
      dealerId: 1001,
      role: 'DealerBuyer',
      scopes: ['claims:read'],
      requestsPerMinute,
    },
  });
  expect(r.status).toBe(201);
  return r.body as { client: { id: number; clientId: string }; clientSecret: string };
}

/** A fixed window of a minute: a burst is sent well inside one. */
async function awayFromMinuteEdge() {
  const into = Date.now() % 60_000;
  if (into > 50_000) await new Promise((r) => setTimeout(r, 60_500 - into));
}

it('answers exactly the limit of 50 parallel calls over two processes, the rest 429 with Retry-After', async () => {
  const LIMIT = 20;
  const made = await newClient(LIMIT);
  const token = await clientToken(server, made.client.clientId, made.clientSecret);
  await awayFromMinuteEdge();
  const replies = await Promise.all(
    Array.from({ length: 50 }, (_, i) => v1(i % 2 ? second : server, '/claims?limit=1', token)),
  );
  const ok = replies.filter((r) => r.status === 200);
  const refused = replies.filter((r) => r.status === 429);
  console.log(
    `dealer API rate limit: 50 parallel over ${onPostgres ? 2 : 1} process(es), ${ok.length} answered, ${refused.length} refused (limit ${LIMIT})`,
  );
  expect(ok).toHaveLength(LIMIT);
  expect(refused).toHaveLength(50 - LIMIT);
  for (const r of refused) {
    expect(isProblem(r, 429)).toBe(true);
    const after = Number(r.headers.get('retry-after'));
    expect(after).toBeGreaterThanOrEqual(1);
    expect(after).toBeLessThanOrEqual(60);
  }
});

it('refuses a revoked client at its next call on the other process', async () => {
  const made = await newClient(1000);
  const token = await clientToken(server, made.client.clientId, made.clientSecret);
  expect((await v1(second, '/claims?limit=1', token)).status).toBe(200);
  expect((await v1(server, '/claims?limit=1', token)).status).toBe(200);
  const started = performance.now();
  const revoked = await call(server, 'DELETE', `/api-clients/${made.client.id}`, { token: admin });
  expect(revoked.status).toBe(200);
  const next = await v1(second, '/claims?limit=1', token);
  const ms = Math.round(performance.now() - started);
  expect(isProblem(next, 401)).toBe(true);
  console.log(`dealer API revocation: refused at the next call on the other process (${ms} ms)`);
});
