import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
  satisfy,
} from '@module-federation/enhanced/runtime';
import {
  AREA_NAMES,
  currentPlace,
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
let pluginsRegistered = false;
export function registerAreas(): Promise<void> {
  if (!pluginsRegistered) {
    // The federation runtime fetches each manifest itself; it gets the one the compatibility
    // check fetched, so checking costs no request.
    registerPlugins([
      { name: 'portal-manifests', fetch: (url: string) => manifests.get(url)?.then(copyOf) },
    ]);
    pluginsRegistered = true;
  }
  registered ??= readRegistry().then(
    (read) => {
      entries = read;
      register(false);
    },
    (e: unknown) => {
      // Not kept: a page whose one read failed (a server restarting, a 503 while it drains)
      // would otherwise fail every later load of every area as 'not configured'.
      registered = null;
      throw e;
    },
  );
  return registered;
}

/** Waits before each new read of /remotes.json: a restarting server answers within seconds. */
const REGISTRY_RETRY_MS = [500, 1500];

/** /remotes.json, read and checked; retried twice before the load that needs it fails. */
async function readRegistry(): Promise<RemotesConfig> {
  let reason = '';
  for (let attempt = 0; attempt <= REGISTRY_RETRY_MS.length; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, REGISTRY_RETRY_MS[attempt - 1]));
    try {
      const res = await (takeEarlyRegistry() ?? fetch('/remotes.json', { cache: 'no-cache' }));
      if (!res.ok) {
        reason = `answered ${res.status}`;
        continue;
      }
      const body: unknown = await res.json();
      if (isRegistry(body)) return body;
      reason = 'is not a list of areas';
    } catch (e) {
      reason = e instanceof Error ? e.message : String(e);
    }
  }
  throw new Error(`Could not read /remotes.json (${reason})`);
}

const isRegistry = (v: unknown): v is RemotesConfig =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every((url) => typeof url === 'string');

/** A page being left has its reads cut short: what fails then is the leaving, not the area. */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}

/** The first page's area module, loaded (fetched and run) from the portal's start. */
const started = new Map<string, Promise<ParcelLifecycles>>();

/**
 * Loads and runs the first page's area module from the portal's start, beside the kit and the
 * layout's render, instead of once the layout has painted and its parcel asks (the
 * area's files had arrived, and the main thread idled ~70 ms between the layout's paint and the
 * area's entry running, waiting for the parcel's script loads). The parcel's `loadArea` takes the
 * load, once. An area the page refuses has none of its code fetched (checkArea, first); a
 * failure is the parcel's to show and report.
 */
export function startArea(area: AreaName, module: string, kit: 'whole' | 'eager'): void {
  const load = loadOnce(area, module, kit);
  load.catch(() => undefined); // handled by the parcel that takes it
  started.set(`${area}/${module}`, load);
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
 * area's version.
 *
 * The kit's later part (tables, forms) is fetched beside the area's files, not after them, and
 * awaited: an area built before the kit was split renders them without waiting for it itself.
 * `kit: 'eager'` is for a panel built from the kit's eager part (the home page's rewards panel). */
export function loadArea(
  area: AreaName,
  module = 'lifecycles',
  kit: 'whole' | 'eager' = 'whole',
): Promise<ParcelLifecycles> {
  const early = started.get(`${area}/${module}`);
  started.delete(`${area}/${module}`);
  return early ?? loadOnce(area, module, kit);
}

/** The steps of an area's load, named in a failed load's report. */
type LoadStep = 'registry' | 'manifest' | 'compatibility' | 'code' | 'kit';

/** Runs one step of a load; a failure carries the step's name. */
async function step<T>(name: LoadStep, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof Error) Object.assign(e, { loadStep: e.loadStep ?? name });
    throw e;
  }
}

declare global {
  interface Error {
    /** The step of an area's load that failed (remotes.ts). */
    loadStep?: LoadStep;
  }
}

async function loadOnce(
  area: AreaName,
  module: string,
  kit: 'whole' | 'eager',
): Promise<ParcelLifecycles> {
  try {
    const kitLoaded = kit === 'whole' ? step('kit', kitReady) : undefined;
    kitLoaded?.catch(() => undefined); // reported below as this load's failure, not as unhandled
    await checkArea(area);
    const [lifecycles] = await Promise.all([
      step('code', () => loadLifecycles(area, module)),
      kitLoaded,
    ]);
    reportToPortal({ kind: 'load', area });
    return lifecycles;
  } catch (e) {
    // A load cut short by leaving the page is not the area's failure.
    if (!leaving)
      reportToPortal({
        kind: 'load-failed',
        area,
        message: failedLoadMessage(e, module),
      });
    // Counted as this area's failed load, not once more as an uncaught error.
    markReported(e);
    throw e;
  }
}

/** What a team reads of a failed load: the step, the page and module, then the reason. */
export function failedLoadMessage(e: unknown, module: string): string {
  const reason = e instanceof Error ? e.message : String(e);
  const at = e instanceof Error && e.loadStep ? e.loadStep : 'load';
  return `${at} (${module} on ${currentPlace().route}): ${reason}`;
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
  await step('registry', async () => {
    await registerAreas();
    if (!entries[area]) throw new Error(`Area ${area} is not configured in remotes.json`);
  });
  const manifest = await step(
    'manifest',
    async () => (await (await fetchManifest(entryOf(area))).json()) as AreaManifest,
  );
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (version) noteAreaVersion(area, version);
  const host = getInstance();
  const page = pageVersions(host?.shareScopeMap.default, host?.name ?? '');
  const needs = incompatibilities(manifest, page, satisfy);
  if (needs.length > 0)
    throw Object.assign(new AreaIncompatibleError(area, version, needs), {
      loadStep: 'compatibility' as const,
    });
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
