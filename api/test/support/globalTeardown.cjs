// Removes the template database of globalSetup.cjs.
const { rmSync } = require('node:fs');
const { Client } = require('pg');

module.exports = async () => {
  const dir = process.env.PORTAL_TEST_TEMPLATE_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
  const database = process.env.PORTAL_TEST_TEMPLATE_DB;
  if (database && process.env.DATABASE_URL) {
    const c = new Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await c.end();
  }
};
