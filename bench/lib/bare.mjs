// The bare reference (lib/bare-server.mjs) as the benchmarks start it, and the headers it replays.
import { fork } from 'node:child_process';

/** The portal's answer headers a replay may send again (not the per-connection ones). */
export function replayable(h) {
  const skip = new Set(['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);
  return Object.fromEntries([...h.entries()].filter(([k]) => !skip.has(k)));
}

/** Starts the bare route on `port`, sending the bodies of `file` in turn. */
export function startBare(port, file) {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./bare-server.mjs', import.meta.url), [String(port), file]);
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
}
