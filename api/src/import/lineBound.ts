import { HttpError } from '../http/errors';

/**
 * The longest line an import file may hold, in bytes (IMPORT_MAX_LINE_BYTES, 1 MiB by default).
 * A record of the feed is a few hundred bytes; without a bound, one line sent without a newline
 * is held whole while it arrives (a 256 MiB line took the server from 331 to 1,100 MiB).
 */
let maxLineBytes = 1_048_576;

export function setImportMaxLineBytes(bytes: number) {
  maxLineBytes = bytes;
}

export const importMaxLineBytes = () => maxLineBytes;

const NEWLINE = 0x0a;

/**
 * The chunks of `input` as they come, until a line grows past the bound: then a 413 naming the
 * line, thrown before the chunk that crosses it is passed on, so no reader holds more than the
 * bound of one line.
 */
export async function* boundLines(
  input: AsyncIterable<Buffer | string>,
  max = maxLineBytes,
): AsyncGenerator<Buffer> {
  let line = 1;
  let length = 0; // bytes of the current line so far
  for await (const data of input) {
    const chunk = typeof data === 'string' ? Buffer.from(data) : data;
    let start = 0;
    for (let nl = chunk.indexOf(NEWLINE); nl >= 0; nl = chunk.indexOf(NEWLINE, start)) {
      if (length + nl - start > max) break;
      line++;
      length = 0;
      start = nl + 1;
    }
    length += chunk.length - start;
    if (length > max)
      throw new HttpError(
        413,
        `Line ${line} is longer than ${max} bytes (IMPORT_MAX_LINE_BYTES): each record of an import file is one line (or one CSV record) at most that long`,
      );
    yield chunk;
  }
}
