import { Readable } from 'node:stream';

/** The path of the first string holding a NUL character, '' for the value itself, else null. */
export function nulField(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object' || depth > 20) return null;
  // Parsed values only: a streamed body (the import feed) is an object graph of its own, whose
  // walk never ends, and bytes are not text; both are checked where they are read. (A parsed
  // query string is an object of its own prototype, so plain objects alone would miss it.)
  if (value instanceof Readable || ArrayBuffer.isView(value)) return null;
  for (const [k, v] of Object.entries(value)) {
    const found = nulField(v, path ? `${path}.${k}` : k, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
