import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AREAS, AREA_NAMES } from '@portal/shared/areas';
import { HealthQuery, type AreaHealth } from '@portal/shared/contract/reports';
import {
  DeploymentsAnswer,
  type AreaDeployment,
  type DeployedVersion,
} from '@portal/shared/contract/deployments';
import { areaHealth } from '../services/areaHealth';
import { SHELL } from '../services/knownVersions';
import { readAreaBuilds, type AreaBuilds, type BuildInfo } from '../services/areaBuilds';
import { API_PATHS } from '@portal/shared/contract/paths';

/**
 * Each area's builds joined with what users reported of each version: the current build, the
 * previous ones, then any other version browsers still reported (an old build left open, or
 * 'unknown' when its manifest could not be read), most recently seen first.
 */
export function joinDeployments(
  builds: Map<string, AreaBuilds>,
  health: AreaHealth[],
): AreaDeployment[] {
  const named = (area: string) => AREA_NAMES.map(String).includes(area) || area === SHELL;
  const areas = [...AREA_NAMES, ...(health.some((h) => h.area === SHELL) ? [SHELL] : [])];
  return areas.filter(named).map((area) => {
    const reported = health.filter((h) => h.area === area);
    const healthOf = (version: string) => {
      const h = reported.find((r) => r.version === version);
      if (!h) return null;
      const { area: _area, version: _version, ...figures } = h;
      return figures;
    };
    const { current = null, previous = [] } = builds.get(area) ?? {};
    const row = (b: BuildInfo, state: DeployedVersion['state']): DeployedVersion => ({
      ...b,
      state,
      health: healthOf(b.version),
    });
    const versions = [
      ...(current ? [row(current, 'current')] : []),
      ...previous.map((b) => row(b, 'previous')),
    ];
    for (const h of reported)
      if (!versions.some((v) => v.version === h.version))
        versions.push(
          row({ version: h.version, commit: null, builtAt: null, sharedRange: null }, 'reported'),
        );
    const title = area === SHELL ? 'Portal shell' : AREAS[area as keyof typeof AREAS].title;
    return { area, title, versions };
  });
}

/** Which version of each area runs, and how it does for real users. */
const deploymentRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { database, config } = api.deps;

  api.get(
    API_PATHS.deployments,
    {
      schema: {
        tags: ['deployments'],
        operationId: 'listDeployments',
        summary:
          "Each area's current and previous versions, the shared range each needs, and its health from real users",
        querystring: HealthQuery,
        response: { 200: DeploymentsAnswer },
      },
    },
    async (req) => {
      const days = req.query.days ?? 7;
      const [builds, health] = await Promise.all([
        readAreaBuilds(api, config.appsDir, AREA_NAMES),
        areaHealth(database.db, days),
      ]);
      return { days, areas: joinDeployments(builds, health) };
    },
  );
};
export default deploymentRoutes;
