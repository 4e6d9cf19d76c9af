import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { call, login, startServer, type Session, type TestServer } from './support/server';

// What leaves the server is what the contract names (http/answerSerializer.ts): a field a mapper
// returns without the contract is not sent in production. The server here is the real one, built
// with two mappers that add `extraField`, and run as in production (answers not checked).
const built = join(__dirname, `.built-${process.pid}/dist`);
let server: TestServer;
let buyer: Session;

beforeAll(async () => {
  const build = spawnSync(
    'node',
    [
      join(__dirname, 'support/buildWithExtraField.mjs'),
      built,
      'src/lists/wholegoods.ts:wholegoodsWire',
      'src/lib/userWire.ts:userProfileToWire',
    ],
    { encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
  server = await startServer({ CHECK_ANSWERS: '0' }, join(built, 'server.js'));
  buyer = await login(server, 'buyer');
});
afterAll(async () => {
  await server?.stop();
  rmSync(join(built, '..'), { recursive: true, force: true });
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const r = await call(server, 'GET', path, { token: buyer.token, headers });
  expect([path, r.status]).toEqual([path, 200]);
  return r;
};

type Row = Record<string, unknown>;

it('a list page leaves out the field, asked first and then remembered, plain and compressed', async () => {
  const path = '/wholegoodsall/1001?page=1&pageSize=5';
  const first = await get(path, { 'accept-encoding': 'identity' });
  const again = await get(path, { 'accept-encoding': 'br' });
  const gzipped = await get(path, { 'accept-encoding': 'gzip' });
  expect(again.headers.get('content-encoding')).toBe('br');
  for (const { body } of [first, again, gzipped]) {
    const rows = (body as { rows: Row[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toHaveProperty('orderNumber');
      expect(row).not.toHaveProperty('extraField');
    }
  }
});

it("a whole list's rows leave out the field", async () => {
  const rows = (await get('/wholegoodsall/1001')).body as Row[];
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row).toHaveProperty('orderNumber');
    expect(row).not.toHaveProperty('extraField');
  }
});

it('a single record leaves out the field', async () => {
  const user = (await get(`/profile/1001/user/${buyer.id}`)).body as Row;
  expect(user).toMatchObject({ id: buyer.id, email: buyer.email });
  expect(user).not.toHaveProperty('extraField');
});
