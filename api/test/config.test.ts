import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENV_NAMES } from '../src/config';

// A wrong variable stops the built server before it opens anything, with one
// line that names the variable, and exit code 78 (EX_CONFIG).
const server = join(__dirname, '../dist/server.js');
const setup = join(__dirname, '../dist/setup.js');

function start(script: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-config-'));
  try {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) => !/^(PORT|DATABASE_URL|SMTP_URL|JWT_SECRET)$/.test(k),
      ),
    );
    const r = spawnSync('node', [script], {
      env: { ...clean, DATA_DIR: dataDir, LOG_LEVEL: 'error', ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
    return { code: r.status, lines: r.stderr.trim().split('\n'), stdout: r.stdout };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('configuration is checked at start', () => {
  it("every variable the server reads is in the README's Configuration table", () => {
    const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'));
    const documented = new Set([...table.matchAll(/^\| `([A-Z_]+)` /gm)].map((m) => m[1]));
    expect(ENV_NAMES.filter((name) => !documented.has(name))).toEqual([]);
    expect(ENV_NAMES).toEqual(expect.arrayContaining(['DB_POOL', 'DRAIN_DELAY_MS', 'INIT_CWD']));
  });

  it.each([
    [
      'MAIL_CONCURRENCY',
      '0',
      'Invalid configuration: MAIL_CONCURRENCY="0" is not a whole number of mails from 1 to 100',
    ],
    [
      'DRAIN_DELAY_MS',
      'soon',
      'Invalid configuration: DRAIN_DELAY_MS="soon" is not a whole number of milliseconds from 0 to 600000',
    ],
    ['LIST_KEYSET', 'no', 'Invalid configuration: LIST_KEYSET="no" is not on or off'],
    ['PORT', 'abc', 'Invalid configuration: PORT="abc" is not a TCP port (1 to 65535)'],
    [
      'DATABASE_URL',
      'mysql://db/portal',
      'Invalid configuration: DATABASE_URL="mysql://db/portal" is not a PostgreSQL URL (postgres://user:password@host:port/database), or unset for PGlite',
    ],
    [
      'WHOLE_LIST_MAX_ROWS',
      '0',
      'Invalid configuration: WHOLE_LIST_MAX_ROWS="0" is not a whole number of rows from 1',
    ],
    [
      'API_CONCURRENCY',
      '0',
      'Invalid configuration: API_CONCURRENCY="0" is not a whole number of calls from 1 to 10000',
    ],
    [
      'PGLITE_POOL',
      '0',
      'Invalid configuration: PGLITE_POOL="0" is not a whole number of connections from 1 to 32',
    ],
  ])('%s=%s stops the server with one line naming it', (name, value, line) => {
    const r = start(server, { PORT: '18999', [name]: value });
    expect(r.lines).toEqual([line]);
    expect(r.code).toBe(78);
  });

  it('the setup script checks the same way', () => {
    const r = start(setup, { DATABASE_URL: 'not a url' });
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatch(/^Invalid configuration: DATABASE_URL="not a url" is not/);
    expect(r.code).toBe(78);
  });

  it('a cheap password hash is refused outside a test harness (decision 0051)', () => {
    const r = start(server, { PORT: '18999', PASSWORD_HASH_COST: '12', NODE_ENV: 'production' });
    expect(r.lines).toEqual([
      'Invalid configuration: PASSWORD_HASH_COST=12 is below 17, allowed only with NODE_ENV=test',
    ]);
    expect(r.code).toBe(78);
    const tooLow = start(server, { PORT: '18999', PASSWORD_HASH_COST: '8', NODE_ENV: 'test' });
    expect(tooLow.lines).toEqual([
      'Invalid configuration: PASSWORD_HASH_COST="8" is not a whole number from 10 to 20 (log2 of scrypt N)',
    ]);
  });
});
