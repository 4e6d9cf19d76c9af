import {
  getInstance,
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
  satisfy,
} from '@module-federation/enhanced/runtime';
import {
  AREA_NAMES,
  noteAreaVersion,
  reportToPortal,
  type AreaName,
  type ParcelLifecycles,
} from '@portal/shared';
import { kitReady } from '@portal/shared/kit';
import { markReported } from '../reporting/realUsers';
import { takeEarlyManifest, takeEarlyRegistry } from './firstArea';
import {
  AreaIncompatibleError,
  incompatibilities,
  pageVersions,
  type AreaManifest,
} from './compatibility';

type RemotesConfig = Partial<Record<AreaName, string>>;
let entries: RemotesConfig = {};

/** Reads /remotes.json (area → its mf-manifest.json URL) and registers every area with the
 * federation runtime, once: the portal renders meanwhile, and an area's load waits for it.
 * A page keeps the versions it read at its start: a deployed area (a new URL in remotes.json) is
 * picked up on the next page load (docs/decisions/0054-deploy-and-roll-back-one-area.md). */
let registered: Promise<void> | null = null;
export function registerAreas(): Promise<void> {
  registered ??= (async () => {
    // The federation runtime fetches each manifest itself; it gets the one the compatibility
    // check fetched, so checking costs no request.
    registerPlugins([
      { name: 'portal-manifests', fetch: (url: string) => manifests.get(url)?.then(copyOf) },
    ]);
    try {
      const res = await (takeEarlyRegistry() ?? fetch('/remotes.json', { cache: 'no-cache' }));
      entries = (await res.json()) as RemotesConfig;
    } catch (e) {
      console.error('Could not read /remotes.json; every area will show as unavailable', e);
      entries = {};
    }
    register(false);
  })();
  return registered;
}

/**
 * Starts fetching an area module's files (manifest, entry, its chunks) before anything mounts it:
 * the page that needs it then finds them loaded or in flight, instead of asking for each one after
 * the other (issue 22: /home's rewards panel waited for five fetches in a row). Shared modules are
 * left to the page's own copies. A failure here is the mount's to report.
 */
export function preloadArea(area: AreaName, module: string): void {
  // Checked first: an area the page refuses has none of its code fetched.
  void checkArea(area)
    .then(() =>
      preloadRemote([
        { nameOrAlias: area, exposes: [module], resourceCategory: 'sync', share: false },
      ]),
    )
    .catch(() => undefined);
}

function register(force: boolean, only?: AreaName) {
  const remotes = AREA_NAMES.filter((a) => entries[a] && (!only || a === only)).map((name) => ({
    name,
    entry: entryOf(name),
  }));
  registerRemotes(remotes, { force });
}

/** Loads an area's exposed parcel lifecycles; rejects when the area cannot be loaded or was built
 * for a newer portal (AreaIncompatibleError). Each load and failed load is reported with the
 * area's version (issue 28).
 *
 * The kit's later part (tables, forms) is fetched beside the area's files, not after them, and
 * awaited: an area built before the kit was split renders them without waiting for it itself.
 * `kit: 'eager'` is for a panel built from the kit's eager part (the home page's rewards panel). */
export async function loadArea(
  area: AreaName,
  module = 'lifecycles',
  kit: 'whole' | 'eager' = 'whole',
): Promise<ParcelLifecycles> {
  try {
    const kitLoaded = kit === 'whole' ? kitReady() : undefined;
    kitLoaded?.catch(() => undefined); // reported below as this load's failure, not as unhandled
    await checkArea(area);
    const [lifecycles] = await Promise.all([loadLifecycles(area, module), kitLoaded]);
    reportToPortal({ kind: 'load', area });
    return lifecycles;
  } catch (e) {
    reportToPortal({
      kind: 'load-failed',
      area,
      message: e instanceof Error ? e.message : String(e),
    });
    // Counted as this area's failed load, not once more as an uncaught error.
    markReported(e);
    throw e;
  }
}

/** Each area manifest's answer, by URL, fetched once per page (until 'Try again'). */
const manifests = new Map<string, Promise<Response>>();
const copyOf = (r: Response) => r.clone();

function fetchManifest(url: string): Promise<Response> {
  let answer = manifests.get(url);
  if (answer === undefined) {
    answer = (takeEarlyManifest(url) ?? fetch(url)).then((r) => {
      if (!r.ok) throw new Error(`${url} answered ${r.status}`);
      return r;
    });
    manifests.set(url, answer);
    answer.catch(() => manifests.delete(url)); // asked again at the next load
  }
  return answer.then(copyOf);
}

const entryOf = (area: AreaName) => new URL(entries[area]!, window.location.href).toString();

/**
 * Reads the area's manifest before any of its code runs: notes its version for the reports and
 * refuses it when a shared singleton the page already has is outside the range it was built for.
 */
async function checkArea(area: AreaName): Promise<void> {
  await registerAreas();
  if (!entries[area]) throw new Error(`Area ${area} is not configured in remotes.json`);
  const manifest = (await (await fetchManifest(entryOf(area))).json()) as AreaManifest;
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (version) noteAreaVersion(area, version);
  const host = getInstance();
  const page = pageVersions(host?.shareScopeMap.default, host?.name ?? '');
  const needs = incompatibilities(manifest, page, satisfy);
  if (needs.length > 0) throw new AreaIncompatibleError(area, version, needs);
}

async function loadLifecycles(area: AreaName, module: string): Promise<ParcelLifecycles> {
  const lifecycles = await loadRemote<ParcelLifecycles>(`${area}/${module}`);
  if (!lifecycles || typeof lifecycles.mount !== 'function') {
    throw new Error(`Area ${area} did not expose ${module}`);
  }
  return lifecycles;
}

/** Forgets a failed load so 'Try again' fetches the area anew, without a page reload. */
export function forgetArea(area: AreaName): void {
  if (entries[area]) manifests.delete(entryOf(area));
  register(true, area);
}
