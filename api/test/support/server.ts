import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
} from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { lockFolder } from '../../src/db/folderLock';
import { apiProcess } from '../../launch.cjs';

const apiDir = join(__dirname, '../..');
export const JWT_SECRET = 'test-secret-for-api-tests-only-0123456789';
/** A cheap password hash, allowed only under NODE_ENV=test (api/src/config.ts). */
export const TEST_HASH_ENV = { NODE_ENV: 'test', PASSWORD_HASH_COST: '12' };

export interface DemoAccount {
  key: string;
  email: string;
  password: string;
  role: string;
  dealerId: number | null;
}
export const accounts: DemoAccount[] = JSON.parse(
  readFileSync(join(apiDir, 'demo-accounts.json'), 'utf8'),
);
export const account = (key: string) => accounts.find((a) => a.key === key)!;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * A fresh database: a copy of the run's seeded template (test/support/globalSetup.cjs): its
 * folder for PGlite, plus CREATE DATABASE ... TEMPLATE on the DATABASE_URL server.
 */
export async function freshDatabase(): Promise<{
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  const template = process.env.PORTAL_TEST_TEMPLATE_DIR;
  if (!template) throw new Error('no template database: run the API tests through jest');
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-test-'));
  cpSync(template, dataDir, { recursive: true });
  const base = process.env.DATABASE_URL;
  if (!base)
    return {
      env: { DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  const name = `portal_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  await adminQuery(base, `CREATE DATABASE ${name} TEMPLATE ${process.env.PORTAL_TEST_TEMPLATE_DB}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs SQL as the server's owner; the rows of its (last) statement. */
export async function adminQuery(url: string, text: string): Promise<unknown[]> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    const r = (await admin.query(text)) as unknown as { rows: unknown[] } | { rows: unknown[] }[];
    return Array.isArray(r) ? (r.at(-1)?.rows ?? []) : r.rows;
  } finally {
    await admin.end();
  }
}

export interface TestServer {
  url: string;
  dataDir: string;
  env: Record<string, string>;
  child: ChildProcess;
  stop: () => Promise<void>;
  /** Stops the server (SIGTERM: graceful; SIGKILL: a crash) and starts it on the same data;
   * `meanwhile` runs while it is down (e.g. sqlWhileDown, to put a row in the past). */
  restart: (signal?: NodeJS.Signals, meanwhile?: () => Promise<unknown>) => Promise<void>;
}

/** Starts the real server on a free port, on a fresh copy of the seeded template database;
 * `serverFile`: another build of it (api/dist/server.js by default). */
export async function startServer(
  extraEnv: Record<string, string> = {},
  serverFile?: string,
): Promise<TestServer> {
  const db = await freshDatabase();
  // A port found free can be taken before the server listens on it (another test's server, or
  // the local end of any connection on the machine): then the start is tried on another one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), db, extraEnv, serverFile);
    } catch (e) {
      if (!(e instanceof PortTakenError) || attempt === 3) {
        await db.drop();
        throw e;
      }
    }
  }
}

async function startOn(
  port: number,
  db: Awaited<ReturnType<typeof freshDatabase>>,
  extraEnv: Record<string, string>,
  serverFile?: string,
): Promise<TestServer> {
  const env = testServerEnv(db.env, port, extraEnv);
  const scheme = env.TLS_CERT_FILE ? 'https' : 'http';
  const url = `${scheme}://127.0.0.1:${port}`;
  const server: TestServer = {
    url,
    dataDir: env.DATA_DIR,
    env,
    child: null as unknown as ChildProcess,
    stop: async () => {
      await stopChild(server.child);
      await db.drop();
    },
    restart: async (signal: NodeJS.Signals = 'SIGTERM', meanwhile?: () => Promise<unknown>) => {
      await stopChild(server.child, signal);
      await meanwhile?.();
      server.child = await launch(env, url, serverFile);
    },
  };
  server.child = await launch(env, url, serverFile);
  return server;
}

