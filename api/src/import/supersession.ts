import type { Conn } from './connection';
import type { FeedRule } from './kinds';

/** Longer than any real chain: a walk that goes on past it is taken for a loop. */
const MAX_CHAIN = 1_000;

/**
 * Refuses a part whose replacement leads back to it (A → B → A), given the replacements the
 * catalogue holds and those the file set before this row (a later row of a part overrides the
 * catalogue's). A refused row leaves the graph as it was, so the rows after it are checked
 * against what will be written.
 */
export const supersessionLoops: FeedRule = async (conn: Conn) => {
  const rows = await conn.query<{ p: string; by: string }>(
    'select part_number as p, superseded_by as by from catalog_parts where superseded_by is not null',
  );
  const next = new Map(rows.map((r) => [r.p, r.by]));
  return (row, value) => {
    const partNumber = row.tombstone ? row.key : value('partNumber')!;
    const by = row.tombstone ? null : value('supersededBy');
    if (!by) {
      next.delete(partNumber);
      return undefined;
    }
    const chain = [partNumber];
    for (let at: string | undefined = by; at !== undefined; at = next.get(at)) {
      chain.push(at);
      if (at === partNumber || chain.length > MAX_CHAIN)
        return `supersededBy: ${by} makes a loop (${chain.join(' → ')})`;
    }
    next.set(partNumber, by);
    return undefined;
  };
};
