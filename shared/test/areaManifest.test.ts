/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { SCREENS } from '../src/access';
import { AREAS, AREA_NAMES } from '../src/areas';

// The areas are listed once, in shared/areas.json; everything else derives
// from it. A throwaway area added to a copy of the manifest reaches every consumer, and a build
// from its manifest entry alone is a remote the shell can load.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const derive = require('../webpack/areas.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createAreaConfig } = require('../webpack/createConfig.cjs');
const root = join(__dirname, '../..');

const marketing = {
  title: 'Marketing',
  routePrefix: '/remotes/marketing/',
  devPort: 3099,
  exposes: { './lifecycles': './src/lifecycles.ts' },
  check: { path: '/marketing/campaigns', heading: 'Campaigns', account: 'buyer' },
};
const withMarketing = { ...derive.manifest, marketing };

describe('a throwaway area added to the manifest', () => {
  it('is in the shell’s remotes.json, its dev remotes, the app folders and the type the access table uses', () => {
    expect(derive.remotesJson(withMarketing).marketing).toBe('/remotes/marketing/mf-manifest.json');
    expect(derive.devRemotesJson(withMarketing).marketing).toBe(
      'http://localhost:3099/mf-manifest.json',
    );
    expect(derive.appFolders(withMarketing)).toContain('mf-marketing');
    // The repository's own areas: the same derivation, nothing typed out elsewhere.
    expect(Object.keys(derive.remotesJson())).toEqual(AREA_NAMES);
    expect(derive.appFolders()).toEqual(['shell', ...AREA_NAMES.map((a) => `mf-${a}`)]);
  });

  it('builds from its manifest entry alone into a remote named for it, exposing its modules', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'area-')), 'mf-marketing');
    try {
      mkdirSync(join(dir, 'src'), { recursive: true });
      writeFileSync(join(dir, 'src/index.ts'), 'export {};\n');
      writeFileSync(
        join(dir, 'src/lifecycles.ts'),
        'export const bootstrap = async () => {};\nexport const mount = async () => {};\nexport const unmount = async () => {};\n',
      );
      writeFileSync(
        join(dir, 'webpack.config.cjs'),
        `module.exports = require(${JSON.stringify(join(root, 'shared/webpack/createConfig.cjs'))}).createAreaConfig(__dirname, ${JSON.stringify(withMarketing)});\n`,
      );
      const config = createAreaConfig(dir, withMarketing)({}, { mode: 'production' });
      expect(config.devServer.port).toBe(3099);
      execFileSync('node', [join(root, 'shared/webpack/cli.cjs'), 'build'], {
        cwd: dir,
        stdio: 'pipe',
      });
      const built = JSON.parse(readFileSync(join(dir, 'dist/mf-manifest.json'), 'utf8'));
      expect(built.name).toBe('marketing');
      expect(built.exposes.map((e: { path: string }) => e.path)).toEqual(['./lifecycles']);
    } finally {
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  });
});

describe('the repository’s areas', () => {
  it('every screen of the access table names the shell or an area of the manifest', () => {
    for (const s of SCREENS) expect(['shell', ...AREA_NAMES]).toContain(s.area);
  });

  it.each(AREA_NAMES)('%s: its folder exists and its webpack config is the manifest’s', (area) => {
    const cfg = readFileSync(join(root, AREAS[area].folder, 'webpack.config.cjs'), 'utf8');
    expect(cfg).toMatch(/createAreaConfig\(__dirname\)/);
  });

  it('no other file types out a list of areas', () => {
    // Files that name three or more areas in quotes; each allowed one says why.
    const allowed: Record<string, string> = {
      'shared/src/access.ts': 'each screen names its area (typed by the manifest)',
      'shell/src/layout/menu.ts': 'the sidebar of spec 000 §2: menu sections, not areas',
      'api/src/plugins/docs.ts': "the OpenAPI document's tags: groups of API routes, not areas",
    };
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.json'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && !/(^docs\/|\/test\/|\.spec\.ts$|^shared\/areas\.json$)/.test(f));
    const listing = files.filter((f) => {
      const text = readFileSync(join(root, f), 'utf8');
      return AREA_NAMES.filter((a) => new RegExp(`['"](mf-)?${a}['"]`).test(text)).length >= 3;
    });
    expect(listing.filter((f) => !allowed[f])).toEqual([]);
  });
});
