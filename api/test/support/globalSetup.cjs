// Runs once per jest run: builds the server bundle if it is missing, then migrates and seeds one
// template database. Every test file starts its server on a copy of it (a folder copy for PGlite,
// CREATE DATABASE ... TEMPLATE on a PostgreSQL server), instead of seeding its own: seeding costs
// about 9 s, a copy well under one.
const { existsSync, mkdtempSync } = require('node:fs');
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
  // Read by test/support/server.ts in the workers (they inherit this process's environment).
  process.env.PORTAL_TEST_TEMPLATE_DIR = dataDir;
  if (database) process.env.PORTAL_TEST_TEMPLATE_DB = database;
};

async function sql(url, text) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}
