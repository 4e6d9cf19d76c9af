import { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import { badRequest } from '../http/errors';
import { boundLines, importMaxLineBytes } from './lineBound';
import type { RawRecord } from './rows';

export interface Record_ {
  line: number;
  record: RawRecord | null;
  /** Why the line could not be read at all (bad JSON, a broken CSV quote). */
  error?: string;
}

/**
 * The records of an import file, one at a time (the file is never held whole, nor any line
 * longer than IMPORT_MAX_LINE_BYTES): JSON lines when the first line is JSON (an object, or any
 * other JSON value, which is then refused as that line's row), else CSV with a header row of wire
 * names (csv-parse, the field's CSV parser, for quoting and embedded newlines). Line numbers are
 * the file's, from 1; a CSV record's number is the line it starts on. A file that is not text is
 * a 400 before any row.
 */
export async function* records(input: Readable): AsyncGenerator<Record_> {
  const it = boundLines(input)[Symbol.asyncIterator]();
  let first: Buffer | undefined;
  // Skip empty chunks: the format is decided by the first line.
  for (;;) {
    const next = await it.next();
    if (next.done) return;
    first = next.value;
    if (first.toString('utf8').trim().length) break;
  }
  refuseBinary(first);
  const rest = (async function* () {
    yield first;
    for (;;) {
      const next = await it.next();
      if (next.done) return;
      yield next.value;
    }
  })();
  if (isJsonLine(first.toString('utf8').replace(/^\uFEFF/, ''))) yield* jsonLines(rest);
  else yield* csv(rest);
}

/**
 * A file whose first chunk holds a NUL byte or is not UTF-8 is not text (a zip, a gzip, a
 * spreadsheet saved as .xlsx): no row of it could be read, so the whole file is refused.
 */
function refuseBinary(first: Buffer) {
  const nul = first.indexOf(0);
  let bad = nul >= 0 ? nul : -1;
  if (bad < 0) {
    try {
      // stream: a character cut at the chunk's end is not an error.
      new TextDecoder('utf-8', { fatal: true }).decode(first, { stream: true });
    } catch {
      bad = 0;
    }
  }
  if (bad >= 0)
    throw badRequest(
      'The file is not text: an import file is JSON lines or CSV in UTF-8 (it holds a NUL byte or bytes that are not UTF-8)',
    );
}

/** Whether the file's first line (as far as the first chunk holds it) is JSON. */
function isJsonLine(text: string): boolean {
  const start = text.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return true;
  const nl = start.indexOf('\n');
  if (nl < 0) return false;
  try {
    JSON.parse(start.slice(0, nl));
    return true;
  } catch {
    return false;
  }
}

/** The file's lines, split on their bytes (a UTF-8 character never holds a newline byte). */
async function* lines(input: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let parts: Buffer[] = [];
  for await (const chunk of input) {
    let start = 0;
    for (let nl = chunk.indexOf(0x0a); nl >= 0; nl = chunk.indexOf(0x0a, start)) {
      parts.push(chunk.subarray(start, nl));
      yield Buffer.concat(parts).toString('utf8');
      parts = [];
      start = nl + 1;
    }
    if (start < chunk.length) parts.push(chunk.subarray(start));
  }
  if (parts.length) yield Buffer.concat(parts).toString('utf8');
}

async function* jsonLines(input: AsyncIterable<Buffer>): AsyncGenerator<Record_> {
  let line = 0;
  for await (const text of lines(input)) {
    line++;
    const t = line === 1 ? text.replace(/^\uFEFF/, '').trim() : text.trim();
    if (!t) continue;
    try {
      const v: unknown = JSON.parse(t);
      if (!v || typeof v !== 'object' || Array.isArray(v))
        yield { line, record: null, error: 'not a JSON object (each line is one record: {...})' };
      else yield { line, record: v as RawRecord };
    } catch {
      yield { line, record: null, error: 'not valid JSON' };
    }
  }
}

async function* csv(input: AsyncIterable<Buffer>): AsyncGenerator<Record_> {
  // A record csv-parse cannot read (a quote opened and never closed, a quote inside an unquoted
  // field) is skipped and reported with its line, in order with the records read around it.
  const skipped: Record_[] = [];
  const source = Readable.from(input);
  const parser = parse({
    bom: true,
    columns: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
    relax_column_count: true,
    max_record_size: importMaxLineBytes(),
    skip_records_with_error: true,
    on_skip: (e: CsvError | undefined) => {
      if (e) skipped.push({ line: Number(e.lines), record: null, error: csvReason(e) });
    },
  });
  source.on('error', (e) => parser.destroy(e));
  source.pipe(parser);
  for await (const { record, info } of parser as AsyncIterable<{
    record: RawRecord;
    info: { lines: number };
  }>) {
    while (skipped.length && skipped[0].line < info.lines) yield skipped.shift()!;
    yield { line: info.lines, record };
  }
  yield* skipped;
}

/** csv-parse's message without the value it quotes (a report line names the line already). */
function csvReason(e: CsvError): string {
  const reason = e.message.split(':')[0];
  return `not valid CSV: ${reason.toLowerCase()}`;
}
