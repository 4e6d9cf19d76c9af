import type { Readable } from 'node:stream';
import type { Database } from '../db/client';
import { imports } from '../db/schema';
import { auditLog } from '../db/schema';
import { refreshReadModels } from '../lists/readModels';
import { forgetListAnswers } from '../http/sqlList';
import { forgetDealerInfo } from '../lib/dealerInfo';
import { runImport, type ImportOptions, type ImportResult } from './apply';

/**
 * An import as the command line and the endpoint run it: the rows in one transaction, then the
 * run recorded (the admin screen's list and error report) and audited, then every derived view
 * brought up to date, through the same path as every other batch load (refreshReadModels):
 * the read models of parts orders and claims history are refreshed, remembered list answers,
 * home-card counts and dealer names are forgotten.
 */
export async function importFile(
  database: Database,
  input: Readable,
  options: ImportOptions & { source: string },
): Promise<ImportResult & { id: number }> {
  const startedAt = new Date();
  let result: ImportResult;
  try {
    result = await runImport(database, input, options);
  } catch (e) {
    await recordRun(database, runOf(options), startedAt, null, (e as Error).message);
    throw e;
  }
  const changed = result.inserted + result.updated + result.deleted > 0;
  if (changed) {
    if (options.kind.name === 'parts-lines' || options.kind.name === 'claims')
      await refreshReadModels(database.db);
    else forgetListAnswers();
    if (options.kind.name === 'dealers') forgetDealerInfo();
  }
  const id = await recordRun(database, runOf(options), startedAt, result);
  return { id, ...result };
}

/** What the run list says of a run besides its counts. */
export interface RunOf {
  kind: string;
  source: string;
  mode: string;
  snapshot: boolean;
}

const runOf = (o: ImportOptions & { source: string }): RunOf => ({
  kind: o.kind.name,
  source: o.source,
  mode: o.mode,
  snapshot: o.snapshot,
});

/** Records a run (records or files) for the admin screen's list and audits it; its id. */
export async function recordRun(
  database: Database,
  options: RunOf,
  startedAt: Date,
  r: (Omit<ImportResult, 'errors'> & { errors: object[] }) | null,
  failure?: string,
) {
  const [row] = await database.db
    .insert(imports)
    .values({
      kind: options.kind,
      source: options.source,
      mode: options.mode + (options.snapshot ? ' snapshot' : ''),
      status: r?.status ?? 'failed',
      rowsRead: r?.rowsRead ?? 0,
      inserted: r?.inserted ?? 0,
      updated: r?.updated ?? 0,
      unchanged: r?.unchanged ?? 0,
      deleted: r?.deleted ?? 0,
      refused: r?.refused ?? 0,
      errors: r?.errors ?? [{ line: 0, reason: failure ?? 'failed' }],
      startedAt,
      finishedAt: new Date(),
    })
    .returning({ id: imports.id });
  await database.db.insert(auditLog).values({
    userId: null,
    userEmail: options.source,
    action: 'import',
    dealerId: null,
    detail: `${options.kind} #${row.id}: ${r ? `${r.status}, ${r.inserted} inserted, ${r.updated} updated, ${r.deleted} deleted, ${r.refused} refused` : `failed: ${failure}`}`,
  });
  return row.id;
}
