import { Client } from 'pg';
import {
  adminQuery,
  call,
  login,
  startServer,
  type Session,
  type TestServer,
} from './support/server';

// Large imports against reads, kills and impatient senders (decision 0087), over HTTP against
// the real server, on PGlite (imports in short steps) and on PostgreSQL (one transaction): a
// dealer's reads answered while an import runs, the modes kept, a killed run said to be
// interrupted and completed by a re-run, the 202 answer and its poll, a sender gone before its
// answer.

const onPglite = !process.env.DATABASE_URL;
/** Enough rows for an import of several seconds: PGlite writes rows one index entry at a time. */
const ROWS = onPglite ? 4_000 : 20_000;

let server: TestServer;
let admin: Session;
let buyer: Session;
let key: string;
let otherKey: string;

async function serviceKey(name: string) {
  const r = await call(server, 'POST', '/service-accounts', { token: admin.token, body: { name } });
  expect(r.status).toBe(201);
  return r.body.key as string;
}

beforeAll(async () => {
  // Every list read goes to the database (no remembered answers).
  server = await startServer({ LIST_ANSWER_TTL_MS: '0' });
  admin = await login(server, 'admin');
  buyer = await login(server, 'buyer');
  key = await serviceKey('erp-steps');
  otherKey = await serviceKey('erp-other');
});
afterAll(() => server?.stop());

/** A wholegoods orders file of `count` rows named `prefix`0, `prefix`1, ... */
const orders = (prefix: string, count: number, dealer = 1001) =>
  Array.from(
    { length: count },
    (_, i) =>
      JSON.stringify({
        orderNumber: `${prefix}${i}`,
        salesOrderLineId: 1,
        tradingPartnerId: dealer,
        scheduleStatus: 'Scheduled',
        orderedDate: '2026-10-01',
        invoiceAmount: '12,500.00',
        customerPoNumber: `PO-${prefix}-${i}`,
      }) + '\n',
  ).join('');

function importRaw(
  text: string,
  query = '',
  headers: Record<string, string> = {},
  on: TestServer = server,
) {
  return call(on, 'POST', `/import/wholegoods-orders${query}`, {
    token: key,
    raw: text,
    headers: { 'content-type': 'application/x-ndjson', ...headers },
  });
}

/** The buyer's (dealer 1001's) orders whose text holds `q`: a read of the database each time. */
async function dealerTotal(q: string, on: TestServer = server, as: Session = buyer) {
  const r = await call(on, 'GET', `/wholegoods/1001?page=1&q=${q}`, { token: as.token });
  expect(r.status).toBe(200);
  return r.body.total as number;
}

/** Asks until `check` answers something other than undefined (each ask after 100 ms). */
async function until<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A run as its sender polls it, once it has ended. */
const ended = (id: number, on: TestServer = server) =>
  until(async () => {
    const r = await call(on, 'GET', `/import/runs/${id}`, { token: key });
    expect(r.status).toBe(200);
    return r.body.status === 'running' ? undefined : r.body;
  });

/** PostgreSQL: holds the orders table against writes (reads go on) until the returned end. */
async function holdWrites(on: TestServer) {
  const c = new Client({ connectionString: on.env.DATABASE_URL });
  await c.connect();
  await c.query('begin');
  await c.query('lock table wholegoods_orders in exclusive mode');
  return async () => {
    await c.query('commit');
    await c.end();
  };
}

/** PostgreSQL: until an import waits for the held table, so its whole body has been read. */
const importWaiting = (on: TestServer) =>
  until(async () => {
    const [r] = (await adminQuery(
      on.env.DATABASE_URL,
      `select count(*)::int as n from pg_stat_activity
       where wait_event_type = 'Lock' and datname = current_database()`,
    )) as { n: number }[];
    return r.n > 0 ? true : undefined;
  });

