import { getTableName } from 'drizzle-orm';
import type { Conn } from './connection';
import type { Kind, Reference } from './kinds';
import { fieldIndex, type Row } from './rows';

const SEP = '\u001f';

/**
 * Checks a chunk's references (a price's part, a callout's diagram): one query per reference for
 * the values the chunk names. `named` holds the keys of the kind's own rows read so far in the
 * file (a part superseded by a part sent earlier in the same file). Returns the refused rows'
 * reasons by line; the chunk's other rows are written.
 */
export async function unknownReferences(
  conn: Conn,
  kind: Kind,
  rows: Row[],
  named: ReadonlySet<string>,
): Promise<Map<number, string>> {
  const refused = new Map<number, string>();
  for (const ref of kind.references ?? []) {
    const valueOf = (row: Row) => {
      const parts = ref.wires.map((w) => row.values[fieldIndex(kind, w)]);
      return parts.some((p) => p === null) ? null : parts.join(SEP);
    };
    const asked = new Set<string>();
    for (const row of rows) {
      const v = row.tombstone ? null : valueOf(row);
      if (v !== null && !(ref.table === kind.table && named.has(v))) asked.add(v);
    }
    if (!asked.size) continue;
    const known = await knownValues(conn, ref, [...asked]);
    for (const row of rows) {
      const v = row.tombstone ? null : valueOf(row);
      if (v === null || !asked.has(v) || known.has(v) || refused.has(row.line)) continue;
      refused.set(row.line, `${ref.what}: ${v.split(SEP).join(' / ')}`);
    }
  }
  return refused;
}

/** Which of `values` the referred table holds (its first column narrows the read by index). */
async function knownValues(conn: Conn, ref: Reference, values: string[]): Promise<Set<string>> {
  const cols = ref.columns.map((c) => `"${c}"`);
  const firsts = [...new Set(values.map((v) => v.split(SEP)[0]))];
  const found = await conn.query<{ k: string }>(
    `select distinct ${cols.join(` || chr(31) || `)} as k from "${getTableName(ref.table)}" where ${cols[0]} = any($1::text[])`,
    [firsts],
  );
  return new Set(found.map((r) => r.k));
}
