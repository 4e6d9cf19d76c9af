// CPU time of processes from /proc (Linux only), in µs: the time each of a process's threads
// spent on a CPU, user and kernel (/proc/<pid>/task/<tid>/schedstat, counted in ns), summed, so
// Node's thread pool (zlib, crypto) counts. /proc/<pid>/stat's utime and stime count in ticks of
// 10 ms, too coarse for a bare route's 100-200 µs a request over a few hundred requests.
import { readdirSync, readFileSync } from 'node:fs';

/** ns on a CPU of one thread or single-threaded process, 0 when it has ended. */
function onCpuNs(path) {
  try {
    return Number(readFileSync(path, 'utf8').split(' ')[0]);
  } catch {
    return 0;
  }
}

/** The CPU µs `pid` has used, all its threads (a thread that ended is no longer counted). */
export function cpuMicros(pid) {
  let ns = 0;
  let tasks = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  for (const tid of tasks) ns += onCpuNs(`/proc/${pid}/task/${tid}/schedstat`);
  return ns / 1000;
}

/** The parent of `pid` (field 4 of /proc/<pid>/stat). */
export function parentOf(pid) {
  return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
}

/** The CPU µs of each child of `parent` now (a PostgreSQL server's backends and workers, each
 * one process of one thread). */
export function childrenCpu(parent) {
  const out = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let ppid;
    try {
      ppid = parentOf(name);
    } catch {
      continue; // ended meanwhile
    }
    if (ppid === parent) out.set(name, onCpuNs(`/proc/${name}/schedstat`) / 1000);
  }
  return out;
}

/** The CPU the children used between two `childrenCpu` readings: a child that ended in between is
 * not counted, one that started is counted whole. */
export function childrenUsed(before, after) {
  let used = 0;
  for (const [pid, us] of after) used += us - (before.get(pid) ?? 0);
  return used;
}
