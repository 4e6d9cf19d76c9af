import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  AREA_NAMES,
  noteAreaVersion,
  reportToPortal,
  type AreaName,
  type ParcelLifecycles,
} from '@portal/shared';

type RemotesConfig = Partial<Record<AreaName, string>>;
let entries: RemotesConfig = {};

/** Reads /remotes.json (area → its mf-manifest.json URL) and registers every area with the
 * federation runtime, once: the portal renders meanwhile, and an area's load waits for it.
 * Deploying an area means uploading its build and, if its URL changed, editing remotes.json:
 * the shell is not rebuilt. */
let registered: Promise<void> | null = null;
export function registerAreas(): Promise<void> {
  registered ??= (async () => {
    try {
      const res = await fetch('/remotes.json', { cache: 'no-cache' });
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
  void registerAreas()
    .then(() => {
      if (entries[area])
        return preloadRemote([
          { nameOrAlias: area, exposes: [module], resourceCategory: 'sync', share: false },
        ]);
    })
    .catch(() => undefined);
}

function register(force: boolean, only?: AreaName) {
  const remotes = AREA_NAMES.filter((a) => entries[a] && (!only || a === only)).map((name) => ({
    name,
    entry: new URL(entries[name]!, window.location.href).toString(),
  }));
  registerRemotes(remotes, { force });
}

/** Loads an area's exposed parcel lifecycles; rejects when the area cannot be loaded. Each
 * load and failed load is reported with the area's version (issue 28). */
export async function loadArea(area: AreaName, module = 'lifecycles'): Promise<ParcelLifecycles> {
  try {
    const lifecycles = await loadLifecycles(area, module);
    await readVersion(area);
    reportToPortal({ kind: 'load', area });
    return lifecycles;
  } catch (e) {
    await readVersion(area);
    reportToPortal({
      kind: 'load-failed',
      area,
      message: e instanceof Error ? e.message : String(e),
    });
    throw e;
  }
}

/** The version in the area's manifest (its package's, written by the federation plugin); the
 * browser has just fetched the manifest, so this is answered from its cache or revalidated. */
const versionRead = new Map<AreaName, Promise<void>>();
function readVersion(area: AreaName): Promise<void> {
  if (!entries[area]) return Promise.resolve();
  let read = versionRead.get(area);
  if (read === undefined) {
    read = fetch(new URL(entries[area]!, window.location.href))
      .then((r) => r.json() as Promise<{ metaData?: { buildInfo?: { buildVersion?: string } } }>)
      .then((m) => {
        const version = m.metaData?.buildInfo?.buildVersion;
        if (version) noteAreaVersion(area, version);
      })
      .catch(() => {
        versionRead.delete(area); // asked again at the next load
      });
    versionRead.set(area, read);
  }
  return read;
}

async function loadLifecycles(area: AreaName, module: string): Promise<ParcelLifecycles> {
  await registerAreas();
  if (!entries[area]) throw new Error(`Area ${area} is not configured in remotes.json`);
  const lifecycles = await loadRemote<ParcelLifecycles>(`${area}/${module}`);
  if (!lifecycles || typeof lifecycles.mount !== 'function') {
    throw new Error(`Area ${area} did not expose ${module}`);
  }
  return lifecycles;
}

/** Forgets a failed load so 'Try again' fetches the area anew, without a page reload. */
export function forgetArea(area: AreaName): void {
  register(true, area);
}
