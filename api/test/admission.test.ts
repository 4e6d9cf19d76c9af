import { call, login, startServer, type Session, type TestServer } from './support/server';

// Decision 0077: at most API_CONCURRENCY calls are worked on at once, the others wait their turn
// in the order they came; the process's own checks never wait. Here two at once, with PGlite's
// session held by an import so that the calls stay where they are while they are looked at.
const onPglite = process.env.DATABASE_URL ? describe.skip : describe;
const TOKEN = 'metrics-token-for-the-admission-tests-0123';

let server: TestServer;
let big: Session;
let key: string;
beforeAll(async () => {
  server = await startServer({
    API_CONCURRENCY: '2',
    LIST_ANSWER_TTL_MS: '0',
    METRICS_TOKEN: TOKEN,
  });
  const admin = await login(server, 'admin');
  big = await login(server, 'big');
  key = (
    await call(server, 'POST', '/service-accounts', {
      token: admin.token,
      body: { name: 'admission' },
    })
  ).body.key as string;
});
afterAll(() => server?.stop());

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An import of `count` new orders: one call, kept in its turn until it is applied (or its
 * sender goes: then rolled back). */
function holdTheSession(prefix: string, count = 6000, signal?: AbortSignal) {
  const rows = Array.from({ length: count }, (_, i) => ({
    orderNumber: `${prefix}${i}`,
    salesOrderLineId: 1,
    tradingPartnerId: 1004,
  }));
  return fetch(`${server.url}/api/import/wholegoods-orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson' },
    body: rows.map((r) => JSON.stringify(r)).join('\n') + '\n',
    signal,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
}

const page = (n: number, signal?: AbortSignal) =>
  fetch(`${server.url}/api/wholegoodsall/1003?view=open&page=${n}&pageSize=10`, {
    headers: { authorization: `Bearer ${big.token}` },
    signal,
  });

/** The calls being worked on and waiting, as /metrics reports them. */
async function calls() {
  const text = (
    await call<string>(server, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
  ).body;
  const state = (s: string) =>
    Number(new RegExp(`^portal_api_calls\\{state="${s}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
  return { working: state('working'), waiting: state('waiting') };
}

/** The counts once they equal `want`, or the last ones seen after 10 s. */
async function untilSeen(want: { working: number; waiting: number }) {
  const end = Date.now() + 10_000;
  let seen = await calls();
  while (Date.now() < end && (seen.working !== want.working || seen.waiting !== want.waiting)) {
    await later(20);
    seen = await calls();
  }
  return seen;
}

onPglite('API calls in turn', () => {
  it('two are worked on, the rest wait in the order they came; health and metrics never wait', async () => {
    // Two imports hold the two turns for as long as they run (a call keeps its turn to its
    // answer, whatever it waits on), so the eight pages asked meanwhile all wait for a turn.
    const imports = [holdTheSession('AQA', 12_000), holdTheSession('AQC', 12_000)];
    expect(await untilSeen({ working: 2, waiting: 0 })).toEqual({ working: 2, waiting: 0 });
    const done: number[] = [];
    const asked: Promise<void>[] = [];
    for (let n = 1; n <= 8; n++) {
      asked.push(
        page(n).then((r) => {
          expect(r.status).toBe(200);
          done.push(n);
        }),
      );
      await later(30);
    }
    // Looked at until the last page has arrived (a loaded machine may take a while to send it),
    // never longer than 10 s.
    expect(await untilSeen({ working: 2, waiting: 8 })).toEqual({ working: 2, waiting: 8 });
    expect((await call(server, 'GET', '/health')).status).toBe(200);
    await Promise.all(asked);
    for (const imported of imports)
      expect((await imported).body).toMatchObject({ status: 'applied', inserted: 12_000 });
    // Two at a time, in the order they came: two neighbours may finish either way round, but no
    // call is answered after one asked two places behind it.
    expect(done.slice().sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (let n = 1; n <= 6; n++) expect(done.indexOf(n)).toBeLessThan(done.indexOf(n + 2));
    expect(await untilSeen({ working: 0, waiting: 0 })).toEqual({ working: 0, waiting: 0 });
  });

  it('calls abandoned while waiting, or while worked on, give their turns back', async () => {
    // Two imports hold the two turns; the first one's sender goes while it is worked on, and
    // ten pages go while they wait for a turn.
    const abandon = new AbortController();
    const goneImport = holdTheSession('AQB', 12_000, abandon.signal).catch(() => 'aborted');
    const imported = holdTheSession('AQD', 12_000);
    expect(await untilSeen({ working: 2, waiting: 0 })).toEqual({ working: 2, waiting: 0 });
    const gone = Array.from({ length: 10 }, (_, i) =>
      page(i + 1, abandon.signal).catch(() => 'aborted'),
    );
    expect(await untilSeen({ working: 2, waiting: 10 })).toEqual({ working: 2, waiting: 10 });
    abandon.abort();
    expect(await Promise.all(gone)).toEqual(gone.map(() => 'aborted'));
    expect(await goneImport).toBe('aborted');
    expect((await imported).body).toMatchObject({ status: 'applied', inserted: 12_000 });
    // Had a turn been kept by a call that went, these would wait for ever (two turns only).
    const after = await Promise.all([1, 2, 3, 4, 5].map((n) => page(n)));
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await untilSeen({ working: 0, waiting: 0 })).toEqual({ working: 0, waiting: 0 });
  });
});
