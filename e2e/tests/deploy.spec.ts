import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from './support/test';
import { appsDir, heading, openSignedIn, workDir } from './support/portal';
import { healthReader } from './areaHealth';

// One area deployed and rolled back with the real commands
// (scripts/deploy-area.mjs) while the portal is open; no shell rebuild. The versions deployed are
// prepared from the area's real build in milliseconds, not rebuilt with webpack: a copy of its
// dist/ with a new version in build-info.json and the manifest, and either a visible text changed
// or the @portal/shared range of a build made against the next major (what such a build's
// manifest says; the shell reads only the manifest to refuse it).

const repo = join(__dirname, '../..');
/** The page's copy of @portal/shared: the shell's, built from this repository's shared/. */
const sharedVersion = (
  JSON.parse(readFileSync(join(repo, 'shared/package.json'), 'utf8')) as { version: string }
).version;
const run = (...args: string[]) =>
  execFileSync('node', [join(repo, 'scripts/deploy-area.mjs'), ...args], {
    env: { ...process.env, APPS_DIR: appsDir() },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'], // a refusal's message is the thrown error's
  });

/** Rewrites a built file and the precompressed copies the server would otherwise send instead. */
function rewrite(file: string, text: string) {
  writeFileSync(file, text);
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
}
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** A new version of parts made from its served build; returns its folder and version. */
function partsVariant(
  suffix: string,
  change: { text?: [string, string]; sharedMajor?: number },
): { dist: string; version: string } {
  const dist = join(workDir(), `parts-${suffix}`);
  cpSync(join(appsDir(), 'mf-parts', 'dist'), dist, { recursive: true });
  const info = readJson(join(dist, 'build-info.json'));
  const version = `${info.version}-${suffix}`;
  const range = change.sharedMajor ? `^${change.sharedMajor}.0.0` : info.sharedRange;
  rewrite(join(dist, 'build-info.json'), JSON.stringify({ ...info, version, sharedRange: range }));
  const manifest = readJson(join(dist, 'mf-manifest.json'));
  manifest.metaData.buildInfo.buildVersion = version;
  if (change.sharedMajor)
    for (const s of manifest.shared)
      if (s.name.startsWith('@portal/shared'))
        Object.assign(s, { version: `${change.sharedMajor}.0.0`, requiredVersion: range });
  rewrite(join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  if (change.text) {
    const [from, to] = change.text;
    for (const f of readdirSync(dist).filter((n) => n.endsWith('.js'))) {
      const text = readFileSync(join(dist, f), 'utf8');
      if (text.includes(from)) rewrite(join(dist, f), text.split(from).join(to));
    }
  }
  return { dist, version };
}

const history = () => readJson(join(appsDir(), 'areas', 'parts', 'history.json'));
const servedVersion = () =>
  readJson(join(appsDir(), 'mf-parts', 'dist', 'build-info.json')).version;

// The worker's portal goes back to serving the areas as built, for the suites that run after
// this one in the same worker (they take an area's build folder away, which a deployed area
// would not notice).
test.afterAll(() => {
  rmSync(join(appsDir(), 'areas', 'remotes.json'), { force: true });
  rmSync(join(appsDir(), 'areas', 'parts'), { recursive: true, force: true });
});

/** Opens a screen from the sidebar: within the page, no reload. */
const sidebar = (page: Page, entry: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('menuitem', { name: entry }).click();

/** Leaves the area and comes back within the page (no reload): the sidebar, then Back. */
async function goToHomeAndBack(page: Page) {
  await sidebar(page, 'Dashboard');
  await expect(page).toHaveURL(/\/home$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/parts\/orders$/);
}

test('a new version of parts is picked up on reload, and rollback brings the previous one back', async ({
  page,
}) => {
  const before = servedVersion();
  const v2 = partsVariant('e2e2', { text: ['"Parts Orders"', '"Parts Orders (v2)"'] });
  await openSignedIn(page, 'buyer', '/parts/orders');
  await expect(heading(page)).toHaveText('Parts Orders');

  expect(run('deploy', 'parts', '--dist', v2.dist)).toContain(`parts: ${v2.version} is live`);
  expect(history()).toEqual({ current: v2.version, previous: [before] });
  // The open page keeps the version it started with, within the area and after leaving it.
  await goToHomeAndBack(page);
  await expect(heading(page)).toHaveText('Parts Orders');
  // A reload reads remotes.json again: the new version, with no shell rebuild. Its manifest is
  // fetched once: the federation runtime gets the copy the compatibility check read.
  const manifests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(`/areas/parts/${v2.version}/mf-manifest.json`)) manifests.push(r.url());
  });
  await page.reload();
  await expect(heading(page)).toHaveText('Parts Orders (v2)');
  expect(manifests).toHaveLength(1);

  expect(run('rollback', 'parts')).toContain(`rolled back from ${v2.version} to ${before}`);
  expect(history()).toEqual({ current: before, previous: [] });
  await page.reload();
  await expect(heading(page)).toHaveText('Parts Orders');
  // The version rolled away from stays published (a page that loaded it keeps working), and a
  // version is never published twice.
  expect(() => run('deploy', 'parts', '--dist', v2.dist)).toThrow(/already published/);
});

test('parts built against the next shared major is refused with the reason, reported, and the rest keeps working', async ({
  page,
  request,
}) => {
  const next = partsVariant('e2e3', { sharedMajor: 2 });
  run('deploy', 'parts', '--dist', next.dist);
  let rolledBack = false;
  try {
    await openSignedIn(page, 'buyer', '/parts/orders');
    const panel = page.getByTestId('area-unavailable');
    await expect(panel).toContainText('Parts is unavailable');
    await expect(panel).toContainText(
      'This area needs a newer portal; please reload or contact support',
    );
    // None of its code ran: its remote entry was never fetched.
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    expect(entries.filter((u) => u.includes(`/areas/parts/${next.version}/remoteEntry`))).toEqual(
      [],
    );

    // The failure is sent as a failed load of that version, naming what the area needs.
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/reports'));
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const { reports } = (await sent).postDataJSON() as {
      reports: { kind: string; area: string; version: string; message?: string }[];
    };
    expect(reports).toContainEqual(
      expect.objectContaining({
        kind: 'load-failed',
        area: 'parts',
        version: next.version,
        message: expect.stringContaining(`@portal/shared ^2.0.0 (this page has ${sharedVersion})`),
      }),
    );

    // Another area mounts as usual on the same page, and coming back shows the reason again.
    await sidebar(page, 'Claims');
    await expect(page).toHaveURL(/\/service\/open-claims$/);
    await expect(heading(page)).toHaveText('Open Claims');
    await page.goBack();
    await expect(panel).toContainText('This area needs a newer portal');

    const health = await healthReader(request);
    await expect
      .poll(
        async () =>
          (await health()).find((a) => a.area === 'parts' && a.version === next.version)
            ?.failedLoads,
      )
      .toBeGreaterThanOrEqual(1);

    // Once the portal can run it again (here: parts rolled back), the panel's button reloads.
    run('rollback', 'parts');
    rolledBack = true;
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(heading(page)).toHaveText('Parts Orders');
  } finally {
    if (!rolledBack) run('rollback', 'parts');
  }
});
