import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { ZipFile } from 'yazl';
import { call, login, startServer, type Session, type TestServer } from './support/server';

// Malformed input to the import feed, over HTTP against the real server: each body that once
// answered 500 and lost the whole file, dates neither PostgreSQL nor JavaScript hold, control
// characters in keys, values and searches, a line longer than the bound, and spreadsheet formulas
// in the downloaded report. A bad row is refused with its line and reason; the good rows of the
// file are applied; a file that cannot be read at all is a 4xx naming why.
let server: TestServer;
let admin: Session;
let key: string;

beforeAll(async () => {
  server = await startServer();
  admin = await login(server, 'admin');
  const r = await call(server, 'POST', '/service-accounts', {
    token: admin.token,
    body: { name: 'erp-input' },
  });
  key = r.body.key;
});
afterAll(() => server?.stop());

// Report bodies are asserted on directly.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any };

/** Sends bytes to the import endpoint as the raw body. */
async function send(kind: string, body: string | Buffer, query = ''): Promise<Answer> {
  const r = await fetch(`${server.url}/api/import/${kind}${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' },
    body,
  });
  const text = await r.text();
  try {
    return { status: r.status, body: JSON.parse(text) };
  } catch {
    return { status: r.status, body: text };
  }
}

/** A wholegoods order line as the feed sends it. */
const order = (orderNumber: string, extra: Record<string, unknown> = {}) => ({
  orderNumber,
  salesOrderLineId: 1,
  tradingPartnerId: 1001,
  scheduleStatus: 'Scheduled',
  orderedDate: '2026-10-01',
  invoiceAmount: '100.00',
  invoiceStatus: 'Open',
  ...extra,
});
const line = (r: object) => JSON.stringify(r);
const CSV_HEADER = 'orderNumber,salesOrderLineId,tradingPartnerId,orderedDate,invoiceStatus';

/** The seven bodies that answered 500: each with one good row, which must be applied. */
const MALFORMED: { name: string; body: () => string; refused: { line: number; reason: RegExp } }[] =
  [
    {
      name: 'a NUL byte in a field value',
      body: () =>
        [line(order('INPNUL1')), line(order('INPNUL2', { invoiceStatus: 'Op\0en' }))].join('\n'),
      refused: { line: 2, reason: /^invoiceStatus: control character U\+0000/ },
    },
    {
      name: 'a NUL byte in a key',
      body: () => [line(order('INPNULK1')), line(order('INPNUL\0K2'))].join('\n'),
      refused: { line: 2, reason: /^orderNumber: control character U\+0000/ },
    },
    {
      name: 'the date 0000-01-01',
      body: () =>
        [line(order('INPYEAR1')), line(order('INPYEAR2', { orderedDate: '0000-01-01' }))].join(
          '\n',
        ),
      refused: { line: 2, reason: /^orderedDate: .*0000-01-01/ },
    },
    {
      name: 'a first line [...]',
      body: () => [`[${line(order('INPARR0'))}]`, line(order('INPARR1'))].join('\n'),
      refused: { line: 1, reason: /^not a JSON object/ },
    },
    {
      name: 'a first line null',
      body: () => ['null', line(order('INPNULL1'))].join('\n'),
      refused: { line: 1, reason: /^not a JSON object/ },
    },
    {
      name: 'an unterminated CSV quote',
      body: () =>
        [CSV_HEADER, 'INPQ1,1,1001,2026-10-01,Open', 'INPQ2,1,1001,2026-10-01,"Open'].join('\n'),
      refused: { line: 3, reason: /quote/i },
    },
    {
      name: 'a CSV quote inside a field',
      body: () =>
        [CSV_HEADER, 'INPQM1,1,1001,2026-10-01,Open', 'INP"QM2,1,1001,2026-10-01,Open'].join('\n'),
      refused: { line: 3, reason: /quote/i },
    },
  ];

describe('the bodies that answered 500: the bad row refused with its line, the good one applied', () => {
  for (const { name, body, refused } of MALFORMED)
    test(name, async () => {
      for (const mode of ['good-rows', 'all-or-nothing']) {
        const r = await send('wholegoods-orders', body(), `?mode=${mode}`);
        expect(r.status).toBe(mode === 'good-rows' ? 200 : 422);
        expect(r.body).toMatchObject({ refused: 1, inserted: mode === 'good-rows' ? 1 : 0 });
        expect(r.body.errors).toEqual([
          { line: refused.line, reason: expect.stringMatching(refused.reason) },
        ]);
      }
    });
});

test('binary data is a 400 naming why, and nothing is applied', async () => {
  const gzip = Buffer.from([
    0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xff, 0xfe, 0x00, 0x80,
  ]);
  for (const body of [gzip, readFileSync(process.execPath).subarray(0, 4096)]) {
    const r = await send('wholegoods-orders', body);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^The file is not text/);
  }
});

test('dates that PostgreSQL or JavaScript cannot hold are refused per row, with the field', async () => {
  const bad = [
    '0000-01-01',
    '10000-01-01',
    '2026-02-30',
    '+02026-01-01',
    '2026-13-01',
    '-0001-01-01',
  ];
  const body = [
    line(order('INPDATEOK')),
    ...bad.map((d, i) => line(order(`INPDATE${i}`, { orderedDate: d }))),
  ];
  const r = await send('wholegoods-orders', body.join('\n'));
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ inserted: 1, refused: bad.length });
  expect(r.body.errors.map((e: { line: number }) => e.line)).toEqual(bad.map((_, i) => i + 2));
  for (const e of r.body.errors) expect(e.reason).toMatch(/^orderedDate: /);
});

test('control characters in a key are refused: two claims no longer collide through the separator', async () => {
  const claim = (no: string, sn: string) => ({
    calL_NO_X: no,
    product_sn: sn,
    call_d: '2026-10-07',
    tp_name_x: 'D1001',
    calL_TYPE_X: 'Warranty',
    complaint_c: `claim ${JSON.stringify([no, sn])}`,
    call_status: 'Open',
    current_status: 'Submitted',
  });
  // Joined with U+001F, both keys were 'claims␟INPC␟1␟X␟2026-10-07'.
  const r = await send(
    'claims',
    [line(claim('INPC\u001f1', 'X')), line(claim('INPC', '1\u001fX'))].join('\n'),
  );
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ inserted: 0, refused: 2 });
  expect(r.body.errors).toEqual([
    { line: 1, reason: expect.stringMatching(/^calL_NO_X: control character U\+001F/) },
    { line: 2, reason: expect.stringMatching(/^product_sn: control character U\+001F/) },
  ]);
  // A tab or a line break in a key is refused too; in a text value they are kept.
  const t = await send(
    'wholegoods-orders',
    [
      line(order('INP\tTAB')),
      line(order('INPLF', { customerPoNumber: 'two\nlines\tand a tab' })),
    ].join('\n'),
  );
  expect(t.body).toMatchObject({ inserted: 1, refused: 1 });
  expect(t.body.errors[0]).toEqual({
    line: 1,
    reason: expect.stringMatching(/^orderNumber: control character U\+0009/),
  });
});

test('a search of control characters is a 400 naming them, on every kind of list', async () => {
  const lists = [
    '/wholegoods/1001?page=1', // read a page at a time in SQL
    '/allinvoices/1001?page=1',
    '/wholegoods/1001?', // read whole, filtered in memory
    '/dealerview?page=1',
    '/search/1001?', // the top bar's number search
  ];
  for (const list of lists) {
    for (const q of ['\u001f', 'a\u0000b', '\u007f']) {
      const r = await call(server, 'GET', `${list}&q=${encodeURIComponent(q)}`, {
        token: admin.token,
      });
      expect(r.status).toBe(400);
      // NUL is refused before the route by the rule for every query string.
      expect(r.body.message).toMatch(/^(q: control characters|querystring\.q contains a NUL)/);
    }
    // A plain search still answers.
    expect((await call(server, 'GET', `${list}&q=a`, { token: admin.token })).status).toBe(200);
  }
});

/** The server's resident memory, in MiB (the test servers are plain node processes). */
function rssMiB(): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** Streams `total` bytes of one line without a newline; the status, and the bytes the server took
 * before it answered. */
function streamLongLine(
  kind: string,
  head: string,
  total: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/api/import/${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
      res.on('error', reject);
    });
    // The server may close the connection once it answered: what is left is not sent.
    req.on('error', () => undefined);
    const chunk = Buffer.alloc(1024 * 1024, 'x');
    let sent = 0;
    req.write(head);
    const more = () => {
      while (sent < total && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', more);
      }
      req.end();
    };
    more();
  });
}

test('a line longer than 1 MiB is refused early with a 413 naming the line; memory stays flat', async () => {
  const before = rssMiB();
  for (const [kind, head] of [
    ['wholegoods-orders', `${line(order('INPLONG0'))}\n{"orderNumber":"`],
    ['wholegoods-orders', `${CSV_HEADER}\nINPLONG2,1,1001,2026-10-01,"`],
    ['wholegoods-orders', `${CSV_HEADER}\nINPLONG3,1,1001,2026-10-01,`],
  ]) {
    const r = await streamLongLine(kind, head, 64 * 1024 * 1024);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body).message).toMatch(/^Line 2 is longer than 1048576 bytes/);
  }
  // The server still answers, and has not read the lines whole.
  expect((await call(server, 'GET', '/health')).status).toBe(200);
  const after = rssMiB();
  console.log(
    `three 64 MiB lines refused: server RSS ${before.toFixed(0)} -> ${after.toFixed(0)} MiB`,
  );
  expect(after - before).toBeLessThan(100);
  // A line just under the bound is read: its row is refused, as its text is longer than a field
  // holds, and the next row is applied.
  const long = line(order('INPLONGOK', { customerPoNumber: 'p'.repeat(1024 * 1024 - 300) }));
  const ok = await send('wholegoods-orders', `${long}\n${line(order('INPLONGNEXT'))}`);
  expect(ok.status).toBe(200);
  expect(ok.body).toMatchObject({ inserted: 1, refused: 1 });
  expect(ok.body.errors[0]).toEqual({
    line: 1,
    reason: expect.stringMatching(/^customerPoNumber: longer than 1000 bytes/),
  });
});