/** A test server's environment on database `dbEnv` (freshDatabase's) and `port`. */
export function testServerEnv(
  dbEnv: Record<string, string>,
  port: number,
  extraEnv: Record<string, string> = {},
): Record<string, string> {
  return {
    ...process.env,
    ...dbEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    // Every answer of every API test is checked against its response schema (the contract).
    CHECK_ANSWERS: '1',
    // New passwords hashed at N=2^12 rather than 2^17 (decision 0051); the tests of the hash
    // limits start their servers with PASSWORD_HASH_COST=17.
    ...TEST_HASH_ENV,
    JWT_SECRET,
    APPS_DIR: join(apiDir, 'test/no-apps'),
    ...extraEnv,
  } as Record<string, string>;
}

/**
 * Runs SQL on a stopped server's database: what no route may do, such as moving a deadline into
 * the past instead of waiting for it. PGlite is a folder only one process may open, and an ES
 * module, so it runs in a child node process; PostgreSQL is reached directly.
 */
export async function sqlWhileDown(server: TestServer, text: string): Promise<unknown[]> {
  if (server.env.DATABASE_URL) return adminQuery(server.env.DATABASE_URL, text);
  // The folder's lock, held here while the child works in it, as every opener holds it: a
  // server still up on it makes this throw instead of corrupting it (decision 0086).
  const unlock = await lockFolder(join(server.dataDir, 'pglite'));
  try {
    return await sqlInChild(server, text);
  } finally {
    await unlock();
  }
}

function sqlInChild(server: TestServer, text: string): Promise<unknown[]> {
  // The rows of the last statement, as JSON on the child's standard output.
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create(process.env.PGLITE_DIR, { extensions: { pg_trgm } });
    const results = await db.exec(process.env.SQL_TEXT);
    await db.close();
    process.stdout.write(JSON.stringify(results.at(-1)?.rows ?? []));`;
  return new Promise<unknown[]>((resolve, reject) => {
    const child = spawn('node', ['--input-type=module', '-e', script], {
      cwd: apiDir,
      env: { ...process.env, PGLITE_DIR: join(server.dataDir, 'pglite'), SQL_TEXT: text },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as unknown[]) : reject(new Error(`SQL failed: ${code}`)),
    );
  });
}

/** The server could not listen: its port was taken after it was found free. */
class PortTakenError extends Error {}

/** Starts a server process with `env` and waits until `url` is ready; rejects when it ends
 * first, with its exit code and what it printed. */
export async function launch(
  env: Record<string, string>,
  url: string,
  serverFile?: string,
): Promise<ChildProcess> {
  const api = apiProcess(join(apiDir, '..'), env);
  if (serverFile) api.args[0] = serverFile;
  const child = spawn('node', api.args, { env: api.env, stdio: ['ignore', 'inherit', 'pipe'] });
  // Its errors still reach the test's output; those before it is ready are kept, to tell a port
  // taken from any other failure to start.
  let starting: string | null = '';
  child.stderr!.on('data', (b: Buffer) => {
    process.stderr.write(b);
    if (starting !== null) starting += b.toString();
  });
  // Up to a minute: on two loaded cores a start (migrations check, caches) can take over 15 s.
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? 1));
  const portTaken = () => starting?.includes('EADDRINUSE') ?? false;
  let answeredByAnother = false;
  for (let i = 0; i < 600 && exited === null && !portTaken(); i++) {
    try {
      // Bounded: whatever holds a taken port may never answer.
      let timer: NodeJS.Timeout | undefined;
      const ready = await Promise.race([
        getStatus(`${url}/api/ready`),
        new Promise<number>((r) => (timer = setTimeout(() => r(0), 2000))),
      ]).finally(() => clearTimeout(timer));
      if (ready === 200) {
        // Ready, and from this server? Another test's may have taken the port meanwhile and be
        // the one answering, while this one is still starting and would fail to listen.
        answeredByAnother = listens(child.pid!, Number(env.PORT)) === false;
        if (answeredByAnother) break;
        starting = null;
        return child;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  if (portTaken() || answeredByAnother) throw new PortTakenError(`${url}: port taken`);
  throw new Error(
    exited === null
      ? 'server did not become ready'
      : `server exited (${exited}) before ready: ${starting ?? ''}`,
  );
}

/**
 * Whether process `pid` holds the socket listening on 127.0.0.1:`port`, read from Linux's /proc
 * (the socket's inode in /proc/net/tcp, then among the process's open files); undefined where
 * /proc cannot tell.
 */
function listens(pid: number, port: number): boolean | undefined {
  try {
    const hex = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
    const inodes = new Set(
      readFileSync('/proc/net/tcp', 'utf8')
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter((f) => f[1] === hex && f[3] === '0A') // 0A: LISTEN
        .map((f) => `socket:[${f[9]}]`),
    );
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`));
      } catch {
        return false; // closed meanwhile
      }
    });
  } catch {
    return undefined;
  }
}

