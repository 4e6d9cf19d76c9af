import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  call,
  freePort,
  freshDatabase,
  launch,
  login,
  sqlWhileDown,
  startServer,
  testServerEnv,
  type TestServer,
} from './support/server';

// One process at a time on a PGlite folder (decision 0086): the import command and setup started
// beside a running server refuse with one line and change nothing, a server killed with SIGKILL
// leaves nothing held, and of several servers started at once on one folder exactly one serves.
// On PostgreSQL there is no folder to hold: the same command beside the server is applied.
const onPglite = process.env.DATABASE_URL ? it.skip : it;
const onPostgres = process.env.DATABASE_URL ? it : it.skip;

const apiDir = join(__dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'folder-lock-test-'));
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** `rows` wholegoods orders of dealer 1001 as JSON lines, their numbers starting with `prefix`. */
function ordersFile(prefix: string, rows: number): string {
  const file = join(work, `${prefix}.jsonl`);
  const lines = Array.from({ length: rows }, (_, i) =>
    JSON.stringify({
      orderNumber: `${prefix}${i}`,
      salesOrderLineId: 1,
      tradingPartnerId: 1001,
      scheduleStatus: 'Scheduled',
    }),
  );
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

/** Runs one of the built commands (`import.js`, `setup.js`) with `env`: its exit code and output. */
function command(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('node', [join('dist', script), ...args], {
      cwd: apiDir,
      env: { ...env, INIT_CWD: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Dealer 1001's wholegoods orders whose number holds `prefix`, as the screens read them. */
async function ordersSeen(prefix: string): Promise<number> {
  const admin = await login(server, 'admin');
  const r = await call(server, 'GET', `/wholegoods/1001?page=1&q=${prefix}`, {
    token: admin.token,
  });
  expect(r.status).toBe(200);
  return r.body.total as number;
}

/** What a refused command could have changed, as the server shows it: dealer 1001's orders,
 * those of the refused file, the import runs. */
async function seen() {
  const admin = await login(server, 'admin');
  const runs = await call(server, 'GET', '/imports', { token: admin.token });
  return {
    orders: await ordersSeen(''),
    refusedRows: await ordersSeen('LOCKBESIDE'),
    runs: (runs.body as unknown[]).length,
  };
}

/** The one line a refused command prints: the folder, then what to do; no stack. */
function expectRefusal(stderr: string) {
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`The database folder ${join(server.dataDir, 'pglite')} is in use`);
}

onPglite(
  'the import command and setup beside a running server are refused with one line; the data and the server are unharmed',
  async () => {
    const orders = ordersFile('LOCKBESIDE', 2000);
    const files = join(work, 'files');
    mkdirSync(join(files, 'Sales_Orders/D1001'), { recursive: true });
    writeFileSync(join(files, 'Sales_Orders/D1001/LOCKSO1.pdf'), '%PDF-1.4\n%%EOF\n');
    const before = await seen();

    const refused = await Promise.all([
      command('import.js', ['wholegoods-orders', orders], server.env),
      command('import.js', ['files', files], server.env),
      command('setup.js', [], server.env),
    ]);
    for (const r of refused) {
      expect(r.code).toBe(75);
      expectRefusal(r.stderr);
      expect(r.stdout).toBe('');
    }
    expect(refused[0].stderr).toContain('POST /api/import/<kind>');
    expect(await seen()).toEqual(before);

    // Stopped, its folder opens in another process without the refused rows; started again, the
    // server serves the same rows (a second PGlite on the folder left it unable to start).
    let whileDown: unknown[] = [];
    await server.restart('SIGTERM', async () => {
      whileDown = await sqlWhileDown(
        server,
        "select count(*)::int as n from wholegoods_orders where order_number like 'LOCKBESIDE%'",
      );
    });
    expect(whileDown).toEqual([{ n: 0 }]);
    expect(await seen()).toEqual(before);
  },
);

onPostgres('on PostgreSQL the import command beside a running server is applied', async () => {
  const r = await command(
    'import.js',
    ['wholegoods-orders', ordersFile('LOCKPG', 2000)],
    server.env,
  );
  expect(r.code).toBe(0);
  expect(JSON.parse(r.stdout)).toMatchObject({ status: 'applied', inserted: 2000 });
  expect(await ordersSeen('LOCKPG')).toBe(2000);
});

it('a server killed with SIGKILL holds nothing: the command then opens its data, and a new server serves it', async () => {
  let imported: Awaited<ReturnType<typeof command>> | undefined;
  await server.restart('SIGKILL', async () => {
    imported = await command(
      'import.js',
      ['wholegoods-orders', ordersFile('LOCKKILLED', 50)],
      server.env,
    );
  });
  expect(imported?.stderr).toBe('');
  expect(imported?.code).toBe(0);
  expect(JSON.parse(imported!.stdout)).toMatchObject({ status: 'applied', inserted: 50 });
  expect(await ordersSeen('LOCKKILLED')).toBe(50);
});

onPglite(
  'of several servers started at once on one folder, exactly one serves; the others refuse',
  async () => {
    const db = await freshDatabase();
    const ports = await Promise.all([1, 2, 3].map(() => freePort()));
    const starts = await Promise.allSettled(
      ports.map((port) => launch(testServerEnv(db.env, port), `http://127.0.0.1:${port}`)),
    );
    try {
      const refused = starts.filter((s) => s.status === 'rejected');
      expect(starts.length - refused.length).toBe(1);
      expect(refused.map((s) => String(s.reason))).toEqual([
        expect.stringMatching(/exited \(75\)/),
        expect.stringMatching(/exited \(75\)/),
      ]);
    } finally {
      for (const s of starts) if (s.status === 'fulfilled') s.value.kill('SIGKILL');
      await db.drop();
    }
  },
);

it('a missing input file is one line, with no stack, and opens nothing', async () => {
  const dataDir = mkdtempSync(join(work, 'untouched-'));
  const env = { ...server.env, DATA_DIR: dataDir };
  const missing = join(work, 'no-such-file.csv');
  for (const args of [
    ['wholegoods-orders', missing],
    ['files', missing],
  ]) {
    const r = await command('import.js', args, env);
    expect(r.code).toBe(66);
    expect(r.stderr).toBe(`Cannot read ${missing}: no such file or folder\n`);
  }
  const folder = await command('import.js', ['wholegoods-orders', work], env);
  expect(folder.code).toBe(66);
  expect(folder.stderr).toBe(
    `${work} is a folder: give a file of rows, or '-' for standard input\n`,
  );
  expect(readdirSync(dataDir)).toEqual([]);
});
