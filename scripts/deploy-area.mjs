// `npm run deploy:area -- <area> [--dist <folder>]` builds one area and publishes it;
// `npm run rollback:area -- <area>` switches it back to its previous version. Neither touches the
// shell or any other area (docs/decisions/0054-deploy-and-roll-back-one-area.md).
// The portal's apps folder is APPS_DIR, as for the server (default: the repository).
import { join, resolve } from 'node:path';
import areas from '../shared/webpack/areas.cjs';
import { DeployError, publish, rollback } from './areaDeployments.mjs';
import { pnpm, root } from './pnpm.mjs';

const USAGE = `usage: node scripts/deploy-area.mjs deploy <area> [--dist <built folder>]
       node scripts/deploy-area.mjs rollback <area>
areas: ${Object.keys(areas.manifest).join(', ')}`;

function main(argv) {
  const [command, area, ...rest] = argv;
  if (!['deploy', 'rollback'].includes(command) || !area) throw new DeployError(USAGE);
  if (!areas.manifest[area]) throw new DeployError(`No area '${area}'.\n${USAGE}`);
  const appsDir = resolve(process.env.APPS_DIR ?? root);

  if (command === 'rollback') {
    const r = rollback(appsDir, area);
    console.log(`${area}: rolled back from ${r.from} to ${r.version}`);
    return;
  }
  const at = rest.indexOf('--dist');
  if (rest.length > 0 && (at !== 0 || !rest[1] || rest.length > 2))
    throw new DeployError(`unexpected arguments: ${rest.join(' ')}\n${USAGE}`);
  let dist;
  if (at === 0) {
    // A build made earlier (by CI, or a test's prepared variant): published as it is.
    dist = resolve(rest[1]);
  } else {
    if (pnpm(['--filter', `@portal/${areas.folderOf(area)}`, 'build']) !== 0)
      throw new DeployError(`the build of ${area} failed`);
    dist = join(root, areas.folderOf(area), 'dist');
  }
  const r = publish(appsDir, area, dist);
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
