import { Column, is, SQL, Subquery } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A drizzle query built and turned into its SQL text once, run with its placeholders' values. */
export interface Built<R = unknown> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** What `.prepare()` gives: drizzle builds the SQL text there, and never again. */
interface Preparable<R> {
  prepare(name: string): Built<R>;
}

/**
 * A statement whose SQL text is built once per database, its varying values given as
 * `sql.placeholder`s when it runs (decision 0119). Drizzle rebuilt a statement's text from its
 * query tree at every run: about a fifth of the API's CPU per cold request, more than a database
 * round trip. Unnamed: PostgreSQL still plans each run for its values, as before (a plan made
 * for any dealer read the big dealer's rows badly, decision 0066), and PGlite's one session,
 * shared by several connections, knows no statement names (decision 0077).
 */
export function builtOnce<R>(build: (db: Db) => Preparable<R>): (db: Db) => Built<R> {
  const made = new WeakMap<Db, Built<R>>();
  return (db) => {
    let q = made.get(db);
    // '' is the protocol's unnamed statement: parsed and planned at each run.
    if (!q) made.set(db, (q = mappedOnce(build(db).prepare(''))));
    return q;
  };
}

/**
 * Statements built once per database and shape, for queries whose text depends on what was asked
 * (a list's dealer, tab, sort, page bounds): at most `max` shapes per database. `name` names the
 * statement, prepared by PostgreSQL once per connection and kept there with its plan: past the
 * bound none is added (undefined: build it each time). Without `name` the statement is unnamed
 * and costs the server nothing: the oldest shape built goes first.
 */
export function shapedStatements(max: () => number) {
  const byDb = new WeakMap<Db, Map<string, Built>>();
  return <R>(
    db: Db,
    shape: string,
    build: () => Preparable<R> & { toSQL(): { sql: string } },
    name?: (text: string) => string,
  ): Built<R> | undefined => {
    let shapes = byDb.get(db);
    if (!shapes) byDb.set(db, (shapes = new Map()));
    let q = shapes.get(shape) as Built<R> | undefined;
    if (!q && max() > 0) {
      if (shapes.size >= max()) {
        if (name) return undefined;
        shapes.delete(shapes.keys().next().value!);
      }
      const built = build();
      q = mappedOnce(built.prepare(name ? name(built.toSQL().sql) : ''));
      shapes.set(shape, q);
    }
    return q;
  };
}

/** What a prepared drizzle query holds to map its rows (node-postgres's and PGlite's alike). */
interface Mappable {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** SQL's decoder: set by `.mapWith()`, read by drizzle's row mapping, not in its public types. */
const decoderOfSql = (s: SQL) => (s as unknown as { decoder: Decoder }).decoder;

/** The decoder drizzle's own row mapping finds for a selected field, found here once. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql as SQL);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/**
 * The statement's rows mapped by a function made once from its fields (decision 0136). Drizzle
 * maps each row field by field, finding each field's decoder again with `is()` checks and
 * walking its path: 10-15 % of the API's CPU for a cold orders page of 10 rows. A flat selection
 * (every field at the top of the row, as every list and read here selects) is mapped by the same
 * decoders in one loop; a nested one (a join's tables) keeps drizzle's mapping.
 */
function mappedOnce<R>(built: Built<R>): Built<R> {
  const q = built as Built<R> & Mappable;
  if (!q.fields || q.customResultMapper || q.fields.some((f) => f.path.length !== 1)) return built;
  const keys = q.fields.map((f) => f.path[0]);
  const decoders = q.fields.map((f) => decoderOf(f.field));
  q.customResultMapper = (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const raw = row[i];
        out[keys[i]] = raw === null ? null : decoders[i].mapFromDriverValue(raw);
      }
      return out;
    });
  return built;
}
