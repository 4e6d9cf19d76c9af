import { connect } from 'node:net';
import { API_RULES } from '@portal/shared/access';
import { login, startServer, type TestServer } from '../support/server';
import { clientToken, SANDBOX } from '../support/dealerApi';
import { stockSerials, validClaim } from '../support/claims';

// Bad input gets a clear error, never a 500: requests generated from the access table — odd path ids, odd query
// values, odd dealer headers, malformed and wrongly typed bodies, wrong content
// types — for every route and two roles. Every answer must be a 4xx (or a 2xx for input the
// route may accept), never a 5xx, always the JSON error shape, never a stack trace.
let server: TestServer;
const tokens: string[] = [];
/** The dealer API's routes are fuzzed with an API client's token too (the sandbox's). */
const clientTokens: string[] = [];
let sent = 0;
let failures: string[] = [];

beforeAll(async () => {
  // The claim form's fuzz files hundreds of claims as one buyer: no per-user claim limit here.
  server = await startServer({ CLAIMS_PER_HOUR: '100000', CLAIM_MB_PER_DAY: '1000000' });
  tokens.push((await login(server, 'admin')).token, (await login(server, 'buyer')).token);
  clientTokens.push(await clientToken(server, SANDBOX.clientId, SANDBOX.clientSecret));
});
afterAll(async () => {
  console.log(`fuzz: ${sent} requests`);
  await server.stop();
});

const ODD_IDS = [
  "1001' OR '1'='1",
  '-1',
  '0',
  '1e3',
  'x'.repeat(3000),
  'Ünïcødé✓',
  '%00',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '9999999999999999999999',
  'null',
];
const ODD_QUERIES = [
  'page=abc',
  'page=-1&pageSize=0',
  'pageSize=1e9',
  'sort=%3BDROP%20TABLE%20users',
  'order=sideways&page=1',
  `q=${encodeURIComponent("' OR 1=1 --")}&page=1`,
  `q=${'%F0%9F%92%A5'.repeat(500)}&page=1`,
  'q[]=a&q[]=b',
  'email=%00',
  'limit=-5&dealer=abc&kind=nope',
];
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
const ODD_DEALERS = ['abc', '-5', '1001 OR 1=1', '1'.repeat(40), ''];
const ODD_BODIES: { type: string; body: string }[] = [
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '42' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '{}' },
  {
    type: 'application/json',
    body: JSON.stringify({ email: 7, password: [], role: {}, kind: 1, form: 'x', title: 5 }),
  },
  {
    type: 'application/json',
    body: JSON.stringify({ email: 'a@b.c', role: 'Emperor', tradingPartnerId: 'D1001' }),
  },
  { type: 'application/json', body: JSON.stringify({ kind: 'pdi', form: { checklists: 'all' } }) },
  { type: 'application/json', body: `{"a":"${'\\u0000'.repeat(50)}"}` },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/xml', body: '<a/>' },
  { type: 'multipart/form-data; boundary=zzz', body: '--zzz\r\nbroken' },
  { type: 'application/x-www-form-urlencoded', body: 'email=a&password=b' },
  // 10 MB, ten times the JSON limit: a 413 the client can read, not a reset.
  { type: 'application/json', body: `{"email":"${'x'.repeat(10 * 1024 * 1024)}"}` },
  { type: 'multipart/form-data; boundary=zzz', body: `--zzz\r\n${'y'.repeat(10 * 1024 * 1024)}` },
];

/** A path with its parameters filled: a plausible value, or the odd one under test. */
function fill(path: string, odd?: string) {
  return path
    .replace(':id', odd ?? '1001')
    .replace(':userId', odd ?? '1')
    .replace(':email', odd ?? 'nobody%40portal.test')
    .replace(/:\w+/g, odd ?? 'Nothing_here')
    .replace('*', odd ?? 'Sales_Orders/D1001/none.pdf');
}

