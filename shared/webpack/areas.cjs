// @ts-check
// Everything the build, the dev servers, the portal server's tests and the benchmarks know about
// the federated areas, derived from the one manifest (shared/areas.json). Adding an area is an
// entry there plus its folder: docs/adding-an-area.md.
const manifest = require('../areas.json');

/**
 * @typedef {{
 *   title: string,                    // shown in the standalone bar and 'area unavailable'
 *   routePrefix: string,              // where the portal serves its build, e.g. '/remotes/parts/'
 *   devPort: number,                  // its webpack dev server
 *   exposes: Record<string, string>,  // federation modules, './lifecycles' at least
 *   check: { path: string, heading: string, account: string }, // a screen that proves it loaded
 * }} Area
 * @typedef {Record<string, Area>} Manifest
 */

/** The package folder of an area: always 'mf-<name>'. */
const folderOf = (/** @type {string} */ name) => `mf-${name}`;

/** Every app folder the workspace builds and serves: the shell, then each area. */
const appFolders = (/** @type {Manifest} */ areas = manifest) => [
  'shell',
  ...Object.keys(areas).map(folderOf),
];

/** The shell's deployed remotes.json: area → its mf-manifest.json under its route prefix. */
const remotesJson = (/** @type {Manifest} */ areas = manifest) =>
  Object.fromEntries(
    Object.entries(areas).map(([name, a]) => [name, `${a.routePrefix}mf-manifest.json`]),
  );

/** What the shell's dev server answers for /remotes.json: each area's own dev server. */
const devRemotesJson = (/** @type {Manifest} */ areas = manifest) =>
  Object.fromEntries(
    Object.entries(areas).map(([name, a]) => [
      name,
      `http://localhost:${a.devPort}/mf-manifest.json`,
    ]),
  );

/** The createConfig options of an area, from its manifest entry. */
function areaConfigOptions(/** @type {string} */ name, areas = manifest) {
  const a = /** @type {Manifest} */ (areas)[name];
  if (!a) throw new Error(`No area '${name}' in shared/areas.json`);
  return { name, port: a.devPort, title: `${a.title} (standalone)`, exposes: a.exposes };
}

/** The area an app folder holds ('mf-parts' → 'parts'), or null for the shell. */
const areaOfFolder = (/** @type {string} */ folder) =>
  folder.startsWith('mf-') ? folder.slice(3) : null;

module.exports = {
  manifest: /** @type {Manifest} */ (manifest),
  folderOf,
  appFolders,
  remotesJson,
  devRemotesJson,
  areaConfigOptions,
  areaOfFolder,
};
