import { freshPgliteThread, type TestPglite } from './support/pgliteThread';

// Decision 0077: the API's few connections to PGlite's thread share its one session, an exchange
// at a time. What that must keep: a transaction alone on the session until it ends, a departed
// connection's transaction undone, and every answer to the connection that asked.
const onPglite = process.env.DATABASE_URL ? describe.skip : describe;

let thread: TestPglite;
beforeAll(async () => {
  thread = await freshPgliteThread();
  await thread.pool.query('create table shared_session_rows (n int)');
}, 180_000);
afterAll(async () => {
  await thread?.stop();
});

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
const count = async (c: { query: TestPglite['pool']['query'] }) =>
  (await c.query('select count(*)::int as n from shared_session_rows')).rows[0].n as number;

onPglite("PGlite's one session shared by several connections", () => {
  it('a transaction keeps the other connections out until it ends; they never see its rows', async () => {
    const a = await thread.pool.connect();
    const b = await thread.pool.connect();
    await a.query('begin');
    await a.query('insert into shared_session_rows values (1)');
    let seen: number | null = null;
    const read = count(b).then((n) => (seen = n));
    await later(300);
    expect(seen).toBeNull(); // waiting: the session is a's transaction
    await a.query('insert into shared_session_rows values (2)'); // a goes on meanwhile
    await a.query('rollback');
    await read;
    expect(seen).toBe(0);
    a.release();
    b.release();
  });

  it('a connection that goes with its transaction open has it rolled back; the others go on', async () => {
    const a = await thread.pool.connect();
    const b = await thread.pool.connect();
    await a.query('begin');
    await a.query('insert into shared_session_rows values (3)');
    const read = count(b);
    a.release(true); // the connection is closed, as when a process's client breaks
    expect(await read).toBe(0);
    b.release();
    await thread.pool.query('insert into shared_session_rows values (4)');
    expect(await count(thread.pool)).toBe(1);
  });

  it('two hundred queries at once over every connection: each answer goes to its own asker', async () => {
    const asked = Array.from({ length: 200 }, (_, i) => i);
    const answers = await Promise.all(
      asked.map(async (i) => (await thread.pool.query('select $1::int as i', [i])).rows[0].i),
    );
    expect(answers).toEqual(asked);
  });

  it('an error in one exchange leaves the session to the others', async () => {
    const a = await thread.pool.connect();
    await expect(a.query('select 1/0')).rejects.toThrow(/division by zero/);
    const others = await Promise.all([count(thread.pool), count(thread.pool), count(a)]);
    expect(others).toEqual([1, 1, 1]);
    a.release();
  });
});
