import { existsSync } from 'node:fs';
import envSchema from 'env-schema';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: two levels above this file in source (api/src) and in the bundle (api/dist). */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

const root = findRoot();
const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * TRUST_PROXY: how many proxies in front of the server to trust (`1`: the
 * TLS terminator), or their addresses (`10.0.0.5,10.1.0.0/16`). The client's address is the one
 * the last trusted proxy saw, never the left-most X-Forwarded-For entry, which anyone can write.
 * Trusting every hop is not offered.
 */
export function parseTrustProxy(v: string | undefined): false | number | string[] {
  const s = (v ?? '').trim();
  if (!s || s === '0') return false;
  if (/^\d{1,2}$/.test(s)) return Number(s);
  if (s === 'true' || s === '*')
    throw new Error('TRUST_PROXY: give the number of proxies or their addresses, not "true"');
  return list(s);
}

/** OWASP's scrypt cost, N = 2^17 (docs/decisions/0051-password-hash-cost-in-tests.md). */
export const FULL_HASH_COST = 17;

/**
 * The variables read from the environment, checked once at start: a wrong
 * PORT or DATABASE_URL stops the server with one line naming the variable, instead of a port
 * of NaN or a connection error minutes later. Unset variables keep their defaults.
 */
const ENV_SCHEMA = {
  type: 'object',
  properties: {
    PORT: {
      type: 'integer',
      minimum: 1,
      maximum: 65535,
      default: 8080,
      description: 'a TCP port (1 to 65535)',
    },
    HOST: {
      type: 'string',
      minLength: 1,
      // Loopback unless told otherwise: a portal started on a workstation is not on its network.
      default: '127.0.0.1',
      description: 'an address to listen on',
    },
    API_PREFIX: {
      type: 'string',
      pattern: '^/[^?#]*$',
      default: '/api',
      description: 'a path starting with /',
    },
    DATABASE_URL: {
      type: 'string',
      pattern: '^postgres(ql)?://[^\\s]+$',
      description:
        'a PostgreSQL URL (postgres://user:password@host:port/database), or unset for PGlite',
    },
    DATA_DIR: { type: 'string', minLength: 1 },
    APPS_DIR: { type: 'string', minLength: 1 },
    JWT_SECRET: { type: 'string', minLength: 32, description: 'at least 32 characters, or unset' },
    SMTP_URL: {
      type: 'string',
      pattern: '^smtps?://',
      description: 'an smtp:// or smtps:// URL, or unset',
    },
    CORS_ORIGINS: { type: 'string', default: '' },
    REMOTE_ORIGINS: { type: 'string', default: '' },
    TLS_CERT_FILE: { type: 'string', minLength: 1 },
    TLS_KEY_FILE: { type: 'string', minLength: 1 },
    TRUST_PROXY: { type: 'string' },
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
      description: 'one of fatal, error, warn, info, debug, trace, silent',
    },
    WARRANTY_MAILBOX: { type: 'string', default: 'warranty@supreme-dealers.example.com' },
    REGISTRATIONS_MAILBOX: { type: 'string', default: 'registrations@supreme-dealers.example.com' },
    PARTS_MAILBOX: { type: 'string', default: 'parts@supreme-dealers.example.com' },
    SUPPORT_REQUESTS_PER_HOUR: {
      type: 'integer',
      minimum: 1,
      default: 10,
      description: 'a whole number from 1',
    },
    CLAIMS_PER_HOUR: {
      type: 'integer',
      minimum: 1,
      default: 10,
      description: 'a whole number from 1',
    },
    // At least one claim of the largest size; at most what the limit's counter (KiB in a 32-bit
    // integer) holds.
    CLAIM_MB_PER_DAY: {
      type: 'integer',
      minimum: 60,
      maximum: 1_000_000,
      default: 500,
      description: 'a whole number of megabytes from 60 to 1000000',
    },
    UPLOAD_RETENTION_DAYS: {
      type: 'integer',
      minimum: 1,
      default: 7,
      description: 'a whole number of days from 1',
    },
    WHOLE_LIST_MAX_ROWS: {
      type: 'integer',
      minimum: 1,
      default: 10_000,
      description: 'a whole number of rows from 1',
    },
    IMPORT_ANSWER_WITHIN_MS: {
      type: 'integer',
      minimum: 0,
      maximum: 3_600_000,
      default: 30_000,
      description: 'a whole number of milliseconds from 0 to 3600000',
    },
    IMPORT_FILE_MAX_BYTES: {
      type: 'integer',
      minimum: 1024,
      default: 50 * 1024 ** 2,
      description: 'a whole number of bytes from 1024',
    },
    IMPORT_EXPANDED_MAX_BYTES: {
      type: 'integer',
      minimum: 1024,
      default: 4 * 1024 ** 3,
      description: 'a whole number of bytes from 1024',
    },
    IMPORT_MAX_LINE_BYTES: {
      type: 'integer',
      minimum: 1024,
      default: 1_048_576,
      description: 'a whole number of bytes from 1024',
    },
    API_CONCURRENCY: {
      type: 'integer',
      minimum: 1,
      maximum: 10_000,
      default: 16,
      description: 'a whole number of calls from 1 to 10000',
    },
    PGLITE_POOL: {
      type: 'integer',
      minimum: 1,
      maximum: 32,
      default: 4,
      description: 'a whole number of connections from 1 to 32',
    },
    // The pools to PostgreSQL: the main one, and the one whose connections keep list pages'
    // plans (smaller: each plan costs memory on the server; db/client.ts).
    DB_POOL: {
      type: 'integer',
      minimum: 1,
      maximum: 1000,
      default: 20,
      description: 'a whole number of connections from 1 to 1000',
    },
    DB_PAGE_POOL: {
      type: 'integer',
      minimum: 1,
      maximum: 1000,
      default: 8,
      description: 'a whole number of connections from 1 to 1000',
    },
    PGLITE_SHARED_BUFFERS: {
      type: 'string',
      pattern: '^[1-9][0-9]*(kB|MB|GB)?$',
      default: '16MB',
      description: 'a size such as 16MB (kB, MB or GB)',
    },
    DRAIN_DELAY_MS: {
      type: 'integer',
      minimum: 0,
      maximum: 600_000,
      default: 0,
      description: 'a whole number of milliseconds from 0 to 600000',
    },
    WEBHOOK_PRIVATE_ADDRESSES: {
      type: 'string',
      enum: ['deny', 'allow'],
      default: 'deny',
      description: 'deny or allow',
    },
    WEBHOOK_TIMEOUT_MS: {
      type: 'integer',
      minimum: 100,
      maximum: 60_000,
      default: 10_000,
      description: 'a whole number of milliseconds from 100 to 60000',
    },
    WEBHOOK_RETRY_BASE_MS: {
      type: 'integer',
      minimum: 10,
      maximum: 3_600_000,
      default: 5_000,
      description: 'a whole number of milliseconds from 10 to 3600000',
    },
    WEBHOOK_RETRY_FOR_MS: {
      type: 'integer',
      minimum: 1_000,
      maximum: 2_592_000_000,
      default: 259_200_000,
      description: 'a whole number of milliseconds from 1000 to 2592000000',
    },
    WEBHOOK_OLD_SECRET_MS: {
      type: 'integer',
      minimum: 0,
      maximum: 2_592_000_000,
      default: 86_400_000,
      description: 'a whole number of milliseconds from 0 to 2592000000',
    },
    MAIL_CONCURRENCY: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 8,
      description: 'a whole number of mails from 1 to 100',
    },
    LIST_ANSWER_TTL_MS: {
      type: 'integer',
      minimum: 0,
      maximum: 86_400_000,
      default: 30_000,
      description: 'a whole number of milliseconds from 0 to 86400000',
    },
    LIST_KEYSET: { type: 'string', enum: ['on', 'off'], default: 'on', description: 'on or off' },
    LIST_PREPARED_MAX: {
      type: 'integer',
      minimum: 0,
      maximum: 100_000,
      default: 300,
      description: 'a whole number of statements from 0 to 100000',
    },
    // The folder pnpm was called from (it sets INIT_CWD): a relative path given to the import
    // command is the caller's.
    INIT_CWD: { type: 'string' },
    MAIL_FROM: { type: 'string', default: 'Dealer Portal <no-reply@supreme-dealers.example.com>' },
    BLOB_STORE: {
      type: 'string',
      enum: ['database', 'files'],
      description: 'database or files, or unset (database with DATABASE_URL, else files)',
    },
    CHECK_ANSWERS: { type: 'string', enum: ['0', '1'], default: '0', description: '0 or 1' },
    PASSWORD_HASH_COST: {
      type: 'integer',
      minimum: 10,
      maximum: 20,
      default: FULL_HASH_COST,
      description: 'a whole number from 10 to 20 (log2 of scrypt N)',
    },
    NODE_ENV: { type: 'string' },
    METRICS_TOKEN: {
      type: 'string',
      minLength: 24,
      description: 'at least 24 characters, or unset (no /api/metrics)',
    },
  },
} as const;

