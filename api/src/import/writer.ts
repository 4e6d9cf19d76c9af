import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Conn } from './connection';
import type { Field, Kind } from './kinds';
import type { Row } from './rows';

const SQL_TYPE: Record<string, string> = { int: 'integer', date: 'date', decimal: 'numeric' };

/** Writes checked rows of one kind: the SQL of the upsert, the tombstones and the snapshot. */
export class Writer {
  private table: string;
  private keyColumn: string;
  /** Target column names and their SQL types, in the order of Row.values (then the extras). */
  private columns: { name: string; type: string; index: number }[];
  private keyType: 'integer' | 'text';
  private extras: { name: string; type: string; value: (row: Row) => string }[];

  constructor(
    /** The connection of the transaction it writes in (in steps: each step's). */
    public conn: Conn,
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

  /** Snapshot: this kind's rows of the file's dealers (every row of a kind of no dealer): the
   * condition and its parameters. */
  private scopeOf(dealers: number[]) {
    const cols = getTableColumns(this.kind.table) as Record<string, PgColumn>;
    const params: unknown[] = [];
    const where: string[] = [];
    if (this.kind.dealerFrom === 'row') {
      params.push(dealers);
      where.push(`dealer_id = any($${params.length}::integer[])`);
    }
    for (const [k, v] of Object.entries(this.kind.constants ?? {})) {
      params.push(v);
      where.push(`"${cols[k].name}" = $${params.length}`);
    }
    return { where, params };
  }

  /** Snapshot: the rows in scope that the file did not name, deleted in the import's
   * transaction (their keys are in its import_seen table). */
  async deleteUnnamed(dealers: number[]) {
    const { where, params } = this.scopeOf(dealers);
    const unnamed = `"${this.keyColumn}"::text not in (select k from import_seen)`;
    // Seed-era rows without a natural key are not named by any file.
    where.push(this.keyColumn === 'import_key' ? `(import_key is null or ${unnamed})` : unnamed);
    const gone = await this.conn.query(
      `delete from ${this.table} where ${where.join(' and ')} returning 1`,
      params,
    );
    return gone.length;
  }

  /** Snapshot in steps (PGlite): the keys in scope, read in one statement; the ones the file did
   * not name (`seen` holds those it did), to be deleted a slice at a time by `deleteKeys`. */
  async unnamedKeys(dealers: number[], seen: Set<string>) {
    const { where, params } = this.scopeOf(dealers);
    const rows = await this.conn.query<{ k: string | null }>(
      // A kind that belongs to no dealer has no scope: every row of its table.
      `select "${this.keyColumn}"::text as k from ${this.table}` +
        (where.length ? ` where ${where.join(' and ')}` : ''),
      params,
    );
    const keyless = rows.some((r) => r.k === null);
    return { keys: rows.flatMap((r) => (r.k !== null && !seen.has(r.k) ? [r.k] : [])), keyless };
  }

  /** Deletes the rows in scope with these keys (or, with `keyless`, the seed-era rows that have
   * none); the number deleted. */
  async deleteKeys(dealers: number[], keys: string[], keyless = false) {
    const { where, params } = this.scopeOf(dealers);
    params.push(keys);
    const byKey = `"${this.keyColumn}" = any($${params.length}::${this.keyType}[])`;
    where.push(keyless ? `(${byKey} or "${this.keyColumn}" is null)` : byKey);
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
