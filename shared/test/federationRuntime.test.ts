/**
 * @jest-environment node
 */
import { join } from 'node:path';

// Each build's copy of the federation runtime is cut at build time to what that build does
// (docs/decisions/0121-federation-runtime-trimmed.md): every app runs in a browser only; an area
// loads no remote, so its remoteEntry.js leaves out remote loading and manifests (snapshots); the
// shell, which loads every area from its manifest, keeps them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { appFolders } = require('../webpack/areas.cjs');

type Optimization = { target?: string; disableRemote?: boolean; disableSnapshot?: boolean };

/** The federation plugin's runtime options in the production build of an app folder. */
function optimizationOf(folder: string): Optimization | undefined {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const configFor = require(join(__dirname, '../..', folder, 'webpack.config.cjs'));
  const config = configFor({}, { mode: 'production' });
  const plugin = config.plugins.find(
    (p: object) => p.constructor.name === 'ModuleFederationPlugin',
  );
  return plugin._options.experiments?.optimization;
}

const areaFolders = (appFolders() as string[]).filter((f) => f !== 'shell');

describe("each build's federation runtime", () => {
  it.each(areaFolders)('%s: browser only, without remote loading or manifests', (folder) => {
    expect(optimizationOf(folder)).toEqual({
      target: 'web',
      disableRemote: true,
      disableSnapshot: true,
    });
  });

  it('the shell: browser only, and it still loads remotes from their manifests', () => {
    const shell = optimizationOf('shell');
    expect(shell?.target).toBe('web');
    expect(shell?.disableRemote).toBeFalsy();
    expect(shell?.disableSnapshot).toBeFalsy();
  });
});
