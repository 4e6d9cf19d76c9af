import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREAS, AREA_NAMES } from '../src/areas';

// Antd's theme is set once (ui/theme.tsx) and applied by PortalProviders (in the kit,
// the one antd copy). A React context does not cross React roots, and every area is a root of
// its own: every module an area exposes to the shell must therefore be built by
// createAreaLifecycles (which wraps it in PortalProviders), and every standalone page by
// mountStandalone; an area rendering antd outside them shows unthemed parts.
const root = join(__dirname, '../..');

describe('every area renders inside the portal theme', () => {
  it.each(AREA_NAMES)('%s: each exposed module uses createAreaLifecycles', (area) => {
    const folder = join(root, AREAS[area].folder);
    const exposed = Object.values(AREAS[area].exposes);
    expect(exposed.length).toBeGreaterThan(0);
    for (const file of exposed) {
      expect(readFileSync(join(folder, file), 'utf8')).toMatch(/createAreaLifecycles\(/);
    }
    expect(readFileSync(join(folder, 'src/bootstrap.tsx'), 'utf8')).toMatch(/mountStandalone\(/);
  });

  it('the shell renders inside PortalProviders', () => {
    expect(readFileSync(join(root, 'shell/src/app/start.tsx'), 'utf8')).toMatch(
      /<PortalProviders>/,
    );
  });
});