/** One request over a raw socket, reading whatever the server answered before it closed. */
function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(server.url);
  const payload = Buffer.from(body ?? '', 'utf8');
  const head =
    `${method} /api${url} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n` +
    Object.entries({
      ...headers,
      'content-length': String(payload.length),
    })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('') +
    '\r\n';
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => {
      socket.write(head);
      if (payload.length) socket.write(payload);
    });
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer in 15 s')));
    socket.on('data', (c: Buffer) => chunks.push(c));
    const done = (error?: Error) => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
      if (!status) return reject(error ?? new Error('no answer'));
      const [, rest = ''] = raw.split('\r\n\r\n', 2);
      // A chunked answer: keep the JSON between the size lines.
      const text = /^[0-9a-f]+\r\n/i.test(rest)
        ? rest.replace(/^[0-9a-f]+\r\n|\r\n[0-9a-f]+\r\n/gi, '')
        : rest;
      resolve({ status, text: text.replace(/\r\n0\r\n\r\n$/, '').trim() });
    };
    socket.on('error', (e) => done(e));
    socket.on('close', () => done());
  });
}

async function probe(
  label: string,
  method: string,
  url: string,
  init: { headers: Record<string, string>; body?: string },
) {
  sent++;
  let status = 0;
  let text = '';
  try {
    ({ status, text } = await send(method, url, init.headers, init.body));
  } catch (e) {
    failures.push(`${label}: ${method} ${url.slice(0, 80)} → ${(e as Error).message}`);
    return;
  }
  const stack = /\bat .+\.(js|ts|mjs):\d+|node_modules\//.test(text);
  let shapeOk = true;
  if (status >= 400 && text) {
    try {
      const j = JSON.parse(text);
      // The dealer API refuses as RFC 9457 problems, its token endpoint as RFC 6749 §5.2 says.
      shapeOk = url.startsWith('/v1/')
        ? (j.status === status && typeof j.detail === 'string' && typeof j.type === 'string') ||
          (url.startsWith('/v1/oauth/') && typeof j.error_description === 'string')
        : typeof j.message === 'string' && j.statusCode === status;
    } catch {
      shapeOk = false;
    }
  }
  if (status >= 500 || stack || !shapeOk)
    failures.push(`${label}: ${method} ${url.slice(0, 80)} → ${status} ${text.slice(0, 160)}`);
}

// Routes that would change seeded data with a plausible id are probed only with odd ids.
const destructive = (method: string) => method === 'DELETE';

describe('fuzz: every route answers bad input with a 4xx and a message', () => {
  for (const rule of API_RULES) {
    it(`${rule.method} ${rule.path}`, async () => {
      failures = [];
      for (const token of rule.who === 'apiClient' ? [...tokens, ...clientTokens] : tokens) {
        const auth = { authorization: `Bearer ${token}` };
        const hasParams = /[:*]/.test(rule.path);
        if (hasParams)
          for (const odd of ODD_IDS)
            await probe('odd id', rule.method, fill(rule.path, encodeURI(odd)), { headers: auth });
        if (!destructive(rule.method)) {
          for (const q of ODD_QUERIES)
            await probe('odd query', rule.method, `${fill(rule.path)}?${q}`, { headers: auth });
          for (const d of ODD_DEALERS)
            await probe('odd dealer header', rule.method, fill(rule.path), {
              headers: { ...auth, 'X-Dealer-Id': d },
            });
        }
        if (rule.method === 'POST' || rule.method === 'PUT') {
          const path = fill(rule.path, hasParams ? 'Nothing_here' : undefined);
          for (const b of ODD_BODIES)
            await probe('odd body', rule.method, path, {
              headers: {
                ...auth,
                'content-type': b.type,
                // The dealer API's writes need a key: with one, the odd body itself is read.
                ...(rule.who === 'apiClient' ? { 'idempotency-key': `fuzz-${sent}` } : {}),
              },
              body: b.body,
            });
        }
      }
      expect(failures).toEqual([]);
    });
  }

  // `sort=__proto__` reached Object.prototype through an `in` check and answered 500.
  // Every lookup keyed by client input must see own properties only: the names every object
  // inherits, as each query value a list route reads, over every GET route of the access table.
  it('answers names every object inherits (__proto__, constructor, ...) with a 4xx, never a 5xx', async () => {
    failures = [];
    let refusedSorts = 0;
    const gets = API_RULES.filter((r) => r.method === 'GET');
    for (const rule of gets)
      for (const name of INHERITED)
        for (const q of [
          `sort=${name}&page=1`,
          `sort=${name}`,
          `sort=${name}&page=1&view=open`,
          `view=${name}&page=1`,
          `tab=${name}&kind=${name}&category=${name}`,
          `order=${name}&q=${name}&page=1`,
        ]) {
          const url = `${fill(rule.path)}?${q}`;
          sent++;
          const r = await send('GET', url, {
            authorization: `Bearer ${tokens[0]}`,
            'X-Dealer-Id': '1001',
          });
          if (r.status >= 500) failures.push(`GET ${url} → ${r.status} ${r.text.slice(0, 120)}`);
          if (
            q.startsWith('sort=') &&
            q.endsWith('page=1') &&
            r.status === 400 &&
            /sort must be one of/.test(r.text)
          )
            refusedSorts++;
        }
    expect(failures).toEqual([]);
    // Every paged list refuses each of them as an unknown column (nine lists, five names).
    expect(refusedSorts).toBeGreaterThanOrEqual(9 * INHERITED.length);
  });

  it('sent well over 500 requests', () => {
    expect(sent).toBeGreaterThan(500);
  });
});

