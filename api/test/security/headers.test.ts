import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHead, startServer, type TestServer } from '../support/server';

// Headers (OWASP ASVS V14.4): a CSP that lets scripts come only from the portal and
// the configured area origins, no inline script, no framing; HSTS only over TLS; no
// X-Powered-By.
const REMOTE = 'https://areas.example.com';
const directives = (csp: string | string[] | undefined) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('over plain HTTP, with an area origin configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ REMOTE_ORIGINS: REMOTE, TRUST_PROXY: '1' });
  });
  afterAll(() => server.stop());

  it('allows scripts from the portal and the configured area origin only', async () => {
    for (const path of ['/api/health', '/login', '/api/nope']) {
      const { headers } = await getHead(`${server.url}${path}`);
      const csp = directives(headers['content-security-policy']);
      expect([path, csp['script-src']]).toEqual([path, ["'self'", REMOTE]]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(headers['x-powered-by']).toBeUndefined();
      expect(headers['strict-transport-security']).toBeUndefined();
      // Over plain HTTP it would send every script request to https and blank the portal.
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
    }
  });

  it('sends HSTS when a trusted TLS terminator says the request came over HTTPS', async () => {
    const { headers } = await getHead(`${server.url}/api/health`, { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
  });
});

describe('without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('ignores a forged X-Forwarded-Proto, and allows no other script origin', async () => {
    const { headers } = await getHead(`${server.url}/api/health`, { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(directives(headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });
});

describe('served over TLS (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  let server: TestServer;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-tls-'));
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ]);
    if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
    server = await startServer({
      TLS_CERT_FILE: join(dir, 'cert.pem'),
      TLS_KEY_FILE: join(dir, 'key.pem'),
    });
  });
  afterAll(() => server.stop());

  it('sends HSTS on every response', async () => {
    expect(server.url).toMatch(/^https:/);
    for (const path of ['/api/health', '/api/nope']) {
      const { headers } = await getHead(`${server.url}${path}`);
      expect([path, headers['strict-transport-security']]).toEqual([
        path,
        'max-age=31536000; includeSubDomains',
      ]);
      expect(directives(headers['content-security-policy'])['upgrade-insecure-requests']).toEqual(
        [],
      );
    }
  });
});
