import { call, login, startServer, type TestServer } from './support/server';

// Decision 0075: a waiting query is served by the age of the HTTP request it belongs to, so a
// request of several queries waits about one turn, not one per query behind every request that
// came meanwhile. Checked by the order in which answers complete, on PGlite's one connection
// (on a PostgreSQL server the pool's twenty connections leave no queue to order here).
const onPglite = process.env.DATABASE_URL ? describe.skip : describe;

let server: TestServer;
beforeAll(async () => {
  // Nothing remembered: every page below is read from the database.
  server = await startServer({ LIST_ANSWER_TTL_MS: '0' });
});
afterAll(() => server?.stop());

/**
 * An import of 6,000 rows is one transaction holding PGlite's one session: what is asked meanwhile
 * queues behind it (new orders, numbered from `prefix`). `asked` asks a sign-in and fifty pages in its order; the order they are
 * answered in is returned.
 */
async function answeredOrder(
  prefix: string,
  asked: (signIn: () => Promise<void>, pages: () => Promise<void>[]) => Promise<unknown>,
) {
  const admin = await login(server, 'admin');
  const big = await login(server, 'big');
  const key = (
    await call(server, 'POST', '/service-accounts', {
      token: admin.token,
      body: { name: `queue-order-${Date.now()}` },
    })
  ).body.key as string;
  const rows = Array.from({ length: 6000 }, (_, i) => ({
    orderNumber: `${prefix}${i}`,
    salesOrderLineId: 1,
    tradingPartnerId: 1004,
  }));
  const imported = call(server, 'POST', '/import/wholegoods-orders', {
    token: key,
    raw: rows.map((r) => JSON.stringify(r)).join('\n') + '\n',
    headers: { 'content-type': 'application/x-ndjson' },
  });
  await new Promise((r) => setTimeout(r, 300));
  const done: string[] = [];
  // A sign-in is six queries, one after the other (the attempt's reservation, the user, the
  // last sign-in time, the session, the attempt's outcome).
  const signIn = () => login(server, 'buyer').then(() => void done.push('sign-in'));
  const pages = () =>
    Array.from({ length: 50 }, (_, i) =>
      call(server, 'GET', `/wholegoodsall/1003?view=open&page=${i + 1}&pageSize=10`, {
        token: big.token,
      }).then((r) => {
        expect(r.status).toBe(200);
        done.push('page');
      }),
    );
  await asked(signIn, pages);
  expect((await imported).body).toMatchObject({ status: 'applied' });
  return done;
}

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

onPglite('queries served by the age of their request', () => {
  it('a sign-in asked before fifty pages is answered before most of them, not after all', async () => {
    const done = await answeredOrder('QA', async (signIn, pages) => {
      const first = signIn();
      await later(50);
      await Promise.all([first, ...pages()]);
    });
    // Served query by query as asked, the sign-in's second query waited behind all fifty pages
    // (50th). By age it goes first, though PGlite's four connections each carry a page's query
    // meanwhile, and pages go on during its hash: 5th to 10th here.
    expect(done.indexOf('sign-in')).toBeLessThan(20);
  });

  it('a sign-in asked after fifty pages goes before them: its hash is counted as waiting (decision 0077)', async () => {
    const done = await answeredOrder('QB', async (signIn, pages) => {
      const asked = pages();
      await later(50);
      await Promise.all([signIn(), ...asked]);
    });
    // By its arrival alone it is answered last (50th). With the head start its queries go first
    // in the pool's queue, but PGlite's few connections each carry a page's query meanwhile, so
    // the sign-in's six queries, one after the other, see some twenty pages through (21 here).
    expect(done.indexOf('sign-in')).toBeLessThan(35);
  });
});
