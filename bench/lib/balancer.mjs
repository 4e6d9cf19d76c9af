// What the cluster's fault runs send through the balancer: one request, and a valid warranty
// registration (requirements 001 §5) with a serial of the caller's.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startCluster } from './cluster.mjs';
import { root } from './paths.mjs';

/** A request function over `agent` to `url`'s API: status (0 for a network error) and parsed body. */
export function requester(url, agent) {
  return (method, path, { token, body, headers = {} } = {}) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve) => {
      const req = http.request(
        `${url}/api${path}`,
        {
          method,
          agent,
          headers: {
            ...headers,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(data ? { 'content-type': 'application/json' } : {}),
          },
          timeout: 15_000,
        },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => {
            let parsed = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
          res.on('error', () => resolve({ status: 0 }));
        },
      );
      req.on('error', () => resolve({ status: 0 }));
      req.on('timeout', () => req.destroy());
      req.end(data);
    });
  };
}

/** The API tests' valid registration (api/test/support/warrantyForm.json) with `serialNumber`. */
const validForm = JSON.parse(
  readFileSync(join(root, 'api/test/support/warrantyForm.json'), 'utf8'),
);
export const warrantyForm = (serialNumber) => ({ ...validForm, serialNumber });

/**
 * Sends a warranty registration with its Idempotency-Key until it is acknowledged, as the
 * portal's client does (10 tries at most, 200 ms apart); `seen` is told each answer's status.
 * Answers whether it was acknowledged and how many tries were retries.
 */
export async function registerUntilAcknowledged(request, token, serial, key, seen = () => {}) {
  let retries = 0;
  for (let attempt = 0; attempt < 10; attempt++) {
    if (attempt) retries++;
    const r = await request('POST', '/api/send-email', {
      token,
      body: { kind: 'warranty', form: warrantyForm(serial) },
      headers: { 'Idempotency-Key': key },
    });
    seen(r.status);
    if (r.status >= 200 && r.status < 300) return { ok: true, retries };
    await new Promise((res) => setTimeout(res, 200));
  }
  return { ok: false, retries };
}

/** 3 API processes behind HAProxy on `port`, and a request function with `connections` sockets. */
export async function throughBalancer({ port, connections, env }) {
  const cluster = await startCluster({ port, processes: 3, env });
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return { cluster, agent, request: requester(cluster.url, agent) };
}

/** A demo account's session token (api/demo-accounts.json), signed in through `request`. */
export async function signIn(request, key) {
  const accounts = JSON.parse(readFileSync(join(root, 'api/demo-accounts.json'), 'utf8'));
  const a = accounts.find((x) => x.key === key);
  const r = await request('POST', '/auth/login', {
    body: { email: a.email, password: a.password },
  });
  return r.body.token;
}

/** A webhook endpoint for the registrations at `url`, registered by the demo admin: its answer
 * (the endpoint and its secret) and the admin's token. */
export async function registrationsWebhook(request, url) {
  const admin = await signIn(request, 'admin');
  const endpoint = await request('POST', '/integration/webhooks', {
    token: admin,
    body: { url, kinds: ['registration.submitted'] },
  });
  return { admin, endpoint };
}
