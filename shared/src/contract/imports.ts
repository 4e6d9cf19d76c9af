import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';

/** One refused row of an import file: its line and why; for a file of a file import,
 * its number in the run and its path in the folder or archive. */
export const RowProblem = Type.Object(
  { line: Type.Integer(), file: Type.Optional(Type.String()), reason: Type.String() },
  exact,
);

const counts = {
  rowsRead: Type.Integer(),
  inserted: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  deleted: Type.Integer(),
  refused: Type.Integer(),
};

/** What an import did: applied (the good rows, or all) or refused (the whole batch). */
export const ImportReport = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String(),
    mode: Type.Union([Type.Literal('good-rows'), Type.Literal('all-or-nothing')]),
    snapshot: Type.Boolean(),
    status: Type.Union([Type.Literal('applied'), Type.Literal('refused')]),
    ...counts,
    errors: Type.Array(RowProblem),
    dealers: Type.Array(Type.Integer()),
  },
  exact,
);
export type ImportReport = Static<typeof ImportReport>;

/** An import answered before its end (decision 0087): sent with `Prefer: respond-async`, or still
 * running when the sender had waited long enough. Its run, polled at `poll`, says how it ended. */
export const ImportAccepted = Type.Object(
  {
    id: Type.Integer(),
    status: Type.Literal('running'),
    poll: Type.String(),
  },
  exact,
);
export type ImportAccepted = Static<typeof ImportAccepted>;

/** One import run as the admin's list and the sender's poll show it. Its status: running, then
 * applied, refused, failed, or interrupted (its process stopped before the end). */
export const ImportRun = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String(),
    source: Type.String(),
    mode: Type.String(),
    status: Type.String(),
    ...counts,
    startedAt: Type.String(),
    finishedAt: Nullable(Type.String()),
    errorCount: Type.Integer(),
  },
  exact,
);
export type ImportRun = Static<typeof ImportRun>;

/** A service account of the import feed; its key is never shown again after creation. */
export const ServiceAccount = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    keyPrefix: Type.String(),
    createdBy: Type.String(),
    createdAt: Type.String(),
    revokedAt: Nullable(Type.String()),
    lastUsedAt: Nullable(Type.String()),
  },
  exact,
);
export type ServiceAccount = Static<typeof ServiceAccount>;

export const CreatedServiceAccount = Type.Object(
  { id: Type.Integer(), name: Type.String(), key: Type.String() },
  exact,
);
