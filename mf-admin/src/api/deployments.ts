import { api } from '@portal/shared';
import type { DeploymentsAnswer } from '@portal/shared/contract/deployments';

/** One version of one area, as the screen lists it (GET /deployments). */
export interface DeploymentRow {
  key: string;
  area: string;
  areaTitle: string;
  /** Null for an area with no build found and nothing reported. */
  version: string | null;
  state: 'current' | 'previous' | 'reported' | 'none';
  commit: string | null;
  builtAt: string | null;
  sharedRange: string | null;
  /** Null when no browser reported this version in the window. */
  loads: number | null;
  failedLoads: number | null;
  errors: number | null;
  topErrors: { message: string; count: number }[];
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

/** The answer's areas, one row per version (current, previous, then reported only); an area
 * with none keeps one row saying so, so every area is on the screen. */
export function toDeploymentRows(answer: DeploymentsAnswer): DeploymentRow[] {
  return answer.areas.flatMap((a): DeploymentRow[] => {
    const base = { area: a.area, areaTitle: a.title };
    if (a.versions.length === 0)
      return [
        {
          ...base,
          key: a.area,
          version: null,
          state: 'none' as const,
          commit: null,
          builtAt: null,
          sharedRange: null,
          loads: null,
          failedLoads: null,
          errors: null,
          topErrors: [],
          lcp: null,
          inp: null,
          cls: null,
        },
      ];
    return a.versions.map((v) => ({
      ...base,
      key: `${a.area}@${v.version}`,
      version: v.version,
      state: v.state,
      commit: v.commit,
      builtAt: v.builtAt,
      sharedRange: v.sharedRange,
      loads: v.health?.loads ?? null,
      failedLoads: v.health?.failedLoads ?? null,
      errors: v.health?.errors ?? null,
      topErrors: v.health?.topErrors ?? [],
      lcp: v.health?.p75.LCP ?? null,
      inp: v.health?.p75.INP ?? null,
      cls: v.health?.p75.CLS ?? null,
    }));
  });
}

export async function fetchDeployments(days: number): Promise<DeploymentRow[]> {
  const { data } = await api.get<DeploymentsAnswer>('/deployments', { params: { days } });
  return Array.isArray(data?.areas) ? toDeploymentRows(data) : [];
}