// The warranty claim form (multipart: the claim's JSON and its photos), fuzzed as the other
// operations are: a valid claim with one or more of its values replaced by odd ones, and odd
// multipart bodies around it. Seeded, so a failure repeats; bounded in count. Never a 5xx.
describe('fuzz: the warranty claim form and its multipart', () => {
  /** mulberry32: a small seeded generator, the same sequence on every run. */
  function seeded(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const random = seeded(43);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

  const ODD_VALUES: unknown[] = [
    '\u0000',
    'SN\u0000',
    '',
    ' ',
    'x'.repeat(5000),
    'Ünïcødé✓💥',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '2026-02-30',
    '9999-99-99',
    '0000-00-00',
    -1,
    0,
    -0,
    0.001,
    1e9,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    null,
    true,
    [],
    {},
    { __proto__: { polluted: 1 } },
    '__proto__',
    'constructor',
  ];
  const FIELDS = [
    'serial',
    'failureDate',
    'repairDate',
    'hours',
    'failureKind',
    'authorizationNumber',
    'complaint',
    'cause',
    'correction',
    'labourHours',
    'parts',
    'part.partNumber',
    'part.quantity',
    'part.dealerCost',
    'extra',
  ];
  const PDF = '%PDF-1.4\n%%EOF\n';
  const ODD_NAMES = ['../../etc/passwd.pdf', 'a\u0000.pdf', 'x"y.pdf', '.pdf', '💥.pdf', 'a.exe'];

  let serial = '';
  let sandboxSerial = '';
  beforeAll(async () => {
    [serial] = await stockSerials(server, 1001, tokens[1]);
    // The sandbox client files the same claims for its own dealer: one of its machines.
    const units = await fetch(`${server.url}/api/v1/inventory?limit=500`, {
      headers: { authorization: `Bearer ${clientTokens[0]}` },
    });
    const items = ((await units.json()) as { items: { serialNo: string; status?: string }[] })
      .items;
    sandboxSerial = items.find((u) => !u.status)!.serialNo;
  });

  /** A valid claim with `n` of its values made odd. */
  function oddClaim(n: number): Record<string, unknown> {
    const c: Record<string, unknown> = JSON.parse(JSON.stringify(validClaim(serial)));
    const part = () => ({ partNumber: 'P-1', quantity: 1, dealerCost: 1 });
    for (let i = 0; i < n; i++) {
      const field = pick(FIELDS);
      const value = pick(ODD_VALUES);
      if (field.startsWith('part.')) {
        const parts = Array.isArray(c.parts) && c.parts[0] ? c.parts : (c.parts = [part()]);
        (parts as Record<string, unknown>[])[0][field.slice(5)] = value;
      } else if (field === 'parts')
        c.parts = random() < 0.5 ? value : Array.from({ length: 60 }, part);
      else c[field] = value;
    }
    return c;
  }

  /** A multipart body in text (every file a PDF: its bytes are text), its boundary given. */
  function multipart(
    parts: { name: string; file?: string; type?: string; value: string }[],
    boundary: string,
  ) {
    return (
      parts
        .map(
          (p) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
            (p.file !== undefined
              ? `; filename="${p.file}"\r\nContent-Type: application/pdf`
              : p.type
                ? `\r\nContent-Type: ${p.type}`
                : '') +
            `\r\n\r\n${p.value}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`
    );
  }
  const photos = [
    { name: 'failurePhotos', file: 'a.pdf', value: PDF },
    { name: 'failurePhotos', file: 'b.pdf', value: PDF },
    { name: 'serialPhotos', file: 'c.pdf', value: PDF },
  ];

  /** Files the body on the claim screen's route and through the dealer API (the same service). */
  async function fileOdd(label: string, body: string, boundary = 'fuzzclaim') {
    const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    await probe(label, 'POST', '/service/claims', {
      headers: { authorization: `Bearer ${tokens[1]}`, ...type },
      body,
    });
    await probe(label, 'POST', '/v1/claims', {
      headers: {
        authorization: `Bearer ${clientTokens[0]}`,
        'idempotency-key': `fuzz-claim-${sent}`,
        ...type,
      },
      body,
    });
  }

  it('answers 150 claims with odd values with a 2xx or a 4xx naming what is wrong', async () => {
    failures = [];
    for (let i = 0; i < 150; i++) {
      const claim = JSON.stringify(oddClaim(1 + Math.floor(random() * 3)));
      await fileOdd(
        'odd claim',
        multipart([{ name: 'claim', value: claim }, ...photos], 'fuzzclaim'),
      );
    }
    expect(failures).toEqual([]);
  });

  it('answers odd multipart bodies around a valid claim with a 4xx, never a 5xx', async () => {
    failures = [];
    const claim = JSON.stringify(validClaim(serial));
    const bodies = [
      multipart(photos, 'b'),
      multipart([{ name: 'claim', value: '{' }, ...photos], 'b'),
      multipart([{ name: 'claim', value: 'null' }, ...photos], 'b'),
      // A JSON part typed as such (as an OpenAPI client sends it), valid and not.
      multipart([{ name: 'claim', type: 'application/json', value: claim }, ...photos], 'b'),
      multipart([{ name: 'claim', type: 'application/json', value: '{' }, ...photos], 'b'),
      multipart([{ name: 'claim', type: 'application/json', value: '"x"' }, ...photos], 'b'),
      multipart(
        [
          {
            name: 'claim',
            type: 'application/json',
            value: JSON.stringify(validClaim(sandboxSerial)),
          },
          ...photos,
        ],
        'b',
      ),
      multipart([{ name: 'claim', value: '\u0000' }, ...photos], 'b'),
      multipart([{ name: 'claim', file: 'claim.pdf', value: claim }, ...photos], 'b'),
      multipart([{ name: 'claim', value: claim }, { name: 'claim', value: '[]' }, ...photos], 'b'),
      multipart(
        [
          { name: 'claim', value: claim },
          { name: '__proto__', file: 'p.pdf', value: PDF },
        ],
        'b',
      ),
      multipart(
        [{ name: 'claim', value: claim }, { name: 'constructor', value: 'x' }, ...photos],
        'b',
      ),
      ...ODD_NAMES.map((file) =>
        multipart(
          [{ name: 'claim', value: claim }, ...photos, { name: 'failurePhotos', file, value: PDF }],
          'b',
        ),
      ),
      multipart(
        [{ name: 'claim', value: claim }, ...Array.from({ length: 20 }, () => photos[0])],
        'b',
      ),
      multipart([{ name: 'claim', value: claim }, ...photos], 'b').slice(0, 200),
      `--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n`,
    ];
    for (const body of bodies) await fileOdd('odd claim multipart', body, 'b');
    expect(failures).toEqual([]);
  });
});
