import { existsSync } from 'node:fs';
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
 * TRUST_PROXY (issue 21, finding 2): how many proxies in front of the server to trust (`1`: the
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

/**
 * BLOB_STORE (issue 24): `database` keeps files in the database every process shares (the
 * default with DATABASE_URL), `files` in DATA_DIR/blobs (the default on PGlite, one process).
 */
export function parseBlobStore(v: string | undefined, databaseUrl: string | null) {
  const s = (v ?? '').trim() || (databaseUrl ? 'database' : 'files');
  if (s !== 'database' && s !== 'files')
    throw new Error(`BLOB_STORE: give "database" or "files", not "${s}"`);
  return s;
}

export const config = {
  root,
  port: Number(process.env.PORT || 8080),
  host: process.env.HOST || '0.0.0.0',
  prefix: process.env.API_PREFIX || '/api',
  databaseUrl: process.env.DATABASE_URL || null,
  blobStore: parseBlobStore(process.env.BLOB_STORE, process.env.DATABASE_URL || null),
  dataDir: resolve(process.env.DATA_DIR || join(root, 'data')),
  appsDir: resolve(process.env.APPS_DIR || root),
  jwtSecret: process.env.JWT_SECRET || null,
  smtpUrl: process.env.SMTP_URL || null,
  corsOrigins: list(process.env.CORS_ORIGINS),
  remoteOrigins: list(process.env.REMOTE_ORIGINS),
  /** Serve HTTPS directly (PEM files); otherwise a TLS terminator in front (TRUST_PROXY=1). */
  tlsCertFile: process.env.TLS_CERT_FILE || null,
  tlsKeyFile: process.env.TLS_KEY_FILE || null,
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  logLevel: process.env.LOG_LEVEL || 'info',
  /** Check every JSON answer against its route's response schema (the API's tests turn it on). */
  checkAnswers: process.env.CHECK_ANSWERS === '1',
  migrationsDir: existsSync(join(root, 'api/drizzle'))
    ? join(root, 'api/drizzle')
    : join(process.cwd(), 'drizzle'),
  /** Mailboxes of spec 001 §7. */
  warrantyMailbox: process.env.WARRANTY_MAILBOX || 'warranty@supreme-dealers.example.com',
  registrationsMailbox:
    process.env.REGISTRATIONS_MAILBOX || 'registrations@supreme-dealers.example.com',
  /** Support requests one user may send an hour (issue 21; counted in the database). */
  supportRequestsPerHour: Number(process.env.SUPPORT_REQUESTS_PER_HOUR || 10),
  /** Days an upload is kept when its mail has not gone out (a mailed one is deleted at once). */
  uploadRetentionDays: Number(process.env.UPLOAD_RETENTION_DAYS || 7),
  mailFrom: process.env.MAIL_FROM || 'Dealer Portal <no-reply@supreme-dealers.example.com>',
};
export type Config = typeof config;
