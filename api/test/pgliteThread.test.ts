import { pdi } from './support/forms';
import { call, login, startServer, type Session, type TestServer } from './support/server';

// Decision 0068: the server's PGlite runs in a thread of its own, reached through node-postgres
// over one connection. What that must keep: the API's thread free while the database works, a
// transaction alone on the one session, and the server coming back when the thread dies.
// PGlite only: on a PostgreSQL server there is no such thread.
const onPglite = process.env.DATABASE_URL ? describe.skip : describe;

let server: TestServer;
let big: Session;
let admin: Session;
let buyer: Session;
let key: string;
beforeAll(async () => {
  server = await startServer();
  big = await login(server, 'big');
  admin = await login(server, 'admin');
  buyer = await login(server, 'buyer');
  key = (
    await call(server, 'POST', '/service-accounts', {
      token: admin.token,
      body: { name: 'thread-tests' },
    })
  ).body.key;
});
afterAll(() => server?.stop());

onPglite('PGlite in its own thread', () => {
  it('/api/health is answered while PGlite runs long statements (an import of 6,000 rows)', async () => {
    // Each 1,000 rows of an import are one statement, long on PGlite (every index of the table
    // is written). With PGlite in the API's thread, a health check that came during one waited
    // for it to end; now it is answered at once.
    const rows = Array.from({ length: 6000 }, (_, i) => ({
      orderNumber: `HL${i}`,
      salesOrderLineId: 1,
      tradingPartnerId: 1003,
      scheduleStatus: 'On Hold',
      description: `health check row ${i}`,
    }));
    const body = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
    const started = Date.now();
    let done = false;
    const imported = fetch(`${server.url}/api/import/wholegoods-orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson' },
      body,
    })
      .then((r) => r.json())
      .finally(() => (done = true));
    const waits: number[] = [];
    while (!done) {
      const asked = Date.now();
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      waits.push(Date.now() - asked);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await imported).toMatchObject({ status: 'applied', inserted: 6000 });
    const importMs = Date.now() - started;
    const longest = Math.max(...waits);
    console.log(
      `[pglite thread] import ${importMs} ms (6 statements of 1,000 rows); ${waits.length} health checks meanwhile, the longest ${longest} ms`,
    );
    // A sixth of the import is one statement: a check waiting for one would take about that.
    expect(longest).toBeLessThan(importMs / 6 / 2);
  });

  it("a transaction holds the one session: another request's writes wait, and survive its rollback", async () => {
    // An all-or-nothing import is one transaction; its last row is refused, so it rolls back.
    // Form submissions sent while it is open must not run inside it (they would vanish with it).
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      orderNumber: `TX${i}`,
      salesOrderLineId: i === 2999 ? 'x' : 1,
      tradingPartnerId: 1001,
      scheduleStatus: 'On Hold',
    }));
    const body = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
    const half = body.lastIndexOf('\n', body.length >> 1) + 1;
    let rest!: () => void;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body.slice(0, half)));
        rest = () => {
          controller.enqueue(new TextEncoder().encode(body.slice(half)));
          controller.close();
        };
      },
    });
    const imported = fetch(`${server.url}/api/import/wholegoods-orders?mode=all-or-nothing`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson' },
      body: stream,
      duplex: 'half',
    } as RequestInit).then(async (r) => ({ status: r.status, body: await r.json() }));
    // The first half is being written inside the transaction.
    await new Promise((r) => setTimeout(r, 1500));
    const forms = Array.from({ length: 3 }, () => pdi());
    const sent = forms.map((form) =>
      call(server, 'POST', '/api/send-email', { token: buyer.token, body: { kind: 'pdi', form } }),
    );
    // Health needs no database: answered while the transaction is open.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    rest();
    const result = (await imported) as { body: { status: string } };
    expect(result.body.status).toBe('refused');
    for (const r of await Promise.all(sent)) expect(r.status).toBeLessThan(300);
    const orders = await call(server, 'GET', '/wholegoods/1001?page=1&q=TX1', {
      token: admin.token,
    });
    expect(orders.body.total).toBe(0);
    const listed = await call(server, 'GET', '/submissions?limit=1000', { token: admin.token });
    const serials = JSON.stringify(listed.body);
    for (const f of forms) expect(serials).toContain(f.serialNumber);
  });

  it('the thread killed mid-run: /api/ready says so, then the server serves again on the same data', async () => {
    const before = await call(server, 'GET', '/wholegoodsall/1003?view=open&page=1&pageSize=10', {
      token: big.token,
    });
    expect(before.status).toBe(200);
    // Requests in flight when the thread dies.
    const inFlight = Array.from({ length: 4 }, () =>
      call(server, 'GET', '/wholegoodsall/1003', { token: big.token }).then(
        (r) => r.status,
        () => 0,
      ),
    );
    server.child.kill('SIGUSR2');
    const statuses = await Promise.all(inFlight);
    // Each answered (an error or the list), none left hanging.
    for (const s of statuses) expect(s === 200 || s >= 500).toBe(true);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    let ready = 0;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && ready !== 200) {
      ready = (await fetch(`${server.url}/api/ready`)).status;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready).toBe(200);
    const after = await call(server, 'GET', '/wholegoodsall/1003?view=open&page=1&pageSize=10', {
      token: big.token,
    });
    expect(after.status).toBe(200);
    expect(after.body.total).toBe(before.body.total);
    // Writes go on as well.
    const sent = await call(server, 'POST', '/api/send-email', {
      token: buyer.token,
      body: { kind: 'pdi', form: pdi() },
    });
    expect(sent.status).toBe(201);
  });
});
