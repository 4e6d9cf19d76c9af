import { expect, test, type Page } from './support/test';
import { AREAS, AREA_NAMES } from '@portal/shared/areas';
import { account, heading, signIn, openSignedIn } from './support/portal';

// One screen per area a dealer may open (shared/areas.json): the route, the heading it shows.
// The admin area has its own test below.
const AREA_SCREENS = AREA_NAMES.filter((a) => AREAS[a].check.account === 'buyer').map(
  (a) => [a, AREAS[a].check.path, AREAS[a].check.heading] as const,
);

function remoteEntries(page: Page) {
  const loaded = new Set<string>();
  page.on('request', (r) => {
    const m = /\/remotes\/([a-z]+)\/remoteEntry\.js/.exec(r.url());
    if (m) loaded.add(m[1]);
  });
  return loaded;
}

test('every area is loaded at runtime from remotes.json, only when its route is visited', async ({
  page,
}) => {
  const loaded = remoteEntries(page);
  await signIn(page, 'buyer', /\/home$/);
  // The home page mounts the rewards panel; no other area is fetched yet.
  expect([...loaded].filter((a) => a !== 'rewards')).toEqual([]);
  for (const [area, path, title] of AREA_SCREENS) {
    await page.goto(path);
    await expect(heading(page)).toHaveText(title);
    expect(loaded.has(area)).toBe(true);
  }
});

/**
 * Holds the files matching `held` until a request whose URL contains `awaited` leaves, or for 10 s;
 * the answer says whether that request left while they were held.
 */
async function holdUntilAsked(page: Page, held: string, awaited: string) {
  let asked = () => undefined as void;
  const request = new Promise<void>((resolve) => (asked = resolve));
  page.on('request', (r) => r.url().includes(awaited) && asked());
  let whileHeld = false;
  await page.route(held, async (route) => {
    whileHeld = await Promise.race([
      request.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), 10_000)),
    ]);
    await route.continue();
  });
  return () => whileHeld;
}

test("a first page of an area asks for the area's files beside the kit's, not after it", async ({
  page,
}) => {
  // The shell preloads the first page's area at start (shell/src/app/start.tsx). The
  // kit's later part is held until the area's entry is asked for: were the area loaded only after
  // the kit, the entry would not come while it is held, and the kit is let go after 10 s.
  const asked: string[] = [];
  page.on('request', (r) => {
    const m = /\/remotes\/([a-z]+)\//.exec(new URL(r.url()).pathname);
    if (m) asked.push(m[1]);
  });
  const entryWhileKitHeld = await holdUntilAsked(
    page,
    '**/kit-later.*.js',
    '/remotes/wholegoods/remoteEntry',
  );
  await openSignedIn(page, 'buyer', '/wholegoods/orders');
  await expect(heading(page)).toHaveText('Wholegoods Orders');
  expect(entryWhileKitHeld()).toBe(true);
  expect(asked.filter((a) => a !== 'wholegoods')).toEqual([]);

  // A first page the guard refuses fetches none of its area: a dealer opening /admin goes home.
  asked.length = 0;
  await page.unroute('**/kit-later.*.js');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('dealer-code')).toHaveText('D1001');
  expect(asked).not.toContain('admin');
});

test("a first page of an area asks for the area's manifest before the portal's start has run", async ({
  page,
}) => {
  // The sign-in page's chunk asks for /remotes.json and the first page's area's
  // manifest (shell/src/federation/firstArea.ts), beside the kit and the portal's start chunk.
  // That chunk is held until the manifest is asked for: were it asked only by the start's code,
  // it would not come while the chunk is held, and the chunk is let go after 10 s.
  const askedWhileStartHeld = await holdUntilAsked(
    page,
    '**/portal-start.*.js',
    '/remotes/finance/mf-manifest.json',
  );
  await openSignedIn(page, 'buyer', '/finance/invoices');
  await expect(heading(page)).toHaveText('Invoices');
  expect(askedWhileStartHeld()).toBe(true);
});

