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

// API test files that start a server but whose every statement is one request's own, the same
// SQL on both engines: PGlite is PostgreSQL's own code, so what the PostgreSQL run adds is another
// driver (which the access matrix and the fuzz suite send every route through, each answer checked
// against its schema), many sessions at once (parallel requests, several processes), and the
// server's own settings (collation in sorts, time zone in dates). These files use none of those:
// no parallel requests, no restarts, no text sorted by the database, no dates kept in it, no
// branch on DATABASE_URL (test/databaseFree.test.ts checks the words it can). They run once, on
// the PGlite run.
const sameOnBothEngines = [
  'areaDeploys.test.ts', // publishing an area's files
  'areaDeploysFirst.test.ts', // the first deploy of an area, on files
  'areaDeploysLinks.test.ts', // symbolic links in an area's build
  'componentRoutes.test.ts', // the component tests' routes against the API's document
  'contract.test.ts', // the OpenAPI document against the answers
  'deployments.test.ts', // the builds the portal serves, read from its files
  'errors.test.ts', // error answers and path traversal on the file routes
  'security/headers.test.ts', // response headers
  'shapedAnswers.test.ts', // what the answer serializer leaves out
  'userLanguage.test.ts', // a user's language, stored and used in their mail
];

/** jest's --testPathIgnorePatterns for the PostgreSQL run: jest's default and these files. */
const ignorePatterns = [
  '/node_modules/',
  ...[...files, ...sameOnBothEngines].map((f) => `/api/test/${f.replace(/\./g, '\\.')}$`),
];

module.exports = { files, sameOnBothEngines, ignorePatterns };
