import { badRequest } from './errors';

/** C0 controls and DEL: no row's text is searched for them, and U+001F separates the fields of
 * a row's searched text, so a search of it alone once matched every row. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001F\u007F]/;

/** A search text as typed, or a 400 naming what is wrong. */
export function checkedSearch<Q extends string | undefined>(q: Q): Q {
  if (q !== undefined && CONTROL.test(q))
    throw badRequest('q: control characters (U+0000 to U+001F, U+007F) cannot be searched for');
  return q;
}

/** A list's search text as it is matched: checked, trimmed, lower case. */
export const searchQuery = (q: string | undefined) => checkedSearch(q)?.trim().toLowerCase();
