import { mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * One process at a time on a PGlite folder (decision 0086). Two PGlite on one folder do not see
 * each other's writes and corrupt the files; PGlite itself does not check, as a PostgreSQL server
 * does with its postmaster.pid.
 *
 * The lock is a listening Unix socket in Linux's abstract namespace, named by the folder's device
 * and inode: binding a name is atomic (of several openers at once exactly one binds, the others get
 * EADDRINUSE), and the kernel frees the name when the holder's socket closes, which SIGKILL does
 * too. No file is left behind, so nothing can be stale, and no process id is compared, so none can
 * be reused.
 */

/** sysexits.h's EX_TEMPFAIL: the folder is busy now; the same command works once it is free. */
export const FOLDER_IN_USE_EXIT = 75;

/** The folder is held by another process; the message names it. */
export class FolderInUseError extends Error {
  constructor(readonly dir: string) {
    super(`The database folder ${dir} is in use by another process`);
  }
}

/**
 * Takes the lock of `dir` (created if missing) for this process, or throws FolderInUseError.
 * Returns what releases it; the end of the process releases it as well.
 */
export async function lockFolder(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const { dev, ino } = statSync(dir);
  const holder = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.listen(`\0portal-pglite-${dev}-${ino}`, () => resolve());
  }).catch((e: NodeJS.ErrnoException) => {
    throw e.code === 'EADDRINUSE' ? new FolderInUseError(dir) : e;
  });
  // Held for as long as the process wants it, without keeping the process alive for it.
  holder.unref();
  return () => new Promise<void>((resolve) => holder.close(() => resolve()));
}

/**
 * An entry point's end when its folder is held: one line (the folder, then what to do instead)
 * and EX_TEMPFAIL, nothing opened. Any other failure returns for the caller to report.
 */
export function exitIfFolderInUse(e: unknown, whatToDo: string): void {
  if (!(e instanceof FolderInUseError)) return;
  console.error(`${e.message}: ${whatToDo}`);
  process.exit(FOLDER_IN_USE_EXIT);
}
