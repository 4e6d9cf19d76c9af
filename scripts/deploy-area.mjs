// `npm run deploy:area -- <area> [--dist <folder>]` builds one area and publishes it;
// `npm run rollback:area -- <area>` switches it back to its previous version. Neither touches the
// shell or any other area (docs/decisions/0054-deploy-and-roll-back-one-area.md).
// The portal's apps folder is APPS_DIR, as for the server (default: the repository).
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import areas from '../shared/webpack/areas.cjs';
import { DeployError, deploy, rollback } from './areaDeployments.mjs';
import { pnpm, root } from './pnpm.mjs';

const USAGE = `usage: node scripts/deploy-area.mjs deploy <area> [--dist <built folder>]
       node scripts/deploy-area.mjs rollback <area>
areas: ${Object.keys(areas.manifest).join(', ')}`;

/**
 * Builds the area into its dist folder. AREA_BUILD_COMMAND (a shell command run in the area's
 * folder) stands in for the webpack build where a test needs the real command's order of steps
 * without its minutes.
 */
function buildArea(area) {
  const folder = join(root, areas.folderOf(area));
  const standIn = process.env.AREA_BUILD_COMMAND;
  const status = standIn
    ? (spawnSync(standIn, { shell: true, stdio: 'inherit', cwd: folder }).status ?? 1)
    : pnpm(['--filter', `@portal/${areas.folderOf(area)}`, 'build']);
  if (status !== 0) throw new DeployError(`the build of ${area} failed`);
  return join(folder, 'dist');
}

function main(argv) {
  const [command, area, ...rest] = argv;
  if (!['deploy', 'rollback'].includes(command) || !area) throw new DeployError(USAGE);
  // Own keys only: '__proto__', 'constructor' or 'toString' are found on every object.
  if (!Object.hasOwn(areas.manifest, area)) throw new DeployError(`No area '${area}'.\n${USAGE}`);
  const appsDir = resolve(process.env.APPS_DIR ?? root);

  if (command === 'rollback') {
    const r = rollback(appsDir, area);
    console.log(`${area}: rolled back from ${r.from} to ${r.version}`);
    return;
  }
  const at = rest.indexOf('--dist');
  if (rest.length > 0 && (at !== 0 || !rest[1] || rest.length > 2))
    throw new DeployError(`unexpected arguments: ${rest.join(' ')}\n${USAGE}`);
  const r = deploy(appsDir, area, {
    // A build made earlier (by CI, or a test's prepared variant): published as it is.
    dist: at === 0 ? resolve(rest[1]) : undefined,
    build: () => buildArea(area),
  });
  console.log(
    `${area}: ${r.version} is live at /areas/${area}/${r.version}/` +
      (r.previous ? ` (previous: ${r.previous})` : ''),
  );
}

try {
  main(process.argv.slice(2));
} catch (e) {
  if (!(e instanceof DeployError)) throw e;
  console.error(`deploy-area: ${e.message}`);
  process.exit(1);
}
