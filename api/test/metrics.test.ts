import { call, login, startServer, type TestServer } from './support/server';

// Prometheus metrics, for the operators' scraper only.
const TOKEN = 'metrics-token-for-the-api-tests-0123456789';
let server: TestServer;
let plain: TestServer;
beforeAll(async () => {
  server = await startServer({ METRICS_TOKEN: TOKEN });
  plain = await startServer();
});
afterAll(async () => {
  await server.stop();
  await plain.stop();
});

const scrape = (s: TestServer, authorization?: string) =>
  call<string>(s, 'GET', '/metrics', { headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await scrape(plain, `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it('refuses the public, a wrong token and a portal user, admins included', async () => {
    expect((await scrape(server)).status).toBe(401);
    expect((await scrape(server, `Bearer ${TOKEN}x`)).status).toBe(401);
    const admin = await login(server, 'admin');
    expect((await scrape(server, `Bearer ${admin.token}`)).status).toBe(401);
  });

  it('counts requests per route pattern (never per id), with latency, outbox depth and imports', async () => {
    const buyer = await login(server, 'buyer');
    for (let i = 0; i < 3; i++)
      expect((await call(server, 'GET', '/summary/1001', buyer)).status).toBe(200);
    const r = await scrape(server, `Bearer ${TOKEN}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = r.body;
    const line =
      /^portal_http_requests_total\{route="\/api\/summary\/:id",method="GET",status="200"\} (\d+)$/m.exec(
        text,
      );
    expect(Number(line?.[1])).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain('/api/summary/1001');
    expect(text).toMatch(
      /^portal_http_request_duration_seconds_bucket\{le="0\.05",route="\/api\/summary\/:id",method="GET"\} \d+$/m,
    );
    expect(text).toMatch(/^portal_outbox_pending \d+$/m);
    expect(text).toContain('# TYPE portal_import_runs gauge');
    expect(text).toMatch(/^portal_process_resident_memory_bytes \d+/m);
  });

  it('counts import runs by kind and status', async () => {
    const admin = await login(server, 'admin');
    const account = await call(server, 'POST', '/service-accounts', {
      token: admin.token,
      body: { name: 'metrics-feed' },
    });
    expect(account.status).toBe(201);
    const csv = (id: number) =>
      `tradingPartnerId,tpNameX,companyNameX,divX,terX,currencY_X\n${id},D${id},Metric Farm ${id},Domestic,T9,USD\n`;
    for (const id of [4301, 4302]) {
      const r = await call(server, 'POST', '/import/dealers', {
        token: account.body.key,
        raw: csv(id),
        headers: { 'content-type': 'text/plain' },
      });
      expect(r.status).toBe(200);
    }
    const text = (await scrape(server, `Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/^portal_import_runs\{kind="dealers",status="applied"\} 2$/m);
  });

  it("reports the database pool use: DB_POOL on a PostgreSQL server, the PGlite thread's four connections", async () => {
    const buyer = await login(server, 'buyer');
    // Requests in parallel, so the pool has opened connections of its own.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(server, 'GET', '/summary/1001', buyer)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const text = (await scrape(server, `Bearer ${TOKEN}`)).body;
    const gauge = (name: string) => {
      const m = new RegExp(`^${name} (\\d+)$`, 'm').exec(text);
      expect(m).not.toBeNull();
      return Number(m![1]);
    };
    const max = gauge('portal_db_pool_max');
    const inUse = gauge('portal_db_pool_connections\\{state="in_use"\\}');
    const idle = gauge('portal_db_pool_connections\\{state="idle"\\}');
    gauge('portal_db_pool_connections\\{state="waiting"\\}');
    // PGlite is one session, shared by four connections (decisions 0068, 0077): requests queue.
    expect(max).toBe(process.env.DATABASE_URL ? 20 : 4);
    expect(inUse + idle).toBeGreaterThan(0);
    expect(inUse + idle).toBeLessThanOrEqual(max);
  });
});
