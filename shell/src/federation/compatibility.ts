/**
 * Whether an area's build can run on this page (docs/decisions/0053-versioned-shared-contract.md).
 * An area's federation manifest lists what it shares with the version it bundles and the range it
 * needs. A singleton exists once on the page, so the area gets the page's copy whatever it
 * bundles: if that copy is outside the area's range, the area would run against code it was not
 * built for. Such an area is refused before any of its code runs.
 */

/** One shared module in an area's mf-manifest.json. */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** The parts of an area's mf-manifest.json the shell reads. */
export interface AreaManifest {
  metaData?: { buildInfo?: { buildVersion?: string } };
  shared?: ManifestShared[];
}

/** One copy of a shared module registered on the page (the federation runtime's share scope). */
interface RegisteredCopy {
  from: string;
  loaded?: boolean;
  lib?: unknown;
}

/**
 * The version of each shared module the page uses: a copy already loaded (the shell loads its own
 * first, and `loaded-first` keeps it), else the one the host registered.
 */
export function pageVersions(
  scope: Record<string, Record<string, RegisteredCopy>> | undefined,
  host: string,
): Record<string, string> {
  const page: Record<string, string> = {};
  for (const [name, copies] of Object.entries(scope ?? {})) {
    const versions = Object.entries(copies);
    const loaded = versions.find(([, c]) => c.loaded || c.lib);
    const own = versions.find(([, c]) => c.from === host);
    const used = loaded ?? own;
    if (used) page[name] = used[0];
  }
  return page;
}

/** What the area needs that the page does not have, one line per shared singleton. */
export function incompatibilities(
  manifest: AreaManifest,
  page: Record<string, string>,
  satisfies: (version: string, range: string) => boolean,
): string[] {
  const needs: string[] = [];
  for (const s of manifest.shared ?? []) {
    const has = page[s.name];
    // A non-singleton falls back to the area's own copy; a module the page lacks is the area's.
    if (!s.singleton || typeof s.requiredVersion !== 'string' || has === undefined) continue;
    if (!satisfies(has, s.requiredVersion))
      needs.push(`${s.name} ${s.requiredVersion} (this page has ${has})`);
  }
  return needs;
}

/** The load failure of an area built for a newer portal; AreaParcel shows its own reason for it. */
export class AreaIncompatibleError extends Error {
  constructor(area: string, version: string | undefined, needs: string[]) {
    super(`Area ${area}${version ? ` ${version}` : ''} needs ${needs.join(', ')}`);
    this.name = 'AreaIncompatibleError';
  }
}
