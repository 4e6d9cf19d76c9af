import type { Readable } from 'node:stream';
import { getTableName } from 'drizzle-orm';
import type { Database } from '../db/client';
import { afterWrites } from '../db/afterWrites';
import { inTransaction, type Conn } from './connection';
import { databaseRefusal } from './databaseRefusal';
import type { Kind } from './kinds';
import { records, type Record_ } from './reader';
import { unknownReferences } from './references';
import {
  checkRow,
  fieldIndex,
  RowError,
  type DealerDirectory,
  type RawRecord,
  type Row,
} from './rows';
import { applyInSteps, appliesInSteps } from './steps';
import { Writer } from './writer';

/** What an import reads: a file (JSON lines or CSV, streamed), or records already made in the
 * wire format (the demo seed), numbered from 1 as a file's lines would be. */
export type ImportInput = Readable | Iterable<RawRecord>;

function isStream(input: ImportInput): input is Readable {
  return typeof (input as Readable).pipe === 'function';
}

function* numbered(rows: Iterable<RawRecord>): Generator<Record_> {
  let line = 0;
  for (const record of rows) yield { line: ++line, record };
}

export type ImportMode = 'good-rows' | 'all-or-nothing';

export interface ImportOptions {
  kind: Kind;
  /** 'good-rows': refused rows are reported, the others applied; 'all-or-nothing': one refused
   * row refuses the whole file. */
  mode: ImportMode;
  /** Full snapshot: rows of this kind of every dealer in the file that the file does not name
   * are deleted (decision 0034). */
  snapshot: boolean;
  /** Aborted when the sender is gone before its answer (decision 0087): the import is then
   * rolled back if nothing of it is committed yet. */
  signal?: AbortSignal;
}

export interface RowProblem {
  line: number;
  reason: string;
}

export interface ImportResult {
  kind: string;
  mode: ImportMode;
  snapshot: boolean;
  status: 'applied' | 'refused';
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  deleted: number;
  refused: number;
  errors: RowProblem[];
  /** Dealers whose rows changed (their caches and home cards follow). */
  dealers: number[];
}

/**
 * A run that changed this many rows analyzes its table at once (decision 0074; every run that
 * changed rows merges its trigram indexes' new entries, db/afterWrites.ts). PGlite runs no
 * autovacuum, so its planner would otherwise never learn what an import wrote: after the scale
 * seed it took the big dealer's 100,000 orders for 242 and searched them row by row. On
 * PostgreSQL it is what autovacuum would do a minute later; ANALYZE reads a sample (30,000 rows at
 * most), so its cost does not grow with the table.
 */
export const ANALYZE_AFTER_ROWS = 1_000;

/** Rows written per statement: PGlite's multi-row INSERT stays under PostgreSQL's 65,535
 * parameters; PostgreSQL's COPY batches are larger (fewer round trips). */
export const CHUNK_PGLITE = 1_000;
const CHUNK_COPY = 20_000;
/** The report keeps this many problems (the counts are always whole). */
export const MAX_PROBLEMS = 1_000;

class Refused extends Error {}

/** The sender went away before its answer and before anything was committed: rolled back. */
export class SenderGone extends Error {
  constructor() {
    super('the sender went away before the import was committed: nothing was applied');
  }
}

/** A run's report before its first row: applied, nothing counted. */
export function emptyResult(kind: string, mode: ImportMode, snapshot: boolean): ImportResult {
  return {
    kind,
    mode,
    snapshot,
    status: 'applied',
    rowsRead: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    deleted: 0,
    refused: 0,
    errors: [],
    dealers: [],
  };
}

/** What a run counts as it reads: its report, the dealers it touched, its refusals. */
export interface Tally {
  result: ImportResult;
  touched: Set<number>;
  refuse: (line: number, reason: string) => void;
}

function tallyOf(options: ImportOptions): Tally {
  const result = emptyResult(options.kind.name, options.mode, options.snapshot);
  return {
    result,
    touched: new Set(),
    refuse: (line, reason) => {
      result.refused++;
      if (result.errors.length < MAX_PROBLEMS) result.errors.push({ line, reason });
    },
  };
}

/**
 * Imports one file of one kind: upserts by the natural key (an unchanged row is not even
 * rewritten), tombstones delete, a snapshot deletes what it does not name. On a PostgreSQL server
 * (and in the one-user commands) in ONE transaction: a crash or kill before the commit leaves the
 * previous data whole. In the server on PGlite, whose one session every read shares, in short
 * steps after the whole file was checked (steps.ts, decision 0087). Either way the same file can
 * be run again.
 */
