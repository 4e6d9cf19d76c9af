// `npm run dev`: the API in watch mode on :4000 and every app's webpack dev server (shell :3000,
// areas :3001-3008). The shell's dev server answers /remotes.json from shell/remotes.dev.json.
import { join } from 'node:path';
import { pnpmPath, root } from './pnpm.mjs';
import { start } from './run.mjs';

const apps = [
  'shell',
  'mf-wholegoods',
  'mf-parts',
  'mf-service',
  'mf-finance',
  'mf-rewards',
  'mf-resources',
  'mf-admin',
  'mf-forms',
];
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
