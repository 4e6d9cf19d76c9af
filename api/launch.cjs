// How this project's launchers start the API process (scripts/start.mjs, deploy/cluster.mjs,
// e2e/server.mjs, bench/, the API tests), with the setting that keeps an idle server small
// (BENCHMARKS.md, 'Memory'; decision 0070). api/package.json's start script repeats it.
//
// MALLOC_MMAP_THRESHOLD_=65536: V8 compiles PGlite's WebAssembly on background threads, whose
// glibc malloc arenas keep ~50 MB of freed compiler memory for good. With a fixed threshold, blocks
// of 64 KiB and more are mapped on their own and given back to the system when freed. glibc reads
// it only when a process starts, so the server cannot set it for itself.
const { join } = require('node:path');

const mallocEnv = { MALLOC_MMAP_THRESHOLD_: '65536' };

/**
 * The arguments for `node` and the environment for the API server of the checkout at `root`;
 * a variable already set in `env` wins.
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 */
function apiProcess(root, env) {
  return { args: [join(root, 'api/dist/server.js')], env: { ...mallocEnv, ...env } };
}

module.exports = { apiProcess };
