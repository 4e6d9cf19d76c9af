// The federated areas, typed from the one manifest (shared/areas.json, docs/adding-an-area.md).
// The access table's `area` fields, the shell's remotes and the standalone pages read them here.
import manifest from '../areas.json';

export interface Area {
  title: string;
  /** Where the portal serves the area's build, e.g. '/remotes/parts/'. */
  routePrefix: string;
  devPort: number;
  /** Federation modules the area exposes; the shell mounts `<name>/lifecycles`. */
  exposes: Record<string, string>;
  /** A screen that proves the area loaded (the e2e suites visit it). */
  check: { path: string; heading: string; account: string };
}

export type AreaName = keyof typeof manifest;
export const AREA_NAMES = Object.keys(manifest) as AreaName[];

/** Each area's manifest entry, with its package folder ('mf-<name>'). */
export const AREAS = Object.fromEntries(
  AREA_NAMES.map((name): [AreaName, Area & { folder: string }] => [
    name,
    { ...(manifest[name] as Area), folder: `mf-${name}` },
  ]),
) as Record<AreaName, Area & { folder: string }>;
