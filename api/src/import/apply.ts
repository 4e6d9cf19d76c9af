import type { Readable } from 'node:stream';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { afterWrites } from '../db/afterWrites';
import { inTransaction, type Conn } from './connection';
import { databaseRefusal } from './databaseRefusal';
import type { Field, Kind } from './kinds';
import { records, type Record_ } from './reader';
import { checkRow, RowError, type DealerDirectory, type RawRecord, type Row } from './rows';

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
const CHUNK_PGLITE = 1_000;
const CHUNK_COPY = 20_000;
/** The report keeps this many problems (the counts are always whole). */
export const MAX_PROBLEMS = 1_000;

class Refused extends Error {}

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

/**
 * Imports one file of one kind in ONE transaction: upserts by the natural key (an unchanged row
 * is not even rewritten), tombstones delete, a snapshot deletes what it does not name. A crash or
 * kill before the commit leaves the previous data whole, and the same file can be run again.
 */
export async function runImport(
  database: Database,
  input: ImportInput,
  options: ImportOptions,
): Promise<ImportResult> {
  const { kind } = options;
  const result = emptyResult(kind.name, options.mode, options.snapshot);
  const touched = new Set<number>();
  const refuse = (line: number, reason: string) => {
    result.refused++;
    if (result.errors.length < MAX_PROBLEMS) result.errors.push({ line, reason });
  };
  try {
    await inTransaction(database, async (conn) => {
      const dir = await dealerDirectory(conn);
      const writer = new Writer(conn, kind, options.snapshot);
      await writer.start();
      let chunk = new Map<string, Row>();
      const limit = conn.copyIn ? CHUNK_COPY : CHUNK_PGLITE;
      // The chunk being written while the next one is read and checked: the file's parsing
      // overlaps the database's work (one connection, so the writes themselves stay in order).
      let writing: Promise<void> = Promise.resolve();
      const flush = async () => {
        if (!chunk.size) return;
        const rows = [...chunk.values()];
        chunk = new Map();
        await writing;
        // In all-or-nothing mode nothing more is written once a row is refused.
        if (options.mode === 'all-or-nothing' && result.refused) return;
        writing = writer.write(rows).then((counts) => {
          result.inserted += counts.inserted;
          result.updated += counts.updated;
          result.unchanged += counts.unchanged;
          result.deleted += counts.deleted;
        });
        // Awaited at the next flush or the end; a failure until then is not an unhandled one.
        writing.catch(() => undefined);
      };
      for await (const { line, record, error } of isStream(input)
        ? records(input)
        : numbered(input)) {
        result.rowsRead++;
        if (!record) {
          refuse(line, error ?? 'unreadable');
          continue;
        }
        let row: Row;
        try {
          row = checkRow(kind, record, line, dir);
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
        // The same key twice in a file: the later row wins (one statement cannot write it twice).
        if (chunk.has(row.key)) await flush();
        chunk.set(row.key, row);
        if (chunk.size >= limit) await flush();
      }
      await flush();
      await writing;
      if (options.mode === 'all-or-nothing' && result.refused) throw new Refused();
      // An empty snapshot names nothing: it is taken for a mistake, not for 'delete all'.
      if (options.snapshot && result.rowsRead > result.refused)
        result.deleted += await writer.deleteUnnamed([...touched]);
    });
  } catch (e) {
    if (!(e instanceof Refused)) throw databaseRefusal(e);
    result.status = 'refused';
    result.inserted = result.updated = result.unchanged = result.deleted = 0;
  }
  result.dealers = result.status === 'applied' ? [...touched].sort((a, b) => a - b) : [];
  const changed = result.inserted + result.updated + result.deleted;
  if (changed > 0)
    await afterWrites(database.db, getTableName(kind.table), {
      analyze: changed >= ANALYZE_AFTER_ROWS,
    });
  return result;
}

async function dealerDirectory(conn: Conn): Promise<DealerDirectory> {
  const rows = await conn.query<{ id: number; code: string }>('select id, code from dealers');
  return {
    byId: new Map(rows.map((r) => [r.id, r.code])),
    byCode: new Map(rows.map((r) => [r.code, r.id])),
  };
}

const SQL_TYPE: Record<string, string> = { int: 'integer', date: 'date' };

/** Writes checked rows of one kind: the SQL of the upsert, the tombstones and the snapshot. */
class Writer {
  private table: string;
  private keyColumn: string;
  /** Target column names and their SQL types, in the order of Row.values (then the extras). */
  private columns: { name: string; type: string; index: number }[];
  private keyType: 'integer' | 'text';
  private extras: { name: string; type: string; value: (row: Row) => string }[];

  constructor(
    private conn: Conn,
    private kind: Kind,
    private snapshot: boolean,
  ) {
    const cols = getTableColumns(kind.table) as Record<string, PgColumn>;
    this.table = `"${getTableName(kind.table)}"`;
    const self = kind.dealerFrom === 'self';
    this.keyColumn = self ? 'id' : (kind.keyColumn?.name ?? 'import_key');
    this.keyType = self ? 'integer' : (kind.keyColumn?.type ?? 'text');
    this.columns = kind.fields
      .map((f, index) => ({ f, index }))
      .filter(({ f }) => f.column && !f.json)
      .map(({ f, index }) => ({
        name: cols[f.column].name,
        type: SQL_TYPE[f.type] ?? 'text',
        index,
      }));
    const json = kind.fields.map((f, index) => ({ f, index })).filter(({ f }) => f.json);
    this.extras = [
      ...(kind.dealerFrom === 'row'
        ? [{ name: 'dealer_id', type: 'integer', value: (r: Row) => String(r.dealerId) }]
        : []),
      ...(self || kind.keyColumn
        ? []
        : [{ name: 'import_key', type: 'text', value: (r: Row) => r.key }]),
      ...(kind.jsonColumn
        ? [
            {
              name: kind.jsonColumn,
              type: 'jsonb',
              value: (r: Row) => JSON.stringify(jsonOf(json, r)),
            },
          ]
        : []),
      ...Object.entries(kind.constants ?? {}).map(([k, v]) => ({
        name: cols[k].name,
        type: 'text',
        value: () => v,
      })),
    ];
  }

  private get names() {
    return [...this.columns.map((c) => c.name), ...this.extras.map((e) => e.name)];
  }

  private values(row: Row): (string | null)[] {
    return [
      ...this.columns.map((c) => row.values[c.index]),
      ...this.extras.map((e) => e.value(row)),
    ];
  }

  private get types() {
    return [...this.columns.map((c) => c.type), ...this.extras.map((e) => e.type)];
  }

  async start() {
    if (this.snapshot)
      await this.conn.query('create temp table import_seen (k text primary key) on commit drop');
    if (this.conn.copyIn)
      await this.conn.query(
        `create temp table import_staging (${this.names.map((n) => `"${n}" text`).join(', ')}) on commit drop`,
      );
  }

  /** `insert ... on conflict (key) do update ... where something differs`: an identical row is
   * left alone, so a second import of the same file changes nothing at all. */
  private upsertTail() {
    const updatable = this.names.filter((n) => n !== this.keyColumn);
    const t = this.table;
    return (
      ` on conflict ("${this.keyColumn}") do update set ` +
      updatable.map((n) => `"${n}" = excluded."${n}"`).join(', ') +
      ` where (${updatable.map((n) => `${t}."${n}"`).join(', ')}) is distinct from (` +
      updatable.map((n) => `excluded."${n}"`).join(', ') +
      `) returning (xmax = 0) as inserted`
    );
  }

  async write(rows: Row[]) {
    const live = rows.filter((r) => !r.tombstone);
    const dead = rows.filter((r) => r.tombstone);
    let deleted = 0;
    if (dead.length) {
      const gone = await this.conn.query(
        `delete from ${this.table} where "${this.keyColumn}" = any($1::${this.keyType}[]) returning 1`,
        [dead.map((r) => r.key)],
      );
      deleted = gone.length;
    }
    if (this.snapshot)
      await this.conn.query(
        'insert into import_seen select unnest($1::text[]) on conflict do nothing',
        [live.map((r) => r.key)],
      );
    let written: { inserted: boolean }[] = [];
    if (live.length)
      written = this.conn.copyIn ? await this.viaCopy(live) : await this.viaInsert(live);
    const inserted = written.filter((w) => w.inserted).length;
    return {
      inserted,
      updated: written.length - inserted,
      unchanged: live.length - written.length,
      deleted,
    };
  }

  /** PGlite: one multi-row INSERT per chunk. */
  private viaInsert(rows: Row[]) {
    const names = this.names;
    const types = this.types;
    const params: (string | null)[] = [];
    const tuples = rows.map((r) => {
      const vals = this.values(r);
      return `(${vals.map((v, i) => (params.push(v), `$${params.length}::${types[i]}`)).join(', ')})`;
    });
    return this.conn.query<{ inserted: boolean }>(
      `insert into ${this.table} (${names.map((n) => `"${n}"`).join(', ')}) values ${tuples.join(', ')}` +
        this.upsertTail(),
      params,
    );
  }

  /** PostgreSQL: COPY into the staging table, then one INSERT ... SELECT ... ON CONFLICT. */
  private async viaCopy(rows: Row[]) {
    const names = this.names;
    const types = this.types;
    await this.conn.copyIn!(
      'import_staging',
      names,
      rows.map((r) => this.values(r)),
    );
    const result = await this.conn.query<{ inserted: boolean }>(
      `insert into ${this.table} (${names.map((n) => `"${n}"`).join(', ')}) select ` +
        names.map((n, i) => `"${n}"::${types[i]}`).join(', ') +
        ` from import_staging` +
        this.upsertTail(),
    );
    await this.conn.query('truncate import_staging');
    return result;
  }

  /** Snapshot: this kind's rows of the file's dealers (every row of a kind of no dealer) that
   * the file did not name. */
  async deleteUnnamed(dealers: number[]) {
    const constants = Object.entries(this.kind.constants ?? {});
    const cols = getTableColumns(this.kind.table) as Record<string, PgColumn>;
    const params: unknown[] = [];
    const where: string[] = [];
    if (this.kind.dealerFrom === 'row') {
      params.push(dealers);
      where.push(`dealer_id = any($${params.length}::integer[])`);
    }
    for (const [k, v] of constants) {
      params.push(v);
      where.push(`"${cols[k].name}" = $${params.length}`);
    }
    const unnamed = `"${this.keyColumn}"::text not in (select k from import_seen)`;
    // Seed-era rows without a natural key are not named by any file.
    where.push(this.keyColumn === 'import_key' ? `(import_key is null or ${unnamed})` : unnamed);
    const gone = await this.conn.query(
      `delete from ${this.table} where ${where.join(' and ')} returning 1`,
      params,
    );
    return gone.length;
  }
}

/** The JSON column's object: each `json` field under its wire name, typed; absent when null. */
function jsonOf(fields: { f: Field; index: number }[], row: Row) {
  const out: Record<string, number | boolean | string> = {};
  for (const { f, index } of fields) {
    const v = row.values[index];
    if (v === null) continue;
    out[f.wire] = f.type === 'int' ? Number(v) : f.type === 'bool' ? v === 'true' : v;
  }
  return out;
}
