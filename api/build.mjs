// Bundles the server and the setup script. @portal/shared is TypeScript source, so it is bundled;
// every other package stays in node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => d !== '@portal/shared');

/** esbuild's options for the API's bundle (also used by tests that build a variant of it). */
export const apiBuild = {
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: [
    'src/server.ts',
    'src/setup.ts',
    'src/openapi.ts',
    'src/import.ts',
    // PGlite's thread (decision 0068), started by the server from beside it.
    { in: 'src/db/pgliteWorker.ts', out: 'pgliteWorker' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build(apiBuild);
  console.log('[api] built dist/server.js, dist/setup.js and dist/import.js');
}
