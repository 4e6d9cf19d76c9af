// API test files that never reach a database: they start no server and no setup on the test
// database, or (config) strip DATABASE_URL from the processes they start. On the PostgreSQL run
// of `npm test` (scripts/test.mjs) they would run exactly as on the PGlite run, so that run leaves
// them out. A file that starts a server, even for files only (compression), stays on both runs.
// test/databaseFree.test.ts checks that each one named here still keeps away from the database.
const files = [
  'afterWrites.test.ts', // a stand-in Db object
  'amount.test.ts', // pure functions
  'answerSerializerBranch.test.ts', // pure functions
  'areaDeploysParallel.test.ts', // the deploy script on folders
  'citations.test.ts', // scripts/citations.mjs on files
  'config.test.ts', // the built server refusing bad variables, DATABASE_URL stripped
  'documentedCommands.test.ts', // its PGlite-only import commands are skipped on PostgreSQL anyway
  'launch.test.ts', // api/launch.cjs's options
  'layersLint.test.ts', // ESLint rules on probes
  'readCache.test.ts', // a stand-in Db object
  'runtime.test.ts', // the Node 24 runtime of the scripts
  'searchPattern.test.ts', // SQL text built by drizzle's dialect, never sent
];

/** jest's --testPathIgnorePatterns for the PostgreSQL run: jest's default and these files. */
const ignorePatterns = [
  '/node_modules/',
  ...files.map((f) => `/api/test/${f.replace(/\./g, '\\.')}$`),
];

module.exports = { files, ignorePatterns };
