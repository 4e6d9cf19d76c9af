// `npm start`: on a machine with only an older Node and npm (Node 24 is brought), installs pnpm and the dependencies,
// builds every app in production mode, prepares the database and serves the portal at one URL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiProcess } from '../api/launch.cjs';
import { pnpm, root } from './pnpm.mjs';
import { run, start, step } from './run.mjs';
import { onNode24 } from './runtime.mjs';

// Node 24: brought from the npm registry when this machine has an older Node (runtime.mjs).
await onNode24();

const port = process.env.PORT || '8080';

step('Installing dependencies');
if (pnpm(['install', '--frozen-lockfile']) !== 0) process.exit(1);

step('Building the shell, the eight areas and the API');
if (pnpm(['-r', '--workspace-concurrency=2', 'build']) !== 0) process.exit(1);

step('Preparing the database (migrations, demo data on first start)');
if (run('node', [join(root, 'api/dist/setup.js')], { cwd: root }) !== 0) process.exit(1);

step(`Serving the portal at http://localhost:${port}`);
const accounts = JSON.parse(readFileSync(join(root, 'api/demo-accounts.json'), 'utf8'));
console.log('Demo accounts (e-mail / password / role):');
for (const a of accounts)
  console.log(`  ${a.email.padEnd(28)} ${a.password.padEnd(14)} ${a.role}  ${a.note ?? ''}`);
const sandbox = JSON.parse(readFileSync(join(root, 'api/sandbox-client.json'), 'utf8'));
console.log(
  `Dealer API sandbox client (docs/api.md): ${sandbox.clientId} / ${sandbox.clientSecret} (${sandbox.dealerCode})`,
);
const api = apiProcess(root, { ...process.env, PORT: port });
const server = start('node', api.args, { cwd: root, env: api.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.child.kill(signal));
process.exit(await server.done);
