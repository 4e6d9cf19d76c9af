import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';
import { REPORT_LIMITS } from '../reportLimits';

/**
 * Real-user reports: what each area does in real browsers, per area and version.
 * No personal data: the API adds the user id; messages are the error's own text, cut short.
 */

const Name = Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9._@/+-]+$' });

export const ClientReport = Type.Object(
  {
    kind: Type.Union([
      Type.Literal('load'),
      Type.Literal('load-failed'),
      Type.Literal('error'),
      Type.Literal('vital'),
    ]),
    /** The area (its manifest name) or 'shell'. */
    area: Name,
    /** The area's version from its manifest ('unknown' when it could not be read). */
    version: Name,
    /** The route's pattern, not the address: '/machines/:serial', never a serial. */
    route: Type.String({ minLength: 1, maxLength: REPORT_LIMITS.route }),
    /** A vital's name (LCP, INP, CLS). */
    vital: Type.Optional(
      Type.Union([Type.Literal('LCP'), Type.Literal('INP'), Type.Literal('CLS')]),
    ),
    /** A vital's value: milliseconds, or the layout-shift score for CLS. */
    value: Type.Optional(Type.Number({ minimum: 0, maximum: 3_600_000 })),
    /** An error's message (errors and failed loads). */
    message: Type.Optional(Type.String({ maxLength: REPORT_LIMITS.message })),
  },
  exact,
);
export type ClientReport = Static<typeof ClientReport>;

export const ReportBatch = Type.Object(
  { reports: Type.Array(ClientReport, { minItems: 1, maxItems: REPORT_LIMITS.batch }) },
  exact,
);
export type ReportBatch = Static<typeof ReportBatch>;

export const ReportsAccepted = Type.Object(
  {
    accepted: Type.Integer({ minimum: 0 }),
    /** Reports left out because their area or version does not exist (the others are kept). */
    refused: Type.Optional(
      Type.Array(
        Type.Object({ index: Type.Integer({ minimum: 0 }), reason: Type.String() }, exact),
      ),
    ),
  },
  exact,
);

/** One area and version over the window: what users' browsers reported. */
export const AreaHealth = Type.Object(
  {
    area: Type.String(),
    version: Type.String(),
    loads: Type.Integer({ minimum: 0 }),
    failedLoads: Type.Integer({ minimum: 0 }),
    errors: Type.Integer({ minimum: 0 }),
    topErrors: Type.Array(Type.Object({ message: Type.String(), count: Type.Integer() }, exact)),
    /** The 75th percentile of each vital, null when none was reported. */
    p75: Type.Object(
      { LCP: Nullable(Type.Number()), INP: Nullable(Type.Number()), CLS: Nullable(Type.Number()) },
      exact,
    ),
    lastSeen: Type.String({ format: 'date-time' }),
  },
  exact,
);
export type AreaHealth = Static<typeof AreaHealth>;

export const HealthQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, default: 7 })),
});
export const HealthAnswer = Type.Object(
  { days: Type.Integer(), areas: Type.Array(AreaHealth) },
  exact,
);
export type HealthAnswer = Static<typeof HealthAnswer>;