export async function runImport(
  database: Database,
  input: ImportInput,
  options: ImportOptions,
): Promise<ImportResult> {
  const tally = tallyOf(options);
  const { result, touched } = tally;
  try {
    if (appliesInSteps(database)) await applyInSteps(database, input, options, tally);
    else await inTransaction(database, (conn) => applyInOne(conn, input, options, tally));
  } catch (e) {
    if (!(e instanceof Refused)) throw databaseRefusal(e);
    result.status = 'refused';
    result.inserted = result.updated = result.unchanged = result.deleted = 0;
  }
  result.dealers = result.status === 'applied' ? [...touched].sort((a, b) => a - b) : [];
  const changed = result.inserted + result.updated + result.deleted;
  if (changed > 0)
    await afterWrites(database.db, getTableName(options.kind.table), {
      analyze: changed >= ANALYZE_AFTER_ROWS,
    });
  return result;
}

/** Throws what refuses the whole batch: all-or-nothing with a refused row. */
export function refuseIfAllOrNothing(options: ImportOptions, result: ImportResult) {
  if (options.mode === 'all-or-nothing' && result.refused) throw new Refused();
}

/** Adds a write's counts to the report. */
export function count(result: ImportResult, counts: Awaited<ReturnType<Writer['write']>>) {
  result.inserted += counts.inserted;
  result.updated += counts.updated;
  result.unchanged += counts.unchanged;
  result.deleted += counts.deleted;
}

/** The whole file in the one transaction of `conn`. */
async function applyInOne(conn: Conn, input: ImportInput, options: ImportOptions, tally: Tally) {
  const { result } = tally;
  const writer = new Writer(conn, options.kind, options.snapshot);
  await writer.start();
  // The chunk being written while the next one is read and checked: the file's parsing
  // overlaps the database's work (one connection, so the writes themselves stay in order).
  let writing: Promise<void> = Promise.resolve();
  const limit = conn.copyIn ? CHUNK_COPY : CHUNK_PGLITE;
  for await (const rows of checkedChunks(conn, input, options.kind, limit, tally)) {
    await writing;
    // In all-or-nothing mode nothing more is written once a row is refused.
    if (options.mode === 'all-or-nothing' && result.refused) continue;
    writing = writer.write(rows).then((counts) => count(result, counts));
    // Awaited at the next chunk or the end; a failure until then is not an unhandled one.
    writing.catch(() => undefined);
  }
  await writing;
  refuseIfAllOrNothing(options, result);
  // An empty snapshot names nothing: it is taken for a mistake, not for 'delete all'.
  if (options.snapshot && result.rowsRead > result.refused)
    result.deleted += await writer.deleteUnnamed([...tally.touched]);
  if (options.signal?.aborted) throw new SenderGone();
}

/**
 * Reads and checks every record of the input, counting refusals in the tally, and yields the
 * checked rows in chunks of at most `limit` distinct keys. The same key twice in a file: the
 * later row wins, in a later chunk (one statement cannot write a key twice).
 */
export async function* checkedChunks(
  conn: Conn,
  input: ImportInput,
  kind: Kind,
  limit: number,
  { result, touched, refuse }: Tally,
): AsyncGenerator<Row[]> {
  const dir = await dealerDirectory(conn);
  const feedRule = await kind.feedRule?.(conn);
  // The kind's own keys read so far: what a row may name of the same file (catalogKinds.ts).
  const named = new Set<string>();
  /** The chunk's rows less those whose references are unknown (each refused with why). */
  const known = async (rows: Row[]) => {
    if (!kind.references) return rows;
    for (const r of rows) if (!r.tombstone) named.add(r.key);
    const unknown = await unknownReferences(conn, kind, rows, named);
    for (const [line, reason] of unknown) refuse(line, reason);
    return unknown.size ? rows.filter((r) => !unknown.has(r.line)) : rows;
  };
  let chunk = new Map<string, Row>();
  for await (const { line, record, error } of isStream(input) ? records(input) : numbered(input)) {
    result.rowsRead++;
    if (!record) {
      refuse(line, error ?? 'unreadable');
      continue;
    }
    let row: Row;
    try {
      row = checkRow(kind, record, line, dir);
      const reason = feedRule?.(row, (wire) => row.values[fieldIndex(kind, wire)]);
      if (reason) throw new RowError(reason);
    } catch (e) {
      if (e instanceof RowError) {
        refuse(line, e.message);
        continue;
      }
      throw e;
    }
    if (kind.dealerFrom !== 'none') touched.add(row.dealerId);
    if (kind.dealerFrom === 'self' && !row.tombstone) {
      dir.byCode.set(row.values[1]!, row.dealerId);
      dir.byId.set(row.dealerId, row.values[1]!);
    }
    if (chunk.has(row.key) || chunk.size >= limit) {
      yield await known([...chunk.values()]);
      chunk = new Map();
    }
    chunk.set(row.key, row);
  }
  if (chunk.size) yield await known([...chunk.values()]);
}

async function dealerDirectory(conn: Conn): Promise<DealerDirectory> {
  const rows = await conn.query<{ id: number; code: string }>('select id, code from dealers');
  return {
    byId: new Map(rows.map((r) => [r.id, r.code])),
    byCode: new Map(rows.map((r) => [r.code, r.id])),
  };
}
