import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AREAS, AREA_NAMES } from '@portal/shared/areas';
import { readAreaBuilds, readBuildInfoFile, SAFE_VERSION } from './areaBuilds';

/** What the shell's own reports (errors outside every area) are filed under. */
export const SHELL = 'shell';
/** The version a browser reports when it could not read the area's manifest (and the shell's). */
export const UNKNOWN_VERSION = 'unknown';

/** Published version folders of an area: <APPS_DIR>/areas/<area>/<version>/. */
async function publishedVersions(appsDir: string, area: string): Promise<string[]> {
  try {
    const entries = await readdir(join(appsDir, 'areas', area), { withFileTypes: true });
    return entries.filter((e) => e.isDirectory() && SAFE_VERSION.test(e.name)).map((e) => e.name);
  } catch {
    return [];
  }
}

/**
 * Every version of every area that is or was served, read from the files the deploy writes:
 * the build remotes.json points at, the versions history.json lists, the published folders
 * under areas/<area>/ (old ones stay on disk) and the package build served at /remotes/<area>/.
 */
async function readKnown(app: FastifyInstance, appsDir: string): Promise<Map<string, Set<string>>> {
  const builds = await readAreaBuilds(app, appsDir, AREA_NAMES);
  const known = new Map<string, Set<string>>([[SHELL, new Set()]]);
  await Promise.all(
    AREA_NAMES.map(async (area) => {
      const { current = null, previous = [] } = builds.get(area) ?? {};
      const served = await readBuildInfoFile(join(appsDir, AREAS[area].folder, 'dist'));
      known.set(
        area,
        new Set([
          ...(current ? [current.version] : []),
          ...previous.map((b) => b.version),
          ...(served ? [served.version] : []),
          ...(await publishedVersions(appsDir, area)),
        ]),
      );
    }),
  );
  return known;
}

/**
 * Which areas and versions real-user reports may name, so the health screens list only what
 * exists. Remembered per process; a version not remembered reads the files again, so a version
 * deployed a moment ago is taken at once and no restart is needed. Reports naming made-up
 * versions cost at most one read at a time (others wait for it), and the batches one user may
 * send a minute are limited before this. 'unknown' is every area's and the shell's fallback.
 */
export function knownVersions(app: FastifyInstance, appsDir: string) {
  let known: Promise<Map<string, Set<string>>> | null = null;
  let reading: Promise<Map<string, Set<string>>> | null = null;
  const read = () => {
    reading ??= readKnown(app, appsDir).finally(() => (reading = null));
    known = reading;
    return reading;
  };
  return {
    /** Why a report's area and version are refused, or null when they exist. */
    async problem(area: string, version: string): Promise<string | null> {
      let versions = (await (known ?? read())).get(area);
      if (!versions) return `unknown area: ${area}`;
      if (version === UNKNOWN_VERSION || versions.has(version)) return null;
      versions = (await read()).get(area);
      return versions?.has(version) ? null : `unknown version of ${area}: ${version}`;
    },
  };
}
