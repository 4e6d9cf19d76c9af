/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// (docs/decisions/0053-versioned-shared-contract.md): an area's federation config
// asks for the range of @portal/shared its own package.json declares, and its production build
// names itself with a version unique to the build (docs/decisions/0054).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createAreaConfig } = require('../webpack/createConfig.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharedPkg = require('../package.json');

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** An area package folder with the given dependency on @portal/shared. */
function areaPackage(range: string) {
  const dir = join(mkdtempSync(join(tmpdir(), 'contract-')), 'mf-parts');
  dirs.push(dir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: '@portal/mf-parts',
      version: '2.3.0',
      dependencies: { '@portal/shared': range },
    }),
  );
  return dir;
}

/** The shared modules the federation plugin is given for a production build of `dir`. */
function sharedOf(dir: string) {
  const config = createAreaConfig(dir)({}, { mode: 'production' });
  const plugin = config.plugins.find(
    (p: object) => p.constructor.name === 'ModuleFederationPlugin',
  );
  return plugin._options.shared as Record<string, { version?: string; requiredVersion?: string }>;
}

describe('the shared contract in an area’s federation config', () => {
  it('is a semantic version, 1.0.0 or later (majors are what areas are refused on)', () => {
    expect(sharedPkg.version).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
  });

  it('asks for the range the area’s package.json declares and offers the version it bundles', () => {
    const shared = sharedOf(areaPackage('workspace:^2.0.0'));
    for (const name of ['@portal/shared', '@portal/shared/kit'])
      expect(shared[name]).toMatchObject({
        version: sharedPkg.version,
        requiredVersion: '^2.0.0',
        singleton: true,
      });
  });

  it('names each production build with the package version, commit and build second', () => {
    sharedOf(areaPackage(`workspace:^${sharedPkg.version}`));
    expect(process.env.MF_BUILD_VERSION).toMatch(/^2\.3\.0-([0-9a-f]{7,}-)?\d{14}$/);
  });

  it('refuses a package that names no range (workspace:*), which would accept any major', () => {
    expect(() => sharedOf(areaPackage('workspace:*'))).toThrow(
      '@portal/mf-parts: "@portal/shared": "workspace:*" names no version range',
    );
  });

  it('is declared as a caret range of the current major by the shell and every area here', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { appFolders } = require('../webpack/areas.cjs');
    for (const folder of appFolders() as string[]) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const pkg = require(join(__dirname, '../..', folder, 'package.json'));
      const major = sharedPkg.version.split('.')[0];
      expect([folder, pkg.dependencies['@portal/shared']]).toEqual([
        folder,
        expect.stringMatching(new RegExp(`^workspace:\\^${major}\\.\\d+\\.\\d+$`)),
      ]);
    }
  });
});
