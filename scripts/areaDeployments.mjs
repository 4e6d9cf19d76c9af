// Publishing and rolling back one area's build in the portal's apps folder (APPS_DIR), for
// scripts/deploy-area.mjs. Layout (docs/decisions/0054-deploy-and-roll-back-one-area.md):
//   areas/<area>/<version>/    a published build, never changed once there (served at the same URL)
//   areas/<area>/history.json  {"current": "<version>", "previous": ["<newest previous>", ...]}
//   areas/remotes.json         what the portal serves at /remotes.json once any area is deployed
//   areas/<area>/.lock         held by the one deploy or rollback of the area running
//   areas/.switch.lock         held while remotes.json is read, changed and renamed over
import {
  closeSync,
  cpSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { withLockFile } from './deployLock.mjs';

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

/** One deploy or rollback of an area at a time: a second one is refused while the first runs;
 * the lock of one that was killed is taken over. */
function withLock(appsDir, area, work) {
  const dir = join(areasDir(appsDir), area);
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, '.lock');
  const busy = (owner) =>
    new DeployError(
      `another deploy or rollback of '${area}' is running (process ${owner.pid}, lock ${lock})`,
    );
  return withLockFile(lock, { waitMs: 0, busy }, () => work(dir));
}

/** How long a switch waits for another area's: a switch itself takes milliseconds. */
const SWITCH_WAIT_MS = 60_000;

/**
 * Every area's deploy and rollback changes the one remotes.json: each reads it, changes its
 * entry and renames a new file over it, one process at a time, or a switch made between another's
 * read and rename would be undone by it. history.json is written inside the same turn, so it never
 * names as current a version remotes.json does not serve.
 */
function withSwitchLock(appsDir, work) {
  const busy = (owner) =>
    new DeployError(
      `remotes.json stayed locked by process ${owner.pid} for ${SWITCH_WAIT_MS / 1000} s; nothing was switched`,
    );
  return withLockFile(
    join(areasDir(appsDir), '.switch.lock'),
    { waitMs: SWITCH_WAIT_MS, busy },
    work,
  );
}

/** A link in a build would publish whatever it points at (another folder, the host's files). */
function refuseLinks(dist) {
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true }))
    if (entry.isSymbolicLink())
      throw new DeployError(
        `${join(entry.parentPath, entry.name)} is a symbolic link; a build to publish holds ` +
          `plain files only (nothing was published)`,
      );
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
 * The first deploy of an area publishes the build the portal served until then (`mf-<area>/dist`,
 * at /remotes/<area>/) under its own version and records it as current, so a rollback can return
 * to it. Done before the area is built, as the build replaces that folder. `except`: the version
 * about to be published (a build already served is not published twice).
 */
function keepServedBuild(appsDir, area, dir, except) {
  if (readHistory(appsDir, area) !== null) return;
  const served = join(appsDir, `mf-${area}`, 'dist');
  if (!existsSync(join(served, 'build-info.json'))) return;
  const before = buildInfoOf(served, area);
  if (before.version === except || existsSync(join(dir, before.version))) return;
  refuseLinks(served);
  copyVersion(dir, served, before.version);
  writeJsonAtomic(historyFile(appsDir, area), { current: before.version, previous: [] });
}

/**
 * Publishes an area build as `areas/<area>/<version>/` and switches remotes.json to it. `dist`:
 * a build made earlier; else `build()` builds the area and returns its folder.
 */
export function deploy(appsDir, area, { dist, build }) {
  const given = dist === undefined ? undefined : buildInfoOf(dist, area);
  return withLock(appsDir, area, (dir) => {
    keepServedBuild(appsDir, area, dir, given?.version);
    const folder = dist ?? build();
    const info = given ?? buildInfoOf(folder, area);
    if (existsSync(join(dir, info.version)))
      throw new DeployError(
        `${area} ${info.version} is already published; a published version is never overwritten. ` +
          `Build again for a new version, or use rollback:area to return to the previous one.`,
      );
    refuseLinks(folder);
    copyVersion(dir, folder, info.version);
    return withSwitchLock(appsDir, () => {
      const history = readHistory(appsDir, area) ?? { current: null, previous: [] };
      switchTo(appsDir, area, info.version);
      const previous = history.current ? [history.current, ...history.previous] : history.previous;
      writeJsonAtomic(historyFile(appsDir, area), { current: info.version, previous });
      return { version: info.version, previous: previous[0] ?? null };
    });
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
    return withSwitchLock(appsDir, () => {
      switchTo(appsDir, area, target);
      writeJsonAtomic(historyFile(appsDir, area), { current: target, previous: older });
      return { version: target, from: history.current };
    });
  });
}
