// How this project's launchers start the API process (scripts/start.mjs, deploy/cluster.mjs,
// e2e/server.mjs, bench/, the API tests), with the settings that keep an idle server small
// (README, 'An idle server's memory'; decisions 0070 and 0117). api/package.json's start script
// repeats them.
//
// MALLOC_MMAP_THRESHOLD_=65536: V8 compiles PGlite's WebAssembly on background threads, whose
// glibc malloc arenas keep ~50 MB of freed compiler memory for good. With a fixed threshold, blocks
// of 64 KiB and more are mapped on their own and given back to the system when freed. glibc reads
// it only when a process starts, so the server cannot set it for itself.
const { join } = require('node:path');

const mallocEnv = { MALLOC_MMAP_THRESHOLD_: '65536' };

// --max-semi-space-size=16: V8's young generation as Node 22 sized it (two 16 MB halves). Node 24,
// built without pointer compression, lets it grow to 128 MB in each thread (the HTTP thread and
// PGlite's), which an idle server then keeps resident: ~450-550 MB instead of ~300 (decision 0117).
// An operator's own --max-semi-space-size in NODE_OPTIONS wins; their other options are kept.
const youngGeneration = '--max-semi-space-size=16';

/** NODE_OPTIONS for the API: the operator's, with the young generation's bound unless they set one. */
function nodeOptions(options = '') {
  return options.includes('--max-semi-space-size')
    ? options
    : `${youngGeneration} ${options}`.trim();
}

/**
 * The arguments for `node` and the environment for the API server of the checkout at `root`;
 * a variable already set in `env` wins.
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 */
function apiProcess(root, env) {
  return {
    args: [join(root, 'api/dist/server.js')],
    env: { ...mallocEnv, ...env, NODE_OPTIONS: nodeOptions(env.NODE_OPTIONS) },
  };
}

module.exports = { apiProcess };