/** A GET's status and headers; over https the test's self-signed certificate is accepted. */
export function getStatus(url: string, headers: Record<string, string> = {}) {
  return getHead(url, headers).then((r) => r.status);
}

export function getHead(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { headers, rejectUnauthorized: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
  });
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

// Response bodies are whatever the route answers; tests assert on them directly.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(
  server: { url: string },
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${server.url}/api${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export interface Session {
  token: string;
  refreshToken: string;
  role: string;
  dealerId: number | null;
  id: number;
  email: string;
  requirePasswordChange: boolean;
}

export async function login(server: { url: string }, key: string): Promise<Session> {
  const a = account(key);
  const r = await call<Session>(server, 'POST', '/auth/login', {
    body: { email: a.email, password: a.password },
  });
  if (r.status !== 200) throw new Error(`login ${key}: ${r.status} ${JSON.stringify(r.body)}`);
  return { ...r.body, refreshToken: refreshCookie(r.headers) ?? '' };
}

/** The refresh token a reply set in its cookie (never in a body). fetch keeps no
 * cookie jar, so the tests carry it themselves, as a browser would, in a Cookie header. */
export function refreshCookie(headers: Headers): string | null {
  for (const c of headers.getSetCookie()) {
    const m = /^portal_refresh=([^;]*)/.exec(c);
    if (m && m[1]) return m[1];
  }
  return null;
}

/** POST /auth/refresh or /auth/logout with a refresh token in its cookie. */
export function withRefresh(
  server: { url: string },
  path: '/auth/refresh' | '/auth/logout',
  refreshToken: string,
  headers: Record<string, string> = {},
) {
  return call(server, 'POST', path, {
    headers: { cookie: `portal_refresh=${refreshToken}`, ...headers },
  });
}

/**
 * Request folders still in a top folder of the server's blob store (`Uploads` of support
 * requests, `Claims` of warranty claims), and their bytes: the data folder's on PGlite, the
 * shared tables on a PostgreSQL server (BLOB_STORE's default there).
 */
export async function blobUsage(
  server: TestServer,
  top = 'Uploads',
): Promise<{ folders: number; bytes: number }> {
  const url = server.env.DATABASE_URL;
  if (!url || server.env.BLOB_STORE === 'files') {
    const dir = join(server.dataDir, 'blobs', top);
    const folders = existsSync(dir) ? readdirSync(dir) : [];
    const bytes = folders
      .flatMap((f) => readdirSync(join(dir, f)).map((n) => statSync(join(dir, f, n)).size))
      .reduce((a, b) => a + b, 0);
    return { folders: folders.length, bytes };
  }
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(
      "select count(distinct split_part(path, '/', 2))::int as folders, coalesce(sum(size), 0)::bigint as bytes from blob_files where path like $1",
      [`${top}/%`],
    );
    return { folders: r.rows[0].folders as number, bytes: Number(r.rows[0].bytes) };
  } finally {
    await c.end();
  }
}

/** Upload folders of support requests still in the server's blob store. */
export const uploadFolderCount = async (server: TestServer) =>
  (await blobUsage(server, 'Uploads')).folders;
