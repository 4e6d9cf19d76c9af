import { and, asc, gt, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from './errors';

/**
 * The dealer API's paging: each list is read in the order of a key no row changes and new rows
 * only extend (a bigserial id, or a unique part number), from just after the last key the
 * previous page served: none is served twice, and a row written between two pages lands after
 * the cursor (an OFFSET would shift under inserts and deletes). A key is taken at insert, not at
 * commit, so a row whose transaction commits after a page that read past its key is behind the
 * cursor: the changes feed, in commit order, names it (docs/api.md says so). The cursor is that
 * key and the list's name, base64url-encoded: opaque to the client, refused on another list.
 */
export function cursorOf(list: string, key: string | number): string {
  return Buffer.from(JSON.stringify([list, key])).toString('base64url');
}

/** The key a cursor of `list` ends at; a 400 naming the cursor when it is not one of this list's. */
export function keyAfter(list: string, cursor: string | undefined): string | number | undefined {
  if (cursor === undefined) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = null;
  }
  if (
    !Array.isArray(decoded) ||
    decoded.length !== 2 ||
    decoded[0] !== list ||
    !(typeof decoded[1] === 'string' || Number.isSafeInteger(decoded[1]))
  )
    throw badRequest('query.cursor is not a cursor of this list: use the `next` of its last page');
  return decoded[1] as string | number;
}

export const DEFAULT_LIMIT = 100;

/** The where clause of a page after `cursor`, and how to cut what it read into a page. */
export function cursorWindow(
  list: string,
  key: AnyColumn,
  where: SQL,
  q: { cursor?: string; limit?: number },
) {
  const after = keyAfter(list, q.cursor);
  const limit = q.limit ?? DEFAULT_LIMIT;
  return {
    where: after === undefined ? where : and(where, gt(key, after))!,
    orderBy: asc(key),
    /** One more than the page: whether there is a next page. */
    read: limit + 1,
    page<R, W>(rows: R[], keyOf: (r: R) => string | number, wire: (r: R) => W) {
      const shown = rows.slice(0, limit);
      const next =
        rows.length > limit && shown.length ? cursorOf(list, keyOf(shown[shown.length - 1])) : null;
      return { items: shown.map(wire), next };
    },
  };
}
