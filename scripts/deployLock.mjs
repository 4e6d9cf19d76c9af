// A lock file shared by every deploy and rollback process of one apps folder. Created whole by a
// hard link of a file already written (link fails when the name exists: one creator wins, and no
// one ever reads a half-written lock) and holding its owner's pid and start time, so a lock whose owner was killed
// (SIGKILL leaves no chance to remove it) is recognised and taken over instead of blocking forever;
// the start time tells a dead owner from a new process that got the same pid.
import {
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';

/** The kernel's start time of a process (clock ticks since boot), or null where /proc is absent. */
function startTimeOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may hold spaces and brackets, so count after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return null;
  }
}

/** This process as a lock owner. */
export const self = () => ({ pid: process.pid, started: startTimeOf(process.pid) });

function alive(owner) {
  try {
    process.kill(owner.pid, 0);
  } catch (e) {
    return e.code === 'EPERM'; // exists, another user's
  }
  return owner.started === null || startTimeOf(owner.pid) === owner.started;
}

function readOwner(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null; // removed since: tried again at once
  }
}

const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** A marker older than this was left by a process killed in the middle of a takeover. */
const TAKEOVER_STALE_MS = 10_000;

/**
 * Removes the lock if its owner is still `owner`, which is dead. Two processes may find the same
 * dead owner: the one that creates the takeover marker (mkdir: one wins) checks again that the
 * lock is still the dead one's before removing it, so a lock taken meanwhile is never removed.
 */
function takeOver(file, owner) {
  const marker = `${file}.takeover-${owner.pid}-${owner.started}`;
  try {
    mkdirSync(marker);
  } catch {
    if (Date.now() - statSync(marker, { throwIfNoEntry: false })?.mtimeMs > TAKEOVER_STALE_MS)
      rmSync(marker, { recursive: true, force: true });
    return;
  }
  try {
    const now = readOwner(file);
    if (now && now.pid === owner.pid && now.started === owner.started) unlinkSync(file);
  } finally {
    rmSync(marker, { recursive: true, force: true });
  }
}

/**
 * Takes the lock at `file`, runs `work`, and gives the lock back. A lock held by a live process
 * is waited for up to `waitMs` (0: not at all), then `busy(owner)` is thrown; one held by a dead
 * process is taken over.
 */
export function withLockFile(file, { waitMs, busy }, work) {
  const deadline = Date.now() + waitMs;
  const mine = `${file}.${process.pid}`;
  writeFileSync(mine, JSON.stringify(self()));
  for (;;) {
    try {
      linkSync(mine, file);
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') {
        rmSync(mine, { force: true });
        throw e;
      }
    }
    const owner = readOwner(file);
    if (owner === null) continue;
    if (!alive(owner)) takeOver(file, owner);
    else if (Date.now() >= deadline) {
      rmSync(mine, { force: true });
      throw busy(owner);
    } else pause(20);
  }
  rmSync(mine, { force: true });
  try {
    return work();
  } finally {
    rmSync(file, { force: true });
  }
}
