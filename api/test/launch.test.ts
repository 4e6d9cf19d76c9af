import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { apiProcess } from '../launch.cjs';

// What the young generation has grown to after a burst of objects that all survive (as a start's
// reads do), in the environment the launchers give the API process.
const grown = `
  const kept = [];
  for (let i = 0; i < 2e6; i++) kept.push({ i });
  const space = require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
  console.log(space.space_size / 1048576);
`;

function youngGenerationMb(env: Record<string, string>): number {
  const { env: launched } = apiProcess(join(__dirname, '../..'), env);
  const run = spawnSync(process.execPath, ['-e', grown], { env: launched, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return Number(run.stdout);
}

describe('how the launchers start the API process', () => {
  it("keeps V8's young generation at Node 22's two 16 MB halves", () => {
    expect(youngGenerationMb({})).toBeLessThanOrEqual(32);
  });

  it("lets an operator's own bound win and keeps their other Node options", () => {
    expect(youngGenerationMb({ NODE_OPTIONS: '--max-semi-space-size=4' })).toBeLessThanOrEqual(8);
    const { env } = apiProcess('/srv/portal', { NODE_OPTIONS: '--enable-source-maps' });
    expect(env.NODE_OPTIONS).toBe('--max-semi-space-size=16 --enable-source-maps');
    expect(env.MALLOC_MMAP_THRESHOLD_).toBe('65536');
  });
});
