// Publishing and rolling back one area's build in the portal's apps folder (APPS_DIR), for
// scripts/deploy-area.mjs. Layout (docs/decisions/0054-deploy-and-roll-back-one-area.md):
//   areas/<area>/<version>/    a published build, never changed once there (served at the same URL)
//   areas/<area>/history.json  {"current": "<version>", "previous": ["<newest previous>", ...]}
//   areas/remotes.json         what the portal serves at /remotes.json once any area is deployed
import {
  closeSync,
  cpSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/** A refusal the command prints as it is, without a stack trace. */
export class DeployError extends Error {}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Writes JSON so a reader sees the old file or the new one, never half of either: the text goes
 * to a temporary file beside it (same folder, same file system), is flushed, then renamed over.
 */
export function writeJsonAtomic(file, value) {
  const temp = `${file}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, `${JSON.stringify(value, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
}

const areasDir = (appsDir) => join(appsDir, 'areas');
const remotesFile = (appsDir) => join(areasDir(appsDir), 'remotes.json');
const historyFile = (appsDir, area) => join(areasDir(appsDir), area, 'history.json');
export const publishedUrl = (area, version) => `/areas/${area}/${version}/mf-manifest.json`;

/** The remotes.json the portal serves now: the deployed one, else the shell build's own. */
function currentRemotes(appsDir) {
  for (const file of [remotesFile(appsDir), join(appsDir, 'shell', 'dist', 'remotes.json')])
    if (existsSync(file)) return readJson(file);
  return {};
}

export function readHistory(appsDir, area) {
  const file = historyFile(appsDir, area);
  return existsSync(file) ? readJson(file) : null;
}

/** A build's build-info.json, checked to be the named area's. */
function buildInfoOf(dist, area) {
  const file = join(dist, 'build-info.json');
  if (!existsSync(file))
    throw new DeployError(
      `${dist} has no build-info.json: it is not an area build (build it first)`,
    );
  const info = readJson(file);
  if (info.area !== area)
    throw new DeployError(`${dist} is a build of '${info.area}', not of '${area}'`);
  if (!/^[0-9A-Za-z][0-9A-Za-z.-]*$/.test(String(info.version)))
    throw new DeployError(`${file}: '${info.version}' is not a version a folder can be named`);
  return info;
}

/** One deploy or rollback of an area at a time: a second one is refused while the first runs. */
function withLock(appsDir, area, work) {
  const dir = join(areasDir(appsDir), area);
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, '.lock');
  try {
    mkdirSync(lock);
  } catch {
    throw new DeployError(
      `another deploy or rollback of '${area}' is running (if none is, remove ${lock})`,
    );
  }
  try {
    return work(dir);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Copies a build into its version's folder; the folder appears whole or not at all. */
function copyVersion(dir, dist, version) {
  const target = join(dir, version);
  const incoming = join(dir, `.incoming-${version}-${process.pid}`);
  rmSync(incoming, { recursive: true, force: true });
  cpSync(dist, incoming, { recursive: true });
  renameSync(incoming, target);
}

/** Points /remotes.json's entry for the area at a published version. */
function switchTo(appsDir, area, version) {
  writeJsonAtomic(remotesFile(appsDir), {
    ...currentRemotes(appsDir),
    [area]: publishedUrl(area, version),
  });
}

/**
 * Publishes `dist` (an area build) as `areas/<area>/<version>/` and switches remotes.json to it.
 * The first deploy of an area also publishes the build the portal served until then
 * (`mf-<area>/dist`, at /remotes/<area>/), so a rollback can return to it.
 */
export function publish(appsDir, area, dist) {
  const info = buildInfoOf(dist, area);
  return withLock(appsDir, area, (dir) => {
    if (existsSync(join(dir, info.version)))
      throw new DeployError(
        `${area} ${info.version} is already published; a published version is never overwritten. ` +
          `Build again for a new version, or use rollback:area to return to the previous one.`,
      );
    let history = readHistory(appsDir, area);
    if (history === null) {
      history = { current: null, previous: [] };
      const served = join(appsDir, `mf-${area}`, 'dist');
      if (existsSync(join(served, 'build-info.json'))) {
        const before = buildInfoOf(served, area);
        if (before.version !== info.version && !existsSync(join(dir, before.version))) {
          copyVersion(dir, served, before.version);
          history.current = before.version;
        }
      }
    }
    copyVersion(dir, dist, info.version);
    switchTo(appsDir, area, info.version);
    const previous = history.current ? [history.current, ...history.previous] : history.previous;
    writeJsonAtomic(historyFile(appsDir, area), { current: info.version, previous });
    return { version: info.version, previous: previous[0] ?? null };
  });
}

/** Switches the area back to its newest previous version; the version left stays on disk. */
export function rollback(appsDir, area) {
  return withLock(appsDir, area, (dir) => {
    const history = readHistory(appsDir, area);
    if (history === null)
      throw new DeployError(
        `${area} has never been deployed with deploy:area: nothing to roll back to`,
      );
    const [target, ...older] = history.previous;
    if (target === undefined)
      throw new DeployError(
        `${area} has no previous version to roll back to (current: ${history.current})`,
      );
    if (!existsSync(join(dir, target, 'mf-manifest.json')))
      throw new DeployError(`${area} ${target} is in history.json but not in ${dir}`);
    switchTo(appsDir, area, target);
    writeJsonAtomic(historyFile(appsDir, area), { current: target, previous: older });
    return { version: target, from: history.current };
  });
}
