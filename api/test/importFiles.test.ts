import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { call, login, startServer, type Session, type TestServer } from './support/server';
import { importFilesCommand, zip } from './support/zips';

// The import feed's files (decision 0056) over HTTP against the real server:
// sales-order and invoice PDFs, statements and library documents from a folder (the command)
// and from an archive (the endpoint), served byte for byte by the portal's downloads; re-imports,
// the per-file report, and who may import and read them.
let server: TestServer;
let admin: Session;
let buyer: Session;
let key: string;
const work = mkdtempSync(join(tmpdir(), 'import-files-test-'));

const jsonl = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
/** A small PDF of its own bytes: the import checks the content's %PDF- header, not the name. */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

const SO = 'Sales_Orders/D1001/FILESO1.pdf';
const INV = 'Invoices/D1001/FILEINV1.pdf';
const STATEMENT = 'Statements/Statement_D1001_10312026.pdf';
const DOC = 'Documents/Imported Tab/Imported Guide.pdf';

// Report bodies are asserted on directly, as call() answers them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function importBody(body: Buffer, query = '', token = key): Promise<{ status: number; body: any }> {
  return fetch(`${server.url}/api/import/files${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
    body,
  }).then(async (r) => ({ status: r.status, body: await r.json() }));
}

/** `import files <folder>` (the command). */
async function importFolder(files: Record<string, Buffer>) {
  const dir = mkdtempSync(join(work, 'folder-'));
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), data);
  }
  const { code, out } = await importFilesCommand(server, dir);
  expect(code).toBe(0);
  admin = await login(server, 'admin');
  buyer = await login(server, 'buyer');
  return JSON.parse(out);
}

/** The bytes the dealer downloads, through the route each screen uses. */
async function download(path: string, session: Session = buyer) {
  const r = await fetch(`${server.url}/api/api/blob/${encodeURI(path)}?download=true`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return { status: r.status, bytes: Buffer.from(await r.arrayBuffer()) };
}

async function expectServed(files: Record<string, Buffer>) {
  const auth = { token: buyer.token };
  const so = await call(server, 'GET', '/api/files/find/Sales_Orders/FILESO1', auth);
  expect(so.body).toEqual({ path: SO });
  const inv = await call(server, 'GET', '/api/files/find/Invoices/FILEINV1', auth);
  expect(inv.body).toEqual({ path: INV });
  const list = await call(server, 'GET', '/api/blob-statements/D1001', auth);
  expect(list.body).toContainEqual({ name: 'Statement_D1001_10312026.pdf' });
  const library = await call(server, 'GET', '/api/pdf-library', auth);
  expect(library.body['Imported Tab']).toEqual([
    expect.objectContaining({ name: 'Imported Guide.pdf', path: `/api/blob/${DOC}` }),
  ]);
  for (const path of [SO, INV, STATEMENT, DOC])
    expect((await download(path)).bytes.equals(files[path])).toBe(true);
  const viaLibrary = await fetch(
    `${server.url}/api/api/pdf-library/Imported%20Tab/Imported%20Guide.pdf`,
    { headers: { authorization: `Bearer ${buyer.token}` } },
  );
  expect(Buffer.from(await viaLibrary.arrayBuffer()).equals(files[DOC])).toBe(true);
}

/** One row of a record kind through the record feed. */
const records = async (kind: string, row: object) =>
  fetch(`${server.url}/api/import/${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson' },
    body: jsonl([row]),
  }).then((res) => expect(res.status).toBe(200));

beforeAll(async () => {
  server = await startServer();
  admin = await login(server, 'admin');
  buyer = await login(server, 'buyer');
  const r = await call(server, 'POST', '/service-accounts', {
    token: admin.token,
    body: { name: 'erp-files' },
  });
  key = r.body.key;
  // The records the PDFs belong to, through the record feed.
  await records('wholegoods-orders', {
    orderNumber: 'FILESO1',
    salesOrderLineId: 1,
    tradingPartnerId: 1001,
  });
  await records('parts-invoices', { invoicenO_X: 'FILEINV1', tradingPartnerId: 1001 });
});
afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

const first: Record<string, Buffer> = {
  [SO]: pdf('sales order, first copy'),
  [INV]: pdf('invoice, first copy'),
  [STATEMENT]: pdf('statement of October'),
  [DOC]: pdf('guide, first edition'),
};

test('each kind from a folder (the command): stored, listed and downloaded byte for byte', async () => {
  // Before the import the demo's rendering answers: a PDF, but not these bytes.
  expect((await download(SO)).status).toBe(404); // not drawn yet: found through /find first
  const drawn = await call(server, 'GET', '/api/files/find/Sales_Orders/FILESO1', {
    token: buyer.token,
  });
  expect(drawn.body).toEqual({ path: SO });
  expect((await download(SO)).bytes.subarray(0, 5).toString()).toBe('%PDF-');

  const report = await importFolder({ ...first, '.DS_Store': Buffer.from('x') });
  expect(report).toMatchObject({
    kind: 'files',
    status: 'applied',
    rowsRead: 4,
    // The drawn sales order is replaced by the imported one.
    inserted: 3,
    updated: 1,
    unchanged: 0,
    refused: 0,
    errors: [],
    dealers: [1001],
  });
  await expectServed(first);
});

