import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { RawRecord } from './rows';

export interface Record_ {
  line: number;
  record: RawRecord | null;
  /** Why the line could not be read at all (bad JSON). */
  error?: string;
}

/**
 * The records of an import file, one at a time (the file is never held whole): JSON lines when
 * the first character is '{', else CSV with a header row of wire names (csv-parse, the field's
 * CSV parser, for quoting and embedded newlines). Line numbers are the file's, from 1; a CSV
 * record's number is the line it starts on.
 */
export async function* records(input: Readable): AsyncGenerator<Record_> {
  const it = input[Symbol.asyncIterator]();
  let first: Buffer | undefined;
  // Skip empty chunks: the format is decided by the first character.
  for (;;) {
    const next = await it.next();
    if (next.done) return;
    first = Buffer.isBuffer(next.value) ? next.value : Buffer.from(String(next.value));
    if (first.toString('utf8').trim().length) break;
  }
  const rest = Readable.from(
    (async function* () {
      yield first;
      for (;;) {
        const next = await it.next();
        if (next.done) return;
        yield next.value;
      }
    })(),
  );
  const firstChar = first!
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()[0];
  if (firstChar === '{') yield* jsonLines(rest);
  else yield* csv(rest);
}

async function* jsonLines(input: Readable): AsyncGenerator<Record_> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line++;
    const t = line === 1 ? text.replace(/^\uFEFF/, '').trim() : text.trim();
    if (!t) continue;
    try {
      const v: unknown = JSON.parse(t);
      if (!v || typeof v !== 'object' || Array.isArray(v))
        yield { line, record: null, error: 'not a JSON object' };
      else yield { line, record: v as RawRecord };
    } catch {
      yield { line, record: null, error: 'not valid JSON' };
    }
  }
}

async function* csv(input: Readable): AsyncGenerator<Record_> {
  const parser = input.pipe(
    parse({
      bom: true,
      columns: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      relax_column_count: true,
    }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: RawRecord;
    info: { lines: number; invalid_field_length: number };
  }>) {
    yield { line: info.lines, record };
  }
}