test("a dealer's list reads are answered while a large import runs (on PGlite they see it part done)", async () => {
  let importing = true;
  const answered: number[] = [];
  const imported = importRaw(orders('LONGA', ROWS)).then((r) => ((importing = false), r));
  // Reads one after the other for as long as the import runs; only the answers that came
  // before the import's are kept.
  while (importing) {
    const total = await dealerTotal('LONGA');
    if (importing) answered.push(total);
  }
  const r = await imported;
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ status: 'applied', inserted: ROWS });
  expect(answered.length).toBeGreaterThan(1);
  // In one transaction on PGlite every read waited for its commit, and saw all or nothing; in
  // steps, reads go between them and see the rows committed so far.
  if (onPglite) expect(answered.some((t) => t > 0 && t < ROWS)).toBe(true);
  expect(await dealerTotal('LONGA')).toBe(ROWS);
});

test('all-or-nothing: a bad row at the end of a large file refuses the whole file, nothing written', async () => {
  const count = onPglite ? 2_000 : 5_000;
  const bad = JSON.stringify({ orderNumber: 'LONGB-BAD', salesOrderLineId: 1, tpNameX: 'D9999' });
  const r = await importRaw(orders('LONGB', count) + bad + '\n', '?mode=all-or-nothing');
  expect(r.status).toBe(422);
  expect(r.body).toMatchObject({ status: 'refused', rowsRead: count + 1, refused: 1, inserted: 0 });
  expect(r.body.errors).toEqual([{ line: count + 1, reason: 'unknown dealer: D9999' }]);
  expect(await dealerTotal('LONGB')).toBe(0);
});

test('a snapshot deletes what the file does not name, for its dealer only', async () => {
  const first = await importRaw(orders('SNAPL', 1_500, 1002));
  expect(first.body).toMatchObject({ status: 'applied', inserted: 1_500 });
  const kept = orders('SNAPL', 1_000, 1002);
  const snap = await importRaw(kept, '?snapshot=true');
  expect(snap.status).toBe(200);
  // The 500 rows the file no longer names, and the dealer's orders of the seed.
  expect(snap.body).toMatchObject({ status: 'applied', unchanged: 1_000 });
  expect(snap.body.deleted).toBeGreaterThan(500);
  const d1002 = await call(server, 'GET', '/wholegoods/1002?page=1&q=SNAPL', {
    token: admin.token,
  });
  expect(d1002.body.total).toBe(1_000);
  const all = await call(server, 'GET', '/wholegoods/1002?page=1', { token: admin.token });
  expect(all.body.total).toBeLessThanOrEqual(1_000);
  // Another dealer's rows are untouched.
  expect(await dealerTotal('LONGA')).toBe(ROWS);
});

test('Prefer: respond-async: 202 with the run to poll, which ends applied with its counts', async () => {
  const r = await importRaw(orders('ASYNC', 2_000), '', { prefer: 'respond-async' });
  expect(r.status).toBe(202);
  expect(r.body).toEqual({ id: expect.any(Number), status: 'running', poll: expect.any(String) });
  expect(r.body.poll).toBe(`/api/import/runs/${r.body.id}`);
  expect(r.headers.get('location')).toBe(r.body.poll);
  expect(r.headers.get('preference-applied')).toBe('respond-async');
  expect(await ended(r.body.id)).toMatchObject({
    id: r.body.id,
    status: 'applied',
    source: 'erp-steps',
    rowsRead: 2_000,
    inserted: 2_000,
    refused: 0,
    errorCount: 0,
  });
  expect(await dealerTotal('ASYNC')).toBe(2_000);
  // Another service account's runs are not its to read.
  const other = await call(server, 'GET', `/import/runs/${r.body.id}`, { token: otherKey });
  expect(other.status).toBe(404);
  expect(other.body.message).toBe(`Import run ${r.body.id} not found`);
});

