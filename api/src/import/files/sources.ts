import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { badRequest, HttpError } from '../../http/errors';

/** One file of an import: its path inside the folder or archive ('/' separated), opened as many
 * times as needed (once to check and hash it, once more to store it), never held whole. */
export interface SourceFile {
  name: string;
  open(): Promise<Readable>;
}

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
 * The files of a zip archive on disk (yauzl: streamed entries, sizes and CRCs checked, names
 * that climb out of the archive refused). A zip's directory is at its end, so an archive that
 * arrives as a stream is first written to a temporary file (zipSourceFromStream).
 */
export async function zipSource(path: string): Promise<FileSource> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { autoClose: false });
  } catch (e) {
    throw badRequest(`The archive is not a zip file: ${(e as Error).message}`);
  }
  async function* files(): AsyncGenerator<SourceFile> {
    try {
      for await (const entry of zip.eachEntry()) {
        if (noise(entry.fileName)) continue;
        yield { name: entry.fileName, open: () => zip.openReadStreamPromise(entry) };
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
    const source = await zipSource(file);
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
