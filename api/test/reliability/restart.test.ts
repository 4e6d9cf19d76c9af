import { pdi, warranty } from '../support/forms';
import { call, login, startServer, type TestServer } from '../support/server';

// Faults: the API stops in the middle of a burst of form submissions, gracefully
// (SIGTERM, a deploy) or by crashing (SIGKILL). Every request that got a 2xx must be in the
// database afterwards, and a client that retries its failed requests with the same
// Idempotency-Key ends with each submission stored exactly once. Runs on PGlite and, in the
// second API run of `npm test`, on a PostgreSQL server.
let server: TestServer;
let buyer: string;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  buyer = (await login(server, 'buyer')).token;
  admin = (await login(server, 'admin')).token;
});
afterAll(() => server.stop());

interface Sent {
  kind: 'pdi' | 'warranty';
  key: string;
  serial: string;
  status: number | 'network error';
}

const formOf = (kind: Sent['kind'], serialNumber?: string) => {
  const overrides = serialNumber ? { serialNumber } : {};
  return kind === 'pdi' ? pdi(overrides) : warranty(overrides);
};

function send(kind: Sent['kind'], key: string, form: { serialNumber: unknown }): Promise<Sent> {
  const serial = String(form.serialNumber);
  return call(server, 'POST', '/api/send-email', {
    token: buyer,
    body: { kind, form },
    headers: { 'Idempotency-Key': key },
  }).then(
    (r) => ({ kind, key, serial, status: r.status }),
    () => ({ kind, key, serial, status: 'network error' as const }),
  );
}

function submit(i: number, tag: string): Promise<Sent> {
  const kind = i % 2 ? 'warranty' : 'pdi';
  return send(kind, `${tag}-${i}`, formOf(kind));
}

/** Sends `total` submissions from `workers` clients at once; restarts the server mid-way. */
async function burstWithRestart(tag: string, signal: NodeJS.Signals, total = 40, workers = 6) {
  const results: Sent[] = [];
  let next = 0;
  let restart: Promise<void> | null = null;
  const client = async () => {
    while (next < total) {
      const i = next++;
      results.push(await submit(i, tag));
      // A third of the way in, the server goes down while the other clients keep sending.
      if (!restart && results.length >= total / 3) restart = server.restart(signal);
    }
  };
  await Promise.all(Array.from({ length: workers }, client));
  await restart;
  return results;
}

async function storedSerials(): Promise<string[]> {
  const r = await call<{ payload: { serialNumber: string } }[]>(
    server,
    'GET',
    '/submissions?limit=1000',
    { token: admin },
  );
  expect(r.status).toBe(200);
  return r.body.map((s) => s.payload.serialNumber);
}

describe.each(['SIGTERM', 'SIGKILL'] as const)('an API %s during a burst of forms', (signal) => {
  it('keeps every acknowledged submission, and retries store each exactly once', async () => {
    const results = await burstWithRestart(`burst-${signal}`, signal);
    const acknowledged = results.filter((r) => typeof r.status === 'number' && r.status < 300);
    const failed = results.filter((r) => !acknowledged.includes(r));
    // The restart really hit the burst: some got through, some did not.
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(failed.length).toBeGreaterThan(0);
    // Nothing but acknowledgements, refused connections and, while a graceful stop drains,
    // 503 'closing' answers: no 500 on the way down.
    expect(failed.filter((r) => r.status !== 'network error' && r.status !== 503)).toEqual([]);
    console.log(
      `[restart ${signal}] ${results.length} sent: ${acknowledged.length} acknowledged, ${failed.length} refused while down (${failed.filter((r) => r.status === 503).length} of them 503 while closing)`,
    );

    let serials = await storedSerials();
    for (const r of acknowledged)
      expect([r.serial, serials.includes(r.serial)]).toEqual([r.serial, true]);

    // The clients retry what failed, with the same keys and forms' serials: each is stored
    // once, and an acknowledged one that is sent again is not stored twice.
    const retried = await Promise.all(
      [...failed, ...acknowledged.slice(0, 3)].map((r) =>
        send(r.kind, r.key, formOf(r.kind, r.serial)),
      ),
    );
    expect(retried.map((r) => r.status).every((s) => s === 200 || s === 201)).toBe(true);
    serials = await storedSerials();
    for (const r of results)
      expect([r.serial, serials.filter((s) => s === r.serial).length]).toEqual([r.serial, 1]);
  });
});
