import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';
import { AreaHealth } from './reports';

/**
 * The Deployments screen: each area's current and previous builds, the
 * shared range each needs, and what real users' browsers reported of each version.
 */

/** What real users reported of one version: the health figures without the area and version
 * (they are the row's own). */
export const VersionHealth = Type.Omit(AreaHealth, ['area', 'version']);
export type VersionHealth = Static<typeof VersionHealth>;

export const DeployedVersion = Type.Object(
  {
    version: Type.String(),
    /** 'current': served now; 'previous': kept for a rollback, newest first; 'reported': no
     * build of it is kept, but browsers reported it (an older build still open, or 'unknown'). */
    state: Type.Union([
      Type.Literal('current'),
      Type.Literal('previous'),
      Type.Literal('reported'),
    ]),
    commit: Nullable(Type.String()),
    builtAt: Nullable(Type.String({ format: 'date-time' })),
    /** The range of the portal's shared runtime the build needs, e.g. '^1.2.0'. */
    sharedRange: Nullable(Type.String()),
    /** Null when no browser reported this version in the window. */
    health: Nullable(VersionHealth),
  },
  exact,
);
export type DeployedVersion = Static<typeof DeployedVersion>;

export const AreaDeployment = Type.Object(
  {
    /** The area's name ('parts'), or 'shell' for what happened outside every area. */
    area: Type.String(),
    title: Type.String(),
    versions: Type.Array(DeployedVersion),
  },
  exact,
);
export type AreaDeployment = Static<typeof AreaDeployment>;

export const DeploymentsAnswer = Type.Object(
  { days: Type.Integer(), areas: Type.Array(AreaDeployment) },
  exact,
);
export type DeploymentsAnswer = Static<typeof DeploymentsAnswer>;