test('the admin area loads for an admin, in the layout', async ({ page }) => {
  await signIn(page, 'admin', /\/admin$/);
  await expect(heading(page)).toHaveText('Dealer Portal Access');
  await page.goto('/admin/users');
  await expect(heading(page)).toHaveText('User Management');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('react, react-dom, the portal store and the query client exist once, shared from the shell, and the theme reaches every area', async ({
  page,
}) => {
  await signIn(page, 'buyer', /\/home$/);
  // Navigate inside the single-page app so every area joins the same page.
  for (const [, path, title] of AREA_SCREENS) {
    await page.evaluate((p) => window.history.pushState(null, '', p), path);
    await expect(heading(page)).toHaveText(title);
    const primary = await heading(page).evaluate((el) =>
      getComputedStyle(el).getPropertyValue('--ant-color-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe('#c8102e');
  }
  const share = await page.evaluate(() => {
    const F = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>
          >;
        };
      }
    ).__FEDERATION__;
    const seen: Record<string, Set<string>> = {};
    for (const scopes of Object.values(F.__SHARE__))
      for (const pkgs of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(pkgs))
          for (const [v, s] of Object.entries(versions))
            if (s.loaded) (seen[pkg] ??= new Set()).add(`${v}@${s.from}`);
    return {
      loads: (globalThis as unknown as { __PORTAL_SHARED_LOADS__: number }).__PORTAL_SHARED_LOADS__,
      // shared/src/query.ts lists each QueryClient it makes: one module, one client, one cache.
      queryClients: (globalThis as unknown as { __PORTAL_QUERY_CLIENTS__?: unknown[] })
        .__PORTAL_QUERY_CLIENTS__?.length,
      seen: Object.fromEntries(Object.entries(seen).map(([k, v]) => [k, [...v]])),
    };
  });
  expect(share.loads).toBe(1);
  expect(share.queryClients).toBe(1);
  for (const pkg of ['react', 'react-dom', '@portal/shared', '@portal/shared/query']) {
    expect(share.seen[pkg]).toHaveLength(1);
    expect(share.seen[pkg][0]).toMatch(/@shell$/);
  }
});

test("the shell's store is the store a remote sees", async ({ page }) => {
  await openSignedIn(page, 'buyer', '/service/open-claims');
  await expect(heading(page)).toHaveText('Open Claims');
  // Resolve @portal/shared the way the service remote does, through its federation instance,
  // and read the session the shell's sign-in wrote.
  const seen = await page.evaluate(async () => {
    type Inst = { name: string; loadShare: (p: string) => Promise<false | (() => unknown)> };
    const F = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Inst[] } })
      .__FEDERATION__;
    const service = F.__INSTANCES__.find((i) => i.name === 'service')!;
    const factory = await service.loadShare('@portal/shared');
    const mod = (
      factory as () => {
        authStore: { getState: () => { selectedDealer: number; user: { email: string } } };
      }
    )();
    return {
      dealer: mod.authStore.getState().selectedDealer,
      email: mod.authStore.getState().user.email,
    };
  });
  expect(seen).toEqual({ dealer: account('buyer').dealerId, email: account('buyer').email });
});

test('sidebar clicks, in-area links, back and forward keep the shell and the area in step', async ({
  page,
}) => {
  await signIn(page, 'buyer', /\/home$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('Parts', { exact: true }).click();
  await nav.getByText('Warranty Policy').last().click();
  await expect(page).toHaveURL(/\/parts\/warranty-policy$/);
  await expect(heading(page)).toHaveText('PARTS WARRANTY STATEMENT(S)');
  await nav.getByText('Claims').click();
  await expect(heading(page)).toHaveText('Open Claims');
  await page.goBack();
  await expect(page).toHaveURL(/\/parts\/warranty-policy$/);
  await expect(heading(page)).toHaveText('PARTS WARRANTY STATEMENT(S)');
  await page.goForward();
  await expect(heading(page)).toHaveText('Open Claims');
  // A link inside an area (the area's own router) moves the shell too: the sidebar follows.
  await page.evaluate(() => window.history.pushState(null, '', '/service/claims-history'));
  await expect(heading(page)).toHaveText('Claims History');
  await page.goBack();
  await expect(heading(page)).toHaveText('Open Claims');
});
