import { Client } from 'pg';
import { eventsSettled } from './support/events';
import { call, login, startServer, type TestServer } from './support/server';

// Events handed out in commit order with transactions committing out of order (decision 0139):
// two writers on PostgreSQL, one holding its transaction open while the other commits a later
// event, and a reader paging with its cursor all the while. PGlite has one session: no two
// transactions are ever open at once there, so there is nothing to order.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

let server: TestServer;
let key: string;
const writers: Client[] = [];
beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  server = await startServer();
  const admin = await login(server, 'admin');
  key = (
    await call(server, 'POST', '/service-accounts', {
      token: admin.token,
      body: { name: 'order-reader' },
    })
  ).body.key;
  for (let i = 0; i < 2; i++) {
    const c = new Client({ connectionString: server.env.DATABASE_URL });
    await c.connect();
    writers.push(c);
  }
});
afterAll(async () => {
  for (const c of writers) await c.end();
  await server?.stop();
});

/** One event inserted as recordEvent inserts it, in the client's open transaction. */
async function insertEvent(c: Client, subject: string): Promise<number> {
  const r = await c.query<{ id: string }>(
    `insert into integration_events (kind, version, subject, payload)
     values ('pdi.submitted', 1, $1, '{}') returning id`,
    [subject],
  );
  return Number(r.rows[0].id);
}
interface Page {
  events: { subject: string; cursor: string }[];
  next: string;
}
const pull = async (after: string, limit = 100) =>
  (
    await call<Page>(server, 'GET', `/integration/events?after=${after}&limit=${limit}`, {
      token: key,
    })
  ).body;

onPostgres('events from transactions committed out of order', () => {
  it('a later event committed first waits for the earlier one; neither is skipped', async () => {
    const [a, b] = writers;
    const start = (await pull('0.0', 1000)).next;
    await a.query('begin');
    const first = await insertEvent(a, 'order:a');
    await b.query('begin');
    const second = await insertEvent(b, 'order:b');
    expect(second).toBeGreaterThan(first);
    await b.query('commit');
    // An id cursor would hand out order:b now and move past order:a for good.
    const early = await pull(start);
    expect(early.events).toEqual([]);
    await a.query('commit');
    await eventsSettled(server);
    const late = await pull(early.next);
    expect(late.events.map((e) => e.subject)).toEqual(['order:a', 'order:b']);
  });

  it('a transaction begun first but writing last is handed out first, after it commits', async () => {
    const [a, b] = writers;
    const start = (await pull('0.0', 1000)).next;
    await b.query('begin');
    await b.query('select pg_current_xact_id()');
    await a.query('begin');
    await insertEvent(a, 'order:c');
    await a.query('commit');
    const early = await pull(start);
    expect(early.events).toEqual([]);
    await insertEvent(b, 'order:d');
    await b.query('commit');
    await eventsSettled(server);
    expect((await pull(early.next)).events.map((e) => e.subject)).toEqual(['order:d', 'order:c']);
  });

  it('two writers committing at random while a reader pages: every event once', async () => {
    let cursor = (await pull('0.0', 1000)).next;
    const written: string[] = [];
    const seen: string[] = [];
    let writing = true;
    const write = async (c: Client, name: string) => {
      for (let i = 0; i < 60; i++) {
        await c.query('begin');
        await insertEvent(c, `${name}:${i}`);
        await new Promise((r) => setTimeout(r, Math.random() * 15));
        await c.query('commit');
        written.push(`${name}:${i}`);
      }
    };
    const read = async () => {
      while (writing) {
        const page = await pull(cursor, 7);
        seen.push(...page.events.map((e) => e.subject));
        cursor = page.next;
      }
      await eventsSettled(server);
      for (let page = await pull(cursor, 7); page.events.length; page = await pull(cursor, 7)) {
        seen.push(...page.events.map((e) => e.subject));
        cursor = page.next;
      }
    };
    const reading = read();
    await Promise.all([write(writers[0], 'w1'), write(writers[1], 'w2')]);
    writing = false;
    await reading;
    expect(seen).toHaveLength(written.length);
    expect(new Set(seen)).toEqual(new Set(written));
    // Each writer's own events in the order it committed them.
    for (const w of ['w1', 'w2'])
      expect(seen.filter((s) => s.startsWith(`${w}:`))).toEqual(
        written.filter((s) => s.startsWith(`${w}:`)),
      );
  });
});
