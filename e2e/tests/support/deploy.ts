import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appsDir } from './portal';

/** Takes an area's deployed files away (as if its server were down) and gives them back. */
export function takeDown(area: string) {
  renameSync(join(appsDir(), `mf-${area}`, 'dist'), join(appsDir(), `mf-${area}`, 'dist.down'));
  return () =>
    renameSync(join(appsDir(), `mf-${area}`, 'dist.down'), join(appsDir(), `mf-${area}`, 'dist'));
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
