import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import { badRequest, HttpError } from '../../http/errors';

/** One file of an import: its path inside the folder or archive ('/' separated), opened as many
 * times as needed (once to check and hash it, once more to store it), never held whole. */
export interface SourceFile {
  name: string;
  open(): Promise<Readable>;
  /** Why the file is refused before it is read (an archive entry that would expand too far). */
  refused?: string;
}

/** How far an import's files may expand (IMPORT_FILE_MAX_BYTES, IMPORT_EXPANDED_MAX_BYTES). */
export interface ExpansionLimits {
  /** One file. */
  fileBytes: number;
  /** All the files of one archive together. */
  archiveBytes: number;
}

/** A file of an archive that cannot be read as it claims to be (damaged, or made to mislead):
 * that file is refused with this reason; the others are imported. */
export class DamagedEntry extends Error {}

const mib = (bytes: number) => `${Math.round((bytes / 1024 ** 2) * 10) / 10} MiB`;

/** Files of a folder or an archive, and what to release once they have been read. */
export interface FileSource {
  files: AsyncIterable<SourceFile>;
  close(): Promise<void>;
}

/** Left out of every import: what archivers and file managers add beside the files. */
const noise = (name: string) =>
  name.split('/').some((p) => p.startsWith('.') || p === '__MACOSX') || name.endsWith('/');

/** Every file under a folder, sorted by path (a run's report numbers them in that order). */
export function folderSource(dir: string): FileSource {
  async function* files(): AsyncGenerator<SourceFile> {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    const names = entries
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
      .filter((n) => !noise(n))
      .sort();
    for (const name of names)
      yield { name, open: async () => createReadStream(join(dir, ...name.split('/'))) };
  }
  return { files: files(), close: async () => undefined };
}

/**
 * One entry's bytes as they are inflated, checked as they come: no more than `max` (a zip bomb
 * stops there, whatever its header says) and, at the end, the CRC-32 its header records (yauzl
 * checks the sizes but not the CRC). Any failure, yauzl's included, is a DamagedEntry.
 */
function checkedEntry(raw: Readable, entry: yauzl.Entry, max: number): Readable {
  let size = 0;
  let crc = 0;
  const checked = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > max) return done(new DamagedEntry(`expands to more than ${mib(max)}`));
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      if (crc >>> 0 !== entry.crc32 >>> 0)
        return done(new DamagedEntry('damaged: its CRC-32 does not match its content'));
      done();
    },
  });
  raw.on('error', (e) => checked.destroy(new DamagedEntry(`damaged: ${e.message}`)));
  checked.on('close', () => raw.destroy());
  return raw.pipe(checked);
}

/**
 * The files of a zip archive on disk (yauzl: streamed entries, sizes checked, names that climb
 * out of the archive refused; CRCs and the expanded sizes checked here, decision 0091). A
 * zip's directory is at its end, so an archive that arrives as a stream is first written to a
 * temporary file (zipSourceFromStream).
 */
export async function zipSource(path: string, limits: ExpansionLimits): Promise<FileSource> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { autoClose: false });
  } catch (e) {
    throw badRequest(`The archive is not a zip file: ${(e as Error).message}`);
  }
  async function* files(): AsyncGenerator<SourceFile> {
    // The sizes the directory declares; yauzl refuses an entry whose content is longer or
    // shorter, so their sum bounds what the archive's accepted files expand to.
    let expanded = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        if (noise(entry.fileName)) continue;
        const open = async () => {
          try {
            return checkedEntry(await zip.openReadStreamPromise(entry), entry, limits.fileBytes);
          } catch (e) {
            // An encrypted entry or an unknown compression method: that entry cannot be read.
            throw new DamagedEntry(`cannot be read: ${(e as Error).message}`);
          }
        };
        let refused: string | undefined;
        if (entry.uncompressedSize > limits.fileBytes)
          refused = `expands to ${mib(entry.uncompressedSize)}, more than the ${mib(limits.fileBytes)} a file may`;
        else if (expanded + entry.uncompressedSize > limits.archiveBytes)
          refused = `the archive's files expand to more than ${mib(limits.archiveBytes)}: this one is left out`;
        else expanded += entry.uncompressedSize;
        yield { name: entry.fileName, open, ...(refused ? { refused } : {}) };
      }
    } catch (e) {
      throw badRequest(`The archive is not a valid zip file: ${(e as Error).message}`);
    }
  }
  return { files: files(), close: async () => zip.close() };
}

/** Archives larger than this are refused (413) before they are read. */
export const MAX_ARCHIVE_BYTES = 2 * 1024 ** 3;

/** A zip archive sent as a stream (the endpoint's body, the command's standard input): kept in
 * a temporary file while it is read, removed after. */
export async function zipSourceFromStream(
  body: Readable,
  limits: ExpansionLimits,
  limit = MAX_ARCHIVE_BYTES,
): Promise<FileSource> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-import-'));
  const file = join(dir, 'archive.zip');
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limit)
        done(new HttpError(413, `The archive is larger than ${limit / 1024 ** 3} GB`));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(body, counted, createWriteStream(file));
    const source = await zipSource(file, limits);
    return {
      files: source.files,
      close: async () => {
        await source.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    body.resume();
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
}