test('from an archive (the endpoint): identical files change nothing, changed ones replace', async () => {
  const same = await importBody(await zip(first));
  expect(same.status).toBe(200);
  expect(same.body).toMatchObject({ rowsRead: 4, inserted: 0, updated: 0, unchanged: 4 });
  expect(same.body.dealers).toEqual([]);

  const changed = {
    ...first,
    [SO]: pdf('sales order, revised'),
    [INV]: pdf('invoice, revised'),
    [DOC]: pdf('guide, second edition'),
  };
  // An export's own folder above the layout is left out.
  const inFolder = Object.fromEntries(
    Object.entries(changed).map(([name, data]) => [`export-2026-11/${name}`, data]),
  );
  const replaced = await importBody(await zip(inFolder));
  expect(replaced.body).toMatchObject({
    status: 'applied',
    rowsRead: 4,
    inserted: 0,
    updated: 3,
    unchanged: 1,
    refused: 0,
  });
  await expectServed(changed);
  const again = await importBody(await zip(inFolder));
  expect(again.body).toMatchObject({ inserted: 0, updated: 0, unchanged: 4 });
  await expectServed(changed);

  const runs = (await call(server, 'GET', '/imports', { token: admin.token })).body;
  expect(runs[0]).toMatchObject({ kind: 'files', source: 'erp-files', status: 'applied' });
  const audit = (await call(server, 'GET', '/audit?limit=5', { token: admin.token })).body;
  expect(audit).toContainEqual(
    expect.objectContaining({ action: 'import', userEmail: 'erp-files' }),
  );
});

