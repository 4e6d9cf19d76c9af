import { sqlWhileDown, startServer, type TestServer } from './support/server';

// The sign-in tables' housekeeping (src/auth/expiredRows.ts) in the real server on a real
// database: rows past their use and the day kept after it go when a process starts (and every
// hour after); the rest stay. The rows are written and checked while the server is down (PGlite
// is one process's folder); a check that finds the wrong rows raises, which fails the test.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const expectCount = (table: string, where: string, n: number) =>
  `do $$ begin
     if (select count(*) from ${table} where ${where}) <> ${n} then
       raise exception '${table} where ${where.replaceAll("'", "''")}: not ${n} rows';
     end if;
   end $$;`;

test('attempts, sessions and refresh tokens a day past their use are removed at start; newer stay', async () => {
  await server.restart('SIGTERM', () =>
    sqlWhileDown(
      server,
      `insert into login_attempts (email, ip, at, outcome) values
         ('old@x.test', '10.0.0.1', now() - interval '25 hours', 'failed'),
         ('new@x.test', '10.0.0.1', now() - interval '23 hours', 'failed');
       insert into sessions (id, user_id, expires_at) values
         ('housekeeping-old', (select min(id) from users), now() - interval '2 days'),
         ('housekeeping-live', (select min(id) from users), now() + interval '1 day'),
         ('housekeeping-just-ended', (select min(id) from users), now() - interval '1 hour');
       insert into refresh_tokens (token_hash, family, user_id, expires_at) values
         ('housekeeping-old', 'f', (select min(id) from users), now() - interval '2 days'),
         ('housekeeping-live', 'f', (select min(id) from users), now() + interval '1 day');`,
    ),
  );
  // Restarted: the start removed what was due. Checked with the server down again.
  await server.restart('SIGTERM', () =>
    sqlWhileDown(
      server,
      [
        expectCount('login_attempts', `email = 'old@x.test'`, 0),
        expectCount('login_attempts', `email = 'new@x.test'`, 1),
        expectCount('sessions', `id = 'housekeeping-old'`, 0),
        expectCount('sessions', `id in ('housekeeping-live', 'housekeeping-just-ended')`, 2),
        expectCount('refresh_tokens', `token_hash = 'housekeeping-old'`, 0),
        expectCount('refresh_tokens', `token_hash = 'housekeeping-live'`, 1),
      ].join('\n'),
    ),
  );
});

test('a check that finds the wrong rows fails (the assertion above can fail)', async () => {
  await expect(
    server.restart('SIGTERM', () =>
      sqlWhileDown(server, expectCount('sessions', `id = 'housekeeping-live'`, 0)),
    ),
  ).rejects.toThrow();
  await server.restart();
});
