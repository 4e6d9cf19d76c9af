import { createHmac } from 'node:crypto';
import {
  call,
  JWT_SECRET,
  login,
  startServer,
  type Session,
  type TestServer,
} from '../support/server';

// The download fallback of requirements 001 §2 opens a new tab, which carries no
// bearer token. Such links are short-lived signed URLs bound to the user, the dealer and the
// path; an expired, altered or other-path link is refused, and no token goes in a query string.
let server: TestServer;
let buyer: Session;
let viewer: Session;
let doc: string;
let invoice: string;

beforeAll(async () => {
  server = await startServer();
  [buyer, viewer] = await Promise.all([login(server, 'buyer'), login(server, 'viewer')]);
  const library = await call<Record<string, { path: string }[]>>(
    server,
    'GET',
    '/api/blob-library',
    {
      token: buyer.token,
    },
  );
  doc = Object.values(library.body)[0][0].path; // '/api/blob/Documents/...'
  const invoices = await call<{ rows: { invoiceNumber: string }[] }>(
    server,
    'GET',
    '/allinvoices/1001?page=1&pageSize=1',
    { token: buyer.token },
  );
  const found = await call<{ path: string }>(
    server,
    'GET',
    `/api/files/find/Invoices/${invoices.body.rows[0].invoiceNumber}`,
    { token: buyer.token },
  );
  invoice = found.body.path;
});
afterAll(() => server.stop());

const issue = (token: string, path: string, headers: Record<string, string> = {}) =>
  call<{ url: string; expiresAt: string }>(server, 'POST', '/api/blob-links', {
    token,
    body: { path },
    headers,
  });

/** Opens a link as a new tab would: no Authorization header. */
async function open(url: string) {
  const res = await fetch(`${server.url}/api${url}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), body };
}

const withParam = (url: string, name: string, value: string) => {
  const u = new URL(url, 'http://x');
  u.searchParams.set(name, value);
  return `${u.pathname}${u.search}`;
};

describe('signed file links', () => {
  it('opens the file without a token, for a few minutes only', async () => {
    const r = await issue(buyer.token, doc);
    expect(r.status).toBe(200);
    expect(r.body.url).toMatch(
      /^\/api\/blob-link\/Documents\/.+\?u=\d+&d=1001&exp=\d+&sig=[\w-]+$/,
    );
    expect(r.body.url).not.toContain(buyer.token);
    const minutes = (Date.parse(r.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(1);
    expect(minutes).toBeLessThanOrEqual(5);
    const file = await open(r.body.url);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('issues links by the same rules as the file: a viewer gets none for an invoice', async () => {
    expect((await issue(buyer.token, invoice)).status).toBe(200);
    expect((await issue(viewer.token, invoice)).status).toBe(403);
    expect((await issue(buyer.token, 'Invoices/D1002/INV-1.pdf')).status).toBe(404);
    expect((await issue(buyer.token, '../../etc/passwd')).status).toBe(400);
    expect((await call(server, 'POST', '/api/blob-links', { body: { path: doc } })).status).toBe(
      401,
    );
  });

  it('refuses a tampered, re-pointed, re-assigned or expired link', async () => {
    const { url } = (await issue(buyer.token, invoice)).body;
    expect((await open(url)).status).toBe(200);
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const refused = [
      withParam(url, 'sig', flipped),
      withParam(url, 'd', '1002'),
      withParam(url, 'u', String(viewer.id)),
      withParam(
        url,
        'exp',
        String(Number(new URL(url, 'http://x').searchParams.get('exp')) + 3600),
      ),
      url.replace(/\/api\/blob-link\/[^?]+/, `/api/blob-link/${doc.replace('/api/blob/', '')}`),
      url.split('?')[0],
    ];
    // Signed with the server's own key but already past: expired.
    const past = Math.floor(Date.now() / 1000) - 1;
    const path = invoice;
    const key = createHmac('sha256', JWT_SECRET).update('portal signed file links v1').digest();
    const expiredSig = createHmac('sha256', key)
      .update(`${buyer.id}\n1001\n${path}\n${past}`)
      .digest('base64url');
    refused.push(`/api/blob-link/${path}?u=${buyer.id}&d=1001&exp=${past}&sig=${expiredSig}`);
    // The same construction a minute ahead is accepted: the refusal above is the expiry.
    const ahead = past + 61;
    const aheadSig = createHmac('sha256', key)
      .update(`${buyer.id}\n1001\n${path}\n${ahead}`)
      .digest('base64url');
    expect(
      (await open(`/api/blob-link/${path}?u=${buyer.id}&d=1001&exp=${ahead}&sig=${aheadSig}`))
        .status,
    ).toBe(200);
    for (const bad of refused) {
      const r = await open(bad);
      expect([bad, r.status]).toEqual([bad, 403]);
      expect(JSON.parse(r.body.toString()).message).toBe('This link is invalid or has expired');
    }
  });

  it('never takes a bearer token from the query string', async () => {
    const res = await fetch(`${server.url}/api/api/blob/${invoice}?access_token=${buyer.token}`);
    expect(res.status).toBe(401);
  });
});
