import http from 'node:http';
import { API_RULES } from '@portal/shared/access';
import { call, login, startServer, type TestServer } from './support/server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = (await login(server, 'buyer')).token;
});
afterAll(() => server.stop());

const shape = (body: unknown) =>
  expect(Object.keys(body as object).sort()).toEqual(['error', 'message', 'statusCode']);

describe('errors are JSON {statusCode, error, message}, never a stack trace', () => {
  it('404 for an unknown API route', async () => {
    const r = await call(server, 'GET', '/no/such/thing', { token });
    expect(r.status).toBe(404);
    shape(r.body);
  });

  it('400 naming a bad list parameter', async () => {
    const r = await call(server, 'GET', '/wholegoodsall/1001?pageSize=100000', { token });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/pageSize/);
    const s = await call(server, 'GET', '/wholegoodsall/1001?page=1&sort=notAField', { token });
    expect(s.status).toBe(400);
    expect(s.body.message).toMatch(/sort/);
  });

  it('400 for a dealer id that is not a number', async () => {
    const r = await call(server, 'GET', "/wholegoodsall/1001' OR 1=1", { token });
    expect(r.status).toBe(400);
    shape(r.body);
  });

  it('413 for a body over the limit and 415 for an unknown content type', async () => {
    const big = await call(server, 'POST', '/auth/login', {
      raw: JSON.stringify({ email: 'x'.repeat(2_000_000), password: 'y' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
    const odd = await call(server, 'POST', '/auth/login', {
      raw: 'email=a',
      headers: { 'content-type': 'text/csv' },
    });
    expect(odd.status).toBe(415);
    for (const r of [big, odd]) shape(r.body);
  });

  it('answers a 10 MB body with a readable 413, not a reset connection', async () => {
    // Streamed like a browser sends it: the 413 must reach a client still writing its body.
    for (let i = 0; i < 3; i++) {
      const r = await postStreamed(`${server.url}/api/auth/login`, 10 * 1024 * 1024);
      expect(r.status).toBe(413);
      expect(JSON.parse(r.body)).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'Request body is too large',
      });
    }
  });

  it('refuses path traversal on every file route of the access table', async () => {
    const attacks = [
      '..',
      '%2e%2e',
      '..%2f..%2fetc%2fpasswd',
      '%2e%2e%2f%2e%2e%2fpglite%2fPG_VERSION',
      '%2fetc%2fpasswd',
      '%2F..%2F..%2F..%2Fetc%2Fpasswd',
      'a%00.pdf',
      '....%2f%2f....%2f%2fetc%2fpasswd',
    ];
    const fileRoutes = API_RULES.filter(
      (r) =>
        r.method === 'GET' &&
        /^\/api\/(files|blob|pdf-library)/.test(r.path) &&
        /[:*]/.test(r.path),
    );
    expect(fileRoutes.length).toBeGreaterThanOrEqual(6);
    let cases = 0;
    for (const rule of fileRoutes)
      for (const attack of attacks) {
        const p = rule.path.replace(/:\w+|\*/g, attack);
        const r = await call(server, 'GET', p, { token, headers: { 'X-Dealer-Id': '1001' } });
        cases++;
        expect([p, [400, 403, 404].includes(r.status)]).toEqual([p, true]);
        expect(JSON.stringify(r.body)).not.toMatch(/root:|PostgreSQL|\/etc\/|PG_VERSION/);
      }
    console.log(`path traversal: ${cases} cases over ${fileRoutes.length} file routes`);
  });

  it('searches with SQL metacharacters and unicode as plain text', async () => {
    for (const q of ["' OR '1'='1", '%_\\', 'Ünïcødé ✓', 'x'.repeat(200)]) {
      const r = await call(server, 'GET', `/wholegoodsall/1001?page=1&q=${encodeURIComponent(q)}`, {
        token,
      });
      expect([q, r.status]).toEqual([q, 200]);
      expect(r.body.total).toBe(0);
    }
  });

  it('serves security headers and no X-Powered-By', async () => {
    const r = await call(server, 'GET', '/health');
    expect(r.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(r.headers.get('content-security-policy')).toMatch(/object-src 'none'/);
    expect(r.headers.get('x-powered-by')).toBeNull();
  });
});

describe('lists', () => {
  it('answer the whole list as an array, or one page with its total', async () => {
    const all = await call(server, 'GET', '/allinvoices/1001', { token });
    expect(Array.isArray(all.body)).toBe(true);
    const page = await call(
      server,
      'GET',
      '/allinvoices/1001?page=2&pageSize=10&sort=invoiceDate&order=desc',
      { token },
    );
    expect(page.body).toMatchObject({ page: 2, pageSize: 10, total: all.body.length });
    expect(page.body.rows).toHaveLength(10);
    const dates = page.body.rows.map((r: { invoiceDate: string }) => r.invoiceDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('include only invoices with a number and parse amounts (spec 000 §5)', async () => {
    const all = (await call(server, 'GET', '/allinvoices/1001', { token })).body as {
      invoiceNumber: string;
      invoiceAmount: number;
    }[];
    expect(all.every((i) => i.invoiceNumber)).toBe(true);
    expect(
      all.every((i) => typeof i.invoiceAmount === 'number' && Number.isFinite(i.invoiceAmount)),
    ).toBe(true);
    expect(all.some((i) => i.invoiceAmount === 0)).toBe(true); // the 'N/A' amount
  });
});

describe('files', () => {
  it('find a sales order and serve it as a real PDF', async () => {
    const found = await call(server, 'GET', '/api/files/find/Sales_Orders/SO100100001', { token });
    expect(found.body.path).toBe('Sales_Orders/D1001/SO100100001.pdf');
    const res = await fetch(`${server.url}/api/api/blob/${found.body.path}?download=true`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it("answers 404 with the spec's wording for an unknown order", async () => {
    const r = await call(server, 'GET', '/api/files/find/Sales_Orders/SO0000', { token });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Sales Order SO0000 not found');
  });
});

/** POSTs a JSON body of `size` bytes in 64 KB writes; rejects on a socket error. */
function postStreamed(url: string, size: number): Promise<{ status: number; body: string }> {
  const head = Buffer.from('{"email":"');
  const tail = Buffer.from('","password":"x"}');
  const chunk = Buffer.alloc(64 * 1024, 97);
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': head.length + size + tail.length,
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        if (!req.write(chunk.subarray(0, n))) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}
