// API tests hit the real server over HTTP: each file starts its own server (a child process) on
// a fresh copy of one seeded template database (PGlite folder, or a PostgreSQL TEMPLATE database).
const base = require('@portal/shared/jest').jestConfig({
  dir: __dirname,
  env: 'node',
  displayName: 'api',
});

module.exports = {
  ...base,
  globalSetup: '<rootDir>/test/support/globalSetup.cjs',
  globalTeardown: '<rootDir>/test/support/globalTeardown.cjs',
  setupFilesAfterEnv: ['<rootDir>/test/support/timeout.cjs'],
};