test('a document imported while the library is kept in memory is listed and served at once', async () => {
  // Decision 0077: every process keeps the library; an import makes it forget its copy.
  const auth = { token: buyer.token };
  expect((await call(server, 'GET', '/api/pdf-library', auth)).body['Later Tab']).toBeUndefined();
  const bytes = pdf('a later guide');
  const added = await importBody(await zip({ 'Documents/Later Tab/Later Guide.pdf': bytes }));
  expect(added.body).toMatchObject({ status: 'applied', inserted: 1 });
  expect((await call(server, 'GET', '/api/pdf-library', auth)).body['Later Tab']).toEqual([
    expect.objectContaining({ name: 'Later Guide.pdf' }),
  ]);
  const served = await fetch(`${server.url}/api/api/pdf-library/Later%20Tab/Later%20Guide.pdf`, {
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
});

test('bad files: the exact per-file report; all-or-nothing stores none', async () => {
  const files = {
    'Sales_Orders/D9999/FILESO1.pdf': pdf('a'),
    'Sales_Orders/D1001/NOSUCH1.pdf': pdf('b'),
    'Invoices/D1001/NOSUCH2.pdf': pdf('c'),
    'Documents/Imported Tab/Not A Pdf.pdf': Buffer.from('<html>not a pdf</html>'),
    'Statements/Statement_D1001_13012026.pdf': pdf('d'),
    'readme.txt': Buffer.from('hello'),
    'Statements/Statement_D1001_11302026.pdf': pdf('statement of November'),
  };
  const body = await zip(files);
  const refused = await importBody(body, '?mode=all-or-nothing');
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({ status: 'refused', inserted: 0, refused: 6 });
  expect((await download('Statements/Statement_D1001_11302026.pdf')).status).toBe(404);

  const applied = await importBody(body);
  expect(applied.status).toBe(200);
  expect(applied.body).toMatchObject({ status: 'applied', rowsRead: 7, inserted: 1, refused: 6 });
  expect(applied.body.errors).toEqual([
    { line: 1, file: 'Sales_Orders/D9999/FILESO1.pdf', reason: 'unknown dealer: D9999' },
    {
      line: 2,
      file: 'Sales_Orders/D1001/NOSUCH1.pdf',
      reason: 'unknown sales order: NOSUCH1 of dealer D1001',
    },
    {
      line: 3,
      file: 'Invoices/D1001/NOSUCH2.pdf',
      reason: 'unknown invoice: NOSUCH2 of dealer D1001',
    },
    {
      line: 4,
      file: 'Documents/Imported Tab/Not A Pdf.pdf',
      reason: 'not a PDF (its content is not one)',
    },
    {
      line: 5,
      file: 'Statements/Statement_D1001_13012026.pdf',
      reason: 'not a statement date: 13012026 (MMDDYYYY)',
    },
    {
      line: 6,
      file: 'readme.txt',
      reason:
        'not a file of the feed (expected Sales_Orders/<dealer>/<order>.pdf, Invoices/<dealer>/<invoice>.pdf, Statements/<prefix>_<dealer>_<MMDDYYYY>.pdf or Documents/<tab>/<name>.pdf)',
    },
  ]);
  const november = await download('Statements/Statement_D1001_11302026.pdf');
  expect(november.bytes.equals(files['Statements/Statement_D1001_11302026.pdf'])).toBe(true);
  const csv = await call(server, 'GET', `/imports/${applied.body.id}/errors.csv`, {
    token: admin.token,
  });
  expect(csv.body).toContain('line,file,reason\r\n1,Sales_Orders/D9999/FILESO1.pdf,unknown dealer');
  const library = await call(server, 'GET', '/api/pdf-library', { token: buyer.token });
  expect(library.body['Imported Tab']).toHaveLength(1);

  const notZip = await importBody(Buffer.from('not an archive'));
  expect(notZip.status).toBe(400);
  expect(notZip.body.message).toMatch(/^The archive is not a zip file/);
});

test("another dealer cannot read D1001's files; a service key reads none; only a key imports", async () => {
  const other = await login(server, 'buyer2');
  for (const path of [SO, INV, STATEMENT]) expect((await download(path, other)).status).toBe(404);
  const auth = { token: other.token };
  expect((await call(server, 'GET', '/api/files/find/Sales_Orders/FILESO1', auth)).status).toBe(
    404,
  );
  expect((await call(server, 'GET', '/api/files/find/Invoices/FILEINV1', auth)).status).toBe(404);
  const link = await call(server, 'POST', '/api/blob-links', { ...auth, body: { path: SO } });
  expect(link.status).toBe(404);
  expect((await call(server, 'GET', '/api/blob-statements/D1001', auth)).status).toBe(404);

  const asService = { authorization: `Bearer ${key}` };
  for (const path of [SO, INV, STATEMENT, DOC]) {
    const r = await fetch(`${server.url}/api/api/blob/${encodeURI(path)}`, { headers: asService });
    expect(r.status).toBe(401);
  }
  const find = await call(server, 'GET', '/api/files/find/Sales_Orders/FILESO1', { token: key });
  expect(find.status).toBe(401);

  const body = await zip({ [SO]: pdf('from a dealer') });
  expect((await importBody(body, '', buyer.token)).status).toBe(403);
  expect((await importBody(body, '', admin.token)).status).toBe(403);
  expect((await download(SO)).bytes.equals(pdf('from a dealer'))).toBe(false);
});

test('a tombstoned record, or one moved to another dealer, takes its stored PDF with it', async () => {
  await records('wholegoods-orders', {
    orderNumber: 'FILESO2',
    salesOrderLineId: 1,
    tradingPartnerId: 1001,
  });
  await records('parts-invoices', { invoicenO_X: 'FILEINV2', tradingPartnerId: 1001 });
  const so = 'Sales_Orders/D1001/FILESO2.pdf';
  const inv = 'Invoices/D1001/FILEINV2.pdf';
  const files: Record<string, Buffer> = { [so]: pdf('order two'), [inv]: pdf('invoice two') };
  expect((await importBody(await zip(files))).body.inserted).toBe(2);
  for (const path of [so, inv]) expect((await download(path)).bytes.equals(files[path])).toBe(true);
  const auth = { token: buyer.token };

  // The order moves to D1002: D1001 no longer finds nor downloads its PDF; D1002 gets its own.
  await records('wholegoods-orders', {
    orderNumber: 'FILESO2',
    salesOrderLineId: 1,
    tradingPartnerId: 1002,
  });
  expect((await download(so)).status).toBe(404);
  expect((await call(server, 'GET', '/api/files/find/Sales_Orders/FILESO2', auth)).status).toBe(
    404,
  );
  expect(
    (await call(server, 'POST', '/api/blob-links', { ...auth, body: { path: so } })).status,
  ).toBe(404);
  const other = await login(server, 'buyer2');
  const moved = await call(server, 'GET', '/api/files/find/Sales_Orders/FILESO2', {
    token: other.token,
  });
  expect(moved.body).toEqual({ path: 'Sales_Orders/D1002/FILESO2.pdf' });

  // The invoice is tombstoned: gone from its dealer's downloads too.
  await records('parts-invoices', {
    invoicenO_X: 'FILEINV2',
    tradingPartnerId: 1001,
    _delete: true,
  });
  expect((await download(inv)).status).toBe(404);
  expect((await call(server, 'GET', '/api/files/find/Invoices/FILEINV2', auth)).status).toBe(404);
  // The files the records still have are served as before.
  expect((await download(SO)).status).toBe(200);
  expect((await download(INV)).status).toBe(200);
});
