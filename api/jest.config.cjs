// API tests hit the real server over HTTP: each file starts its own server (a child process) on
// a fresh database (PGlite in a temp folder, or a new database on DATABASE_URL's server).
const base = require('@portal/shared/jest').jestConfig({
  dir: __dirname,
  env: 'node',
  displayName: 'api',
});

module.exports = {
  ...base,
  globalSetup: '<rootDir>/test/support/globalSetup.cjs',
  setupFilesAfterEnv: ['<rootDir>/test/support/timeout.cjs'],
};
