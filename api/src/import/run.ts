import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { imports } from '../db/schema';
import { auditLog } from '../db/schema';
import { refreshReadModels } from '../lists/readModels';
import { forgetListAnswers } from '../http/sqlList';
import { forgetDealerInfo } from '../services/dealerInfo';
import { runImport, type ImportOptions, type ImportResult } from './apply';

/** What the run list says of a run besides its counts. */
export interface RunOf {
  kind: string;
  source: string;
  mode: string;
  snapshot: boolean;
}

/** A run recorded as 'running' (the admin screen and the sender's poll see it at once). */
export interface Run {
  id: number;
  of: RunOf;
  /** Ends what marks the run as alive (PostgreSQL: its lock). */
  release: () => Promise<void>;
}

/** The advisory lock a run holds while its process lives (PostgreSQL; with the run's id). */
const RUN_LOCK = 2_024_250_087;

/** Why a run left 'running' by a process that stopped is marked 'interrupted'. */
const INTERRUPTED =
  'the process stopped before the import ended; on PGlite the steps written until then are kept: run the file again to complete it';

export const runOf = (o: ImportOptions & { source: string }): RunOf => ({
  kind: o.kind.name,
  source: o.source,
  mode: o.mode,
  snapshot: o.snapshot,
});

/**
 * Records a run as 'running' before its first row. On a PostgreSQL server its process holds an
 * advisory lock named by the run until the run is recorded as ended: the server drops the lock
 * with the connection when the process dies, so any process can tell a live run from one whose
 * process is gone (markInterruptedRuns). Taken in the transaction that inserts the row, so no
 * one ever sees the row without its lock.
 */
export async function beginRun(database: Database, of: RunOf): Promise<Run> {
  const values = { kind: of.kind, source: of.source, mode: modeOf(of), status: 'running' };
  const raw = database.raw;
  if (database.kind !== 'postgres' || !('pool' in raw)) {
    const [row] = await database.db.insert(imports).values(values).returning({ id: imports.id });
    return { id: row.id, of, release: async () => undefined };
  }
  const client = await raw.pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: number }>(
      'insert into imports (kind, source, mode, status) values ($1, $2, $3, $4) returning id::int',
      [values.kind, values.source, values.mode, values.status],
    );
    const id = rows[0].id;
    await client.query('select pg_advisory_lock($1, $2)', [RUN_LOCK, id]);
    await client.query('commit');
    return {
      id,
      of,
      release: async () => {
        await client.query('select pg_advisory_unlock($1, $2)', [RUN_LOCK, id]).then(
          () => client.release(),
          (e: Error) => client.release(e),
        );
      },
    };
  } catch (e) {
    client.release(e as Error);
    throw e;
  }
}

/**
 * Marks 'interrupted' the runs left 'running' by a process that stopped (killed, or stopped while
 * a run answered 202 went on). On PGlite one process owns the data, so at its start every such
 * run is one; on PostgreSQL, the runs whose lock no process holds, at any time.
 */
export async function markInterruptedRuns(database: Database, atStart: boolean): Promise<void> {
  if (database.kind !== 'postgres' && !atStart) return;
  const errors = JSON.stringify([{ line: 0, reason: INTERRUPTED }]);
  const alone =
    database.kind === 'postgres'
      ? `case when status = 'running' then pg_try_advisory_xact_lock(${RUN_LOCK}, id::int) else false end`
      : 'true';
  const raw = database.raw;
  const text = `update imports set status = 'interrupted', finished_at = now(), errors = $1::jsonb
    where status = 'running' and ${alone}`;
  if ('pool' in raw) await raw.pool.query(text, [errors]);
  else await raw.pglite.query(text, [errors]);
}

/** The command line's and the endpoint's import: its run recorded first, then applied. */
export async function importFile(
  database: Database,
  input: Readable,
  options: ImportOptions & { source: string },
): Promise<ImportResult & { id: number }> {
  return importInRun(database, await beginRun(database, runOf(options)), input, options);
}

/**
 * Applies an import in its run (beginRun), then records how it ended (the admin screen's list and
 * error report) and audits it, and brings every derived view up to date through the same path as
 * every other batch load (refreshReadModels): the read models of parts orders and claims history
 * are refreshed, remembered list answers, home-card counts and dealer names are forgotten.
 */
export async function importInRun(
  database: Database,
  run: Run,
  input: Readable,
  options: ImportOptions,
): Promise<ImportResult & { id: number }> {
  try {
    let result: ImportResult;
    try {
      result = await runImport(database, input, options);
    } catch (e) {
      await endRun(database, run.id, run.of, null, (e as Error).message).catch(() => undefined);
      throw e;
    }
    const changed = result.inserted + result.updated + result.deleted > 0;
    if (changed) {
      if (options.kind.name === 'parts-lines' || options.kind.name === 'claims')
        await refreshReadModels(database.db);
      else forgetListAnswers();
      if (options.kind.name === 'dealers') forgetDealerInfo();
    }
    await endRun(database, run.id, run.of, result);
    return { id: run.id, ...result };
  } finally {
    await run.release();
  }
}

type Ended = (Omit<ImportResult, 'errors'> & { errors: object[] }) | null;

/** A run's mode as the list shows it. */
const modeOf = (o: RunOf) => o.mode + (o.snapshot ? ' snapshot' : '');

/** A run's row once ended: its status, counts and report (failed: the reason). */
function endedValues(r: Ended, failure?: string) {
  return {
    status: r?.status ?? 'failed',
    rowsRead: r?.rowsRead ?? 0,
    inserted: r?.inserted ?? 0,
    updated: r?.updated ?? 0,
    unchanged: r?.unchanged ?? 0,
    deleted: r?.deleted ?? 0,
    refused: r?.refused ?? 0,
    errors: r?.errors ?? [{ line: 0, reason: failure ?? 'failed' }],
    finishedAt: new Date(),
  };
}

/** Records how a run begun by beginRun ended, and audits it. */
async function endRun(database: Database, id: number, of: RunOf, r: Ended, failure?: string) {
  await database.db.update(imports).set(endedValues(r, failure)).where(eq(imports.id, id));
  await auditRun(database, of, id, r, failure);
}

/** Records a run that ended (the file imports: one step) for the admin screen's list, audited. */
export async function recordRun(
  database: Database,
  options: RunOf,
  startedAt: Date,
  r: Ended,
  failure?: string,
) {
  const [row] = await database.db
    .insert(imports)
    .values({
      kind: options.kind,
      source: options.source,
      mode: modeOf(options),
      startedAt,
      ...endedValues(r, failure),
    })
    .returning({ id: imports.id });
  await auditRun(database, options, row.id, r, failure);
  return row.id;
}

async function auditRun(database: Database, of: RunOf, id: number, r: Ended, failure?: string) {
  await database.db.insert(auditLog).values({
    userId: null,
    userEmail: of.source,
    action: 'import',
    dealerId: null,
    detail: `${of.kind} #${id}: ${r ? `${r.status}, ${r.inserted} inserted, ${r.updated} updated, ${r.deleted} deleted, ${r.refused} refused` : `failed: ${failure}`}`,
  });
}
