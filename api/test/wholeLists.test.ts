import { call, login, startServer, type TestServer } from './support/server';

// No request waits behind others. A whole list (no `page`) of the big dealer
// was read, mapped and turned into JSON in one go on the server's only thread (PGlite runs in
// it too), so a small request that arrived meanwhile waited for every whole list in flight.
// Checked by the order in which answers complete, not by how long anything took. Answers are not
// remembered on this server (LIST_ANSWER_TTL_MS=0): each list is read for itself.
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer({ LIST_ANSWER_TTL_MS: '0' });
  token = (await login(server, 'big')).token;
});
afterAll(() => server.stop());

const LISTS = 12;

async function whileWholeListsAreServed(path: string, small: () => Promise<Response>) {
  const done: string[] = [];
  const get = (url: string) =>
    fetch(`${server.url}/api${url}`, { headers: { authorization: `Bearer ${token}` } });
  // A list's body is taken as bytes and parsed once all have come, so that parsing 12 bodies of
  // up to 10,000 rows in this process cannot delay its noting of the small answer (CI once saw
  // 'small' 8th of 13 on PostgreSQL, with other suites running beside it).
  const lists = Array.from({ length: LISTS }, async () => {
    const r = await get(path);
    const bytes = await r.arrayBuffer();
    done.push('list');
    return { status: r.status, bytes };
  });
  // Asked once the server is busy with the lists: after the first of them has been answered.
  await Promise.race(lists);
  const r = await small();
  await r.text();
  expect(r.status).toBe(200);
  done.push('small');
  for (const { status, bytes } of await Promise.all(lists)) {
    expect(status).toBe(200);
    expect((JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown[]).length).toBeGreaterThan(
      1000,
    );
  }
  return done;
}

it('/api/health is answered while whole lists of the big dealer are being served', async () => {
  const done = await whileWholeListsAreServed('/wholegoodsall/1003', () =>
    fetch(`${server.url}/api/health`),
  );
  // At least half the lists were still in flight when health was answered.
  expect(done.indexOf('small')).toBeLessThanOrEqual(LISTS / 2);
});

it('a page of a list is answered while whole lists are being served', async () => {
  const done = await whileWholeListsAreServed('/allinvoices/1003', () =>
    fetch(`${server.url}/api/wholegoodsall/1003?view=open&page=1&pageSize=10`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  expect(done.indexOf('small')).toBeLessThanOrEqual(LISTS / 2);
});

it('a whole list is the same rows, searched and sorted, as one page holding all of them', async () => {
  const headers = { authorization: `Bearer ${token}` };
  const whole = (await (
    await fetch(`${server.url}/api/wholegoodsall/1003?q=sh&sort=orderNumber&order=asc`, {
      headers,
    })
  ).json()) as { orderNumber: string }[];
  expect(whole.length).toBeGreaterThan(10);
  const numbers = whole.map((o) => o.orderNumber);
  expect(numbers).toEqual(
    [...numbers].sort((a, b) =>
      a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }),
    ),
  );
});

describe('a whole list read once for all who ask meanwhile (decision 0068)', () => {
  let kept: TestServer;
  beforeAll(async () => {
    kept = await startServer();
  });
  afterAll(() => kept.stop());

  it('is the same answer for everyone, and shows a change at once', async () => {
    const admin = await login(kept, 'admin');
    const buyer = await login(kept, 'buyer');
    const whole = async () =>
      (
        await call<{ orderNumber: string }[]>(kept, 'GET', '/wholegoodsall/1001', {
          token: buyer.token,
        })
      ).body;
    const answers = await Promise.all(Array.from({ length: 6 }, whole));
    for (const a of answers) expect(a).toEqual(answers[0]);
    const key = (
      await call(kept, 'POST', '/service-accounts', { token: admin.token, body: { name: 'whole' } })
    ).body.key;
    const imported = await call(kept, 'POST', '/import/wholegoods-orders', {
      token: key,
      raw:
        JSON.stringify({ orderNumber: 'WHOLE1', salesOrderLineId: 1, tradingPartnerId: 1001 }) +
        '\n',
      headers: { 'content-type': 'application/x-ndjson' },
    });
    expect(imported.body).toMatchObject({ status: 'applied', inserted: 1 });
    const after = await whole();
    expect(after.length).toBe(answers[0].length + 1);
    expect(after.map((o) => o.orderNumber)).toContain('WHOLE1');
  });
});

describe('a whole list over WHOLE_LIST_MAX_ROWS is refused, not sent (decision 0073)', () => {
  let bounded: TestServer;
  beforeAll(async () => {
    bounded = await startServer({ WHOLE_LIST_MAX_ROWS: '1000' });
  });
  afterAll(() => bounded.stop());
  const get = <T>(path: string, token: string) => call<T>(bounded, 'GET', path, { token });

  it('answers 400 naming the bound to every one of many asking at once, and pages still work', async () => {
    const big = await login(bounded, 'big');
    const asks = await Promise.all(
      ['/wholegoodsall/1003', '/allpartsorders/1003', '/allinvoices/1003']
        .flatMap((path) => Array.from({ length: 4 }, () => path))
        .map((path) => get<{ message: string }>(path, big.token)),
    );
    for (const a of asks) {
      expect(a.status).toBe(400);
      expect(a.body.message).toBe(
        'This list has more than 1,000 rows, too many to send in one answer: ask for it a page at a time (page and pageSize, up to 500 rows a page)',
      );
    }
    const page = await get<{ rows: unknown[]; total: number }>(
      '/wholegoodsall/1003?page=3&pageSize=500',
      big.token,
    );
    expect(page.status).toBe(200);
    expect(page.body.rows).toHaveLength(500);
    expect(page.body.total).toBeGreaterThan(1000);
  });

  it('sends a list within the bound whole, up to its last row', async () => {
    const buyer = await login(bounded, 'buyer');
    const whole = await get<unknown[]>('/wholegoodsall/1001', buyer.token);
    const paged = await get<{ total: number }>(
      '/wholegoodsall/1001?page=1&pageSize=10',
      buyer.token,
    );
    expect(whole.status).toBe(200);
    expect(paged.body.total).toBeGreaterThan(0);
    expect(paged.body.total).toBeLessThanOrEqual(1000);
    expect(whole.body).toHaveLength(paged.body.total);
  });
});
