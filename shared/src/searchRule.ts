// The portal's one search-length rule, used by the API's list schemas and by every search box.

/** The longest search text a list accepts: the API refuses longer (400), and every search box
 * stops typing and pasting at this length, so a list never asks what it would be refused. */
export const SEARCH_MAX_LENGTH = 200;

/** A search text as a list may send it: text past the limit (an edited link) is dropped. */
export const clipSearch = (q: string): string => q.slice(0, SEARCH_MAX_LENGTH);