/** Every variable the server reads: each is in the README's Configuration table. */
export const ENV_NAMES = Object.keys(ENV_SCHEMA.properties);

interface Env {
  PORT: number;
  HOST: string;
  API_PREFIX: string;
  DATABASE_URL?: string;
  DATA_DIR?: string;
  APPS_DIR?: string;
  JWT_SECRET?: string;
  SMTP_URL?: string;
  CORS_ORIGINS: string;
  REMOTE_ORIGINS: string;
  TLS_CERT_FILE?: string;
  TLS_KEY_FILE?: string;
  TRUST_PROXY?: string;
  LOG_LEVEL: string;
  WARRANTY_MAILBOX: string;
  REGISTRATIONS_MAILBOX: string;
  PARTS_MAILBOX: string;
  SUPPORT_REQUESTS_PER_HOUR: number;
  CLAIMS_PER_HOUR: number;
  CLAIM_MB_PER_DAY: number;
  UPLOAD_RETENTION_DAYS: number;
  WHOLE_LIST_MAX_ROWS: number;
  IMPORT_ANSWER_WITHIN_MS: number;
  IMPORT_FILE_MAX_BYTES: number;
  IMPORT_EXPANDED_MAX_BYTES: number;
  IMPORT_MAX_LINE_BYTES: number;
  API_CONCURRENCY: number;
  PGLITE_POOL: number;
  DB_POOL: number;
  DB_PAGE_POOL: number;
  PGLITE_SHARED_BUFFERS: string;
  DRAIN_DELAY_MS: number;
  WEBHOOK_PRIVATE_ADDRESSES: 'deny' | 'allow';
  WEBHOOK_TIMEOUT_MS: number;
  WEBHOOK_RETRY_BASE_MS: number;
  WEBHOOK_RETRY_FOR_MS: number;
  WEBHOOK_OLD_SECRET_MS: number;
  MAIL_CONCURRENCY: number;
  LIST_ANSWER_TTL_MS: number;
  LIST_KEYSET: 'on' | 'off';
  LIST_PREPARED_MAX: number;
  INIT_CWD?: string;
  MAIL_FROM: string;
  BLOB_STORE?: 'database' | 'files';
  CHECK_ANSWERS: '0' | '1';
  PASSWORD_HASH_COST: number;
  NODE_ENV?: string;
  METRICS_TOKEN?: string;
}

