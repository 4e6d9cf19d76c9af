import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { appsDir } from './portal';

const repo = join(__dirname, '../../..');

/** Takes an area's deployed files away (as if its server were down) and gives them back. */
export function takeDown(area: string) {
  renameSync(join(appsDir(), `mf-${area}`, 'dist'), join(appsDir(), `mf-${area}`, 'dist.down'));
  return () =>
    renameSync(join(appsDir(), `mf-${area}`, 'dist.down'), join(appsDir(), `mf-${area}`, 'dist'));
}

/**
 * Builds a changed copy of one area on its own (the shell is not rebuilt) and deploys it by
 * replacing that area's files. The copy sits beside the real package so its node_modules links
 * resolve the same; the change is a banner around the area's routes.
 */
export function rebuildAndDeploy(area: string, banner: string) {
  const src = join(repo, `mf-${area}`);
  const copy = join(repo, `.redeploy-${area}`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(src, copy, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (p) => !p.includes(`${src}/dist`) && !p.includes('.cache'),
  });
  writeFileSync(
    join(copy, 'src/lifecycles.tsx'),
    `import { createAreaLifecycles } from '@portal/shared/ui/area';
import { AreaRoutes } from './routes';

function WithBanner() {
  return (
    <>
      <p data-testid="redeploy-banner">${banner}</p>
      <AreaRoutes />
    </>
  );
}

export const { bootstrap, mount, unmount } = createAreaLifecycles('${area}', WithBanner);
`,
  );
  try {
    execFileSync('node', [join(repo, 'shared/webpack/cli.cjs'), 'build'], {
      cwd: copy,
      stdio: 'inherit',
    });
    const target = join(appsDir(), `mf-${area}`, 'dist');
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    cpSync(join(copy, 'dist'), target, { recursive: true });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Puts the area's original build back. */
export function redeployOriginal(area: string) {
  const target = join(appsDir(), `mf-${area}`, 'dist');
  rmSync(target, { recursive: true, force: true });
  cpSync(join(repo, `mf-${area}`, 'dist'), target, { recursive: true });
}

/**
 * Replaces an area's remote entry with a script that throws. Its precompressed copies (.br, .gz)
 * go too: the server prefers them to the file, as it would after any in-place edit of a build.
 */
export function breakEntry(area: string) {
  const entry = join(appsDir(), `mf-${area}`, 'dist', 'remoteEntry.js');
  const files = [entry, `${entry}.br`, `${entry}.gz`].filter(existsSync);
  for (const f of files) if (!existsSync(`${f}.bak`)) renameSync(f, `${f}.bak`);
  writeFileSync(entry, "throw new Error('broken deploy');\n");
  return () => {
    rmSync(entry);
    for (const f of files) renameSync(`${f}.bak`, f);
  };
}
