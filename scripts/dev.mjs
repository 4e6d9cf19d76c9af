// `npm run dev`: the API in watch mode on :4000 and every app's webpack dev server (shell :3000,
// each area on its dev port from shared/areas.json). The shell's dev server answers /remotes.json
// with those ports.
import { join } from 'node:path';
import { pnpmPath, root } from './pnpm.mjs';
import { start } from './run.mjs';
import areas from '../shared/webpack/areas.cjs';
import { onNode24 } from './runtime.mjs';

// Node 24: brought from the npm registry when this machine has an older Node (runtime.mjs).
await onNode24();

// The shell and every area of shared/areas.json, each on its dev port.
const apps = areas.appFolders();
const env = {
  ...process.env,
  PORT: process.env.API_PORT || '4000',
  CORS_ORIGINS: 'http://localhost:3000',
};
const children = [
  start(pnpmPath(), ['--filter', '@portal/api', 'dev'], { cwd: root, env }),
  ...apps.map((a) =>
    start('node', [join(root, 'shared/webpack/cli.cjs'), 'dev'], { cwd: join(root, a) }),
  ),
];
console.log('Portal (dev): http://localhost:3000');
for (const s of ['SIGINT', 'SIGTERM'])
  process.on(s, () => children.forEach((c) => c.child.kill(s)));
await Promise.all(children.map((c) => c.done));