/** A configuration the server cannot start with; its message is the one line it prints. */
export class ConfigError extends Error {}

type Properties = Record<string, { description?: string }>;

/** Reads and checks the environment. Empty strings count as unset, as they always have here. */
function readEnv(source: NodeJS.ProcessEnv): Env {
  const data = Object.fromEntries(
    Object.keys(ENV_SCHEMA.properties)
      .filter((k) => source[k] !== undefined && source[k] !== '')
      .map((k) => [k, source[k]]),
  );
  try {
    return envSchema<Env>({ schema: structuredClone(ENV_SCHEMA), data, env: false });
  } catch (e) {
    const first = (e as { errors?: { instancePath: string }[] }).errors?.[0];
    const name = first?.instancePath.replace(/^\//, '') ?? '';
    const what = (ENV_SCHEMA.properties as Properties)[name]?.description;
    if (!name || !what) throw new ConfigError(`Invalid configuration: ${(e as Error).message}`);
    throw new ConfigError(
      `Invalid configuration: ${name}=${JSON.stringify(source[name])} is not ${what}`,
    );
  }
}

/** The server's configuration from the environment; throws ConfigError naming a bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const env = readEnv(source);
  // A cheaper hash only where a test harness says it is one (jest and the browser suite set
  // NODE_ENV=test): a production server cannot be started with weak password hashes by mistake.
  if (env.PASSWORD_HASH_COST < FULL_HASH_COST && env.NODE_ENV !== 'test')
    throw new ConfigError(
      `Invalid configuration: PASSWORD_HASH_COST=${env.PASSWORD_HASH_COST} is below ${FULL_HASH_COST}, allowed only with NODE_ENV=test`,
    );
  let trustProxy: ReturnType<typeof parseTrustProxy>;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
  } catch (e) {
    throw new ConfigError(`Invalid configuration: ${(e as Error).message}`);
  }
  return {
    root,
    port: env.PORT,
    host: env.HOST,
    prefix: env.API_PREFIX,
    databaseUrl: env.DATABASE_URL ?? null,
    /** `database` keeps files in the database every process shares (the default with
     * DATABASE_URL), `files` in DATA_DIR/blobs (the default on PGlite, one process). */
    blobStore: env.BLOB_STORE ?? (env.DATABASE_URL ? 'database' : 'files'),
    dataDir: resolve(env.DATA_DIR ?? join(root, 'data')),
    appsDir: resolve(env.APPS_DIR ?? root),
    jwtSecret: env.JWT_SECRET ?? null,
    smtpUrl: env.SMTP_URL ?? null,
    corsOrigins: list(env.CORS_ORIGINS),
    remoteOrigins: list(env.REMOTE_ORIGINS),
    /** Serve HTTPS directly (PEM files); otherwise a TLS terminator in front (TRUST_PROXY=1). */
    tlsCertFile: env.TLS_CERT_FILE ?? null,
    tlsKeyFile: env.TLS_KEY_FILE ?? null,
    trustProxy,
    logLevel: env.LOG_LEVEL,
    /** Check every JSON answer against its route's response schema (the API's tests turn it on). */
    checkAnswers: env.CHECK_ANSWERS === '1',
    /** log2 of scrypt's N for new password hashes (each hash records its own, so any verifies). */
    passwordHashCost: env.PASSWORD_HASH_COST,
    /** The bearer token of the Prometheus scraper; unset, /api/metrics does not exist. */
    metricsToken: env.METRICS_TOKEN ?? null,
    migrationsDir: existsSync(join(root, 'api/drizzle'))
      ? join(root, 'api/drizzle')
      : join(process.cwd(), 'drizzle'),
    /** Mailboxes of requirements 001 §7. */
    warrantyMailbox: env.WARRANTY_MAILBOX,
    registrationsMailbox: env.REGISTRATIONS_MAILBOX,
    /** The parts desk: every parts order placed in the portal (decision 0128). */
    partsMailbox: env.PARTS_MAILBOX,
    /** Support requests one user may send an hour (counted in the database). */
    supportRequestsPerHour: env.SUPPORT_REQUESTS_PER_HOUR,
    /** Warranty claims one user may file an hour, and megabytes of claims a day (decision 0089). */
    claimsPerHour: env.CLAIMS_PER_HOUR,
    claimMbPerDay: env.CLAIM_MB_PER_DAY,
    /** Days an upload is kept when its mail has not gone out (a mailed one is deleted at once). */
    uploadRetentionDays: env.UPLOAD_RETENTION_DAYS,
    /** Most rows a list sends whole, without `page` (decision 0073). */
    wholeListMaxRows: env.WHOLE_LIST_MAX_ROWS,
    /** How long an import's sender waits for its report: an import still running then (and any
     * sent with `Prefer: respond-async`, at once) is answered 202 with its run to poll, well before
     * a balancer's timeout could answer a 504 for an import that goes on (decision 0087). */
    importAnswerWithinMs: env.IMPORT_ANSWER_WITHIN_MS,
    /** How far the feed's files may expand: one file, and one archive's files together (a zip
     * of 200 KB can hold gigabytes; decision 0091). */
    importLimits: {
      fileBytes: env.IMPORT_FILE_MAX_BYTES,
      archiveBytes: env.IMPORT_EXPANDED_MAX_BYTES,
    },
    importMaxLineBytes: env.IMPORT_MAX_LINE_BYTES,
    apiConcurrency: env.API_CONCURRENCY,
    mailFrom: env.MAIL_FROM,
    /** Mails one process sends at once: the pooled SMTP connections (decision 0030). */
    mailConcurrency: env.MAIL_CONCURRENCY,
    /** Webhooks (decision 0140): whether an endpoint may be on loopback or a private network,
     * one request's timeout, the first retry's delay (doubled each time, at most 6 hours), how
     * long retries go on before the dead letters, and how long a rotated secret still signs. */
    webhooks: {
      privateAddresses: env.WEBHOOK_PRIVATE_ADDRESSES === 'allow',
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
      retryForMs: env.WEBHOOK_RETRY_FOR_MS,
      oldSecretMs: env.WEBHOOK_OLD_SECRET_MS,
    },
    /** On SIGTERM, how long /api/ready answers 503 before the server stops accepting: longer
     * than the balancer takes to see it (deploy/haproxy.cfg checks every 500 ms), 0 without one. */
    drainDelayMs: env.DRAIN_DELAY_MS,
    /** Connections to PostgreSQL (main pool, list pages' pool) and to PGlite's one session. */
    pools: { main: env.DB_POOL, pages: env.DB_PAGE_POOL, pglite: env.PGLITE_POOL },
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    /** How long a list answer is cached per process; 0 caches nothing (the benchmarks' cold path). */
    listAnswerTtlMs: env.LIST_ANSWER_TTL_MS,
    /** Keyset paging; `false` pages by OFFSET only, the reference tests and benchmarks compare with. */
    listKeyset: env.LIST_KEYSET === 'on',
    /** Statements a process prepares for list pages, by shape (decision 0066). */
    listPreparedMax: env.LIST_PREPARED_MAX,
    /** Where a relative path given to a command is resolved: the caller's folder. */
    callerDir: env.INIT_CWD || process.cwd(),
    /** The test harness's hooks (a signal that crashes PGlite's thread) exist only under test. */
    underTest: env.NODE_ENV === 'test',
  };
}
export type Config = ReturnType<typeof loadConfig>;

let current: Config | undefined;

/**
 * This process's configuration, read from its environment once: for the modules that size
 * themselves where they are first used (pools, caches, the mailer) rather than being handed it.
 * An entry point reads it first (configOrExit), so a bad variable stops the start with its line.
 */
export function processConfig(): Config {
  return (current ??= loadConfig());
}

/**
 * The configuration for an entry point (server, setup): a bad one prints its one line and ends
 * the process with 78 (EX_CONFIG of sysexits.h), before anything is opened or listened on.
 */
export function configOrExit(): Config {
  try {
    return processConfig();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    process.exit(78);
  }
}