/** A zip archive made here (yazl), of files by path. */
function zip(files: Record<string, Buffer>): Promise<Buffer> {
  const z = new ZipFile();
  for (const [name, data] of Object.entries(files)) z.addBuffer(data, name);
  z.end();
  const parts: Buffer[] = [];
  return new Promise((resolve, reject) => {
    z.outputStream.on('data', (c: Buffer) => parts.push(c));
    z.outputStream.on('end', () => resolve(Buffer.concat(parts)));
    z.outputStream.on('error', reject);
  });
}

test('errors.csv: a cell a spreadsheet would run as a formula starts with a quote', async () => {
  const names = ['=HYPERLINK("http://x")', '+1+cmd|x', '-2+3+cmd|x', '@SUM(A1)'];
  const body = await zip(
    Object.fromEntries(names.map((n) => [`${n}.pdf`, Buffer.from('%PDF-1.4')])),
  );
  const r = await fetch(`${server.url}/api/import/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/zip' },
    body,
  }).then((x) => x.json() as Promise<{ refused: number; id: number }>);
  expect(r.refused).toBe(names.length);
  const csv = await call(server, 'GET', `/imports/${r.id}/errors.csv`, { token: admin.token });
  const cells = (csv.body as string)
    .split('\r\n')
    .slice(1, -1)
    .map((l) => l.split(',')[1]);
  expect(cells).toEqual([
    `"'=HYPERLINK(""http://x"").pdf"`,
    `'+1+cmd|x.pdf`,
    `'-2+3+cmd|x.pdf`,
    `'@SUM(A1).pdf`,
  ]);
});
