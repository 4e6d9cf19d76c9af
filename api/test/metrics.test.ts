import { call, login, startServer, type TestServer } from './support/server';

// Issue 28 point 4: Prometheus metrics, for the operators' scraper only.
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
});
