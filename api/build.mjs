// Bundles the server and the setup script. @portal/shared is TypeScript source, so it is bundled.
// drizzle-orm and TypeBox are bundled too: they are ES modules of hundreds of files each, and Node
// resolves every file on its own, re-reading the package's scope (drizzle-orm's package.json is
// 179 KB of exports): ~1.3 s of a server's start in each of its two threads, against ~0.1 s bundled
// (docs/decisions/0132-the-time-ci-takes.md). Every other package stays in node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const bundled = ['@portal/shared', 'drizzle-orm', 'typebox', '@sinclair/typebox'];
const external = Object.keys(pkg.dependencies).filter((d) => !bundled.includes(d));

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
