// Runs once per jest run: builds the server bundle if it is missing, then migrates and seeds one
// template database. Every test file starts its server on a copy of it (a folder copy for PGlite,
// CREATE DATABASE ... TEMPLATE on a PostgreSQL server), instead of seeding its own: seeding costs
// about 9 s, a copy well under one.
const { existsSync, mkdtempSync, readdirSync, rmSync } = require('node:fs');
const { execFileSync } = require('node:child_process');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { Client } = require('pg');

module.exports = async () => {
  const dir = join(__dirname, '../..');
  if (!existsSync(join(dir, 'dist/server.js')))
    execFileSync('node', ['build.mjs'], { cwd: dir, stdio: 'inherit' });

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-template-'));
  // The demo accounts' hashes at the test servers' cost (test/support/server.ts, TEST_HASH_ENV).
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '12',
  };
  const base = process.env.DATABASE_URL;
  let database = null;
  if (base) {
    database = `portal_template_${process.pid}`;
    await sql(base, `DROP DATABASE IF EXISTS ${database}`);
    await sql(base, `CREATE DATABASE ${database}`);
    const url = new URL(base);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  execFileSync('node', [join(dir, 'dist/setup.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (!base) dropFutureWal(join(dataDir, 'pglite'));
  // Read by test/support/server.ts in the workers (they inherit this process's environment).
  process.env.PORTAL_TEST_TEMPLATE_DIR = dataDir;
  if (database) process.env.PORTAL_TEST_TEMPLATE_DB = database;
};

/**
 * PostgreSQL keeps the WAL segments a checkpoint recycled as future ones, already written: after
 * the seed, 7 of the 8 segments (112 MB of 206) in a folder every test server copies. None holds
 * a record (the current one is the last written); the server makes a new one when it needs it.
 */
function dropFutureWal(pgliteDir) {
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create(process.env.PGLITE_DIR, { extensions: { pg_trgm } });
    const { rows } = await db.query('select pg_walfile_name(pg_current_wal_lsn()) as f');
    await db.close();
    process.stdout.write(rows[0].f);`;
  const current = execFileSync('node', ['--input-type=module', '-e', script], {
    cwd: join(__dirname, '../..'),
    env: { ...process.env, PGLITE_DIR: pgliteDir },
    encoding: 'utf8',
  });
  const wal = join(pgliteDir, 'pg_wal');
  for (const f of readdirSync(wal))
    if (/^[0-9A-F]{24}$/.test(f) && f > current) rmSync(join(wal, f));
}

async function sql(url, text) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}