test('a kill mid-import: the run is said to be interrupted after the restart, and the same file again completes it', async () => {
  // PGlite: twice the rows, so the import is far from its end when the first steps show.
  const count = onPglite ? 2 * ROWS : 5_000;
  const body = orders('KILLL', count);
  const release = onPglite ? null : await holdWrites(server);
  const r = await importRaw(body, '', { prefer: 'respond-async' });
  expect(r.status).toBe(202);
  // PGlite: killed once some steps are committed; PostgreSQL: while its transaction waits.
  if (onPglite) await until(async () => ((await dealerTotal('KILLL')) > 0 ? true : undefined));
  else await importWaiting(server);
  await server.restart('SIGKILL');
  await release?.();
  admin = await login(server, 'admin');
  buyer = await login(server, 'buyer');
  const runs = (await call(server, 'GET', '/imports', { token: admin.token })).body;
  expect(runs.find((run: { id: number }) => run.id === r.body.id)).toMatchObject({
    status: 'interrupted',
    errorCount: 1,
  });
  expect(
    (await call(server, 'GET', `/import/runs/${r.body.id}`, { token: key })).body,
  ).toMatchObject({ status: 'interrupted' });
  // PGlite keeps the steps committed before the kill; PostgreSQL's transaction kept nothing.
  const left = await dealerTotal('KILLL');
  if (onPglite) expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThan(count);
  const again = await importRaw(body);
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ status: 'applied', inserted: count - left, updated: 0 });
  expect(await dealerTotal('KILLL')).toBe(count);
});

test('a sender gone before its answer: the import is rolled back, and its run says so', async () => {
  const body = orders('GONE', 3_000);
  const release = onPglite ? null : await holdWrites(server);
  const abort = new AbortController();
  const runs = async () => (await call(server, 'GET', '/imports', { token: admin.token })).body;
  const before = (await runs())[0].id as number;
  const sent = fetch(`${server.url}/api/import/wholegoods-orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson' },
    // PGlite checks the whole file before its first write: the sender goes in the middle of it.
    body: onPglite
      ? new ReadableStream({
          start: (c) => c.enqueue(new TextEncoder().encode(body.slice(0, body.length >> 1))),
        })
      : body,
    signal: abort.signal,
    duplex: 'half',
  } as RequestInit).catch(() => 'gone');
  // PostgreSQL: the whole body read, the import waits for the table; then the sender goes.
  const id = await until(async () => (await runs()).find((x: { id: number }) => x.id > before)?.id);
  if (!onPglite) await importWaiting(server);
  abort.abort();
  expect(await sent).toBe('gone');
  // The server hears the connection close before the import may go on.
  await new Promise((r) => setTimeout(r, 500));
  await release?.();
  const run = await until(async () => {
    const x = (await runs()).find((y: { id: number }) => y.id === id);
    return x.status === 'running' ? undefined : x;
  });
  expect(run).toMatchObject({ status: 'failed', inserted: 0 });
  expect(await dealerTotal('GONE')).toBe(0);
});

describe('an import still running IMPORT_ANSWER_WITHIN_MS after its call began', () => {
  let quick: TestServer;
  beforeAll(async () => {
    quick = await startServer({ IMPORT_ANSWER_WITHIN_MS: '1000' });
  });
  afterAll(() => quick?.stop());

  test('is answered 202 with its run, which ends applied', async () => {
    const quickAdmin = await login(quick, 'admin');
    const made = await call(quick, 'POST', '/service-accounts', {
      token: quickAdmin.token,
      body: { name: 'erp-steps' },
    });
    key = made.body.key;
    // The body's second half sent after the time is up: the import is still to be done when
    // its body ends.
    const body = orders('SLOW', 2_000);
    const halves = [body.slice(0, body.length >> 1), body.slice(body.length >> 1)];
    const sent = await fetch(`${quick.url}/api/import/wholegoods-orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson' },
      body: new ReadableStream({
        async start(c) {
          c.enqueue(new TextEncoder().encode(halves[0]));
          await new Promise((r) => setTimeout(r, 1_500));
          c.enqueue(new TextEncoder().encode(halves[1]));
          c.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    const r = {
      status: sent.status,
      headers: sent.headers,
      body: (await sent.json()) as { id: number },
    };
    expect(r.status).toBe(202);
    expect(r.headers.get('preference-applied')).toBeNull();
    expect(await ended(r.body.id, quick)).toMatchObject({ status: 'applied', inserted: 2_000 });
  });
});
