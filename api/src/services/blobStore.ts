import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { PassThrough, Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { badRequest } from '../http/errors';

/** A folder directly under another, with its last change. */
export interface BlobFolder {
  name: string;
  modified: Date;
}

/**
 * Files (sales orders, invoices, statements, documents, thumbnails, uploads) behind one interface:
 * a folder on this machine (FileBlobStore, for `npm start`), or tables every API process shares
 * (DbBlobStore). Every path is checked first: traversal (`..`, absolute paths, NUL
 * bytes, backslashes) and any character outside the portal's file names are refused.
 */
export abstract class BlobStore {
  /** Validates a store path like `Sales_Orders/D1001/SO-1.pdf`; 400 when it is not one. */
  resolve(path: string): string {
    if (!path || path.length > 300 || /[\0\\]/.test(path) || path.startsWith('/'))
      throw badRequest('Invalid file path');
    const parts = path.split('/');
    if (parts.some((p) => p === '' || p === '.' || p === '..' || !/^[\w .,()&'-]+$/.test(p))) {
      throw badRequest('Invalid file path');
    }
    return path;
  }

  abstract exists(path: string): Promise<boolean>;
  /** The whole file (a rendered PDF, a thumbnail: small); null when it is not there. */
  abstract read(path: string): Promise<Buffer | null>;
  /** The file as a stream, never whole in memory (a mail's attachments); null when not there. */
  abstract readStream(path: string): Promise<Readable | null>;
  /** Streams a file in through `through` (which may refuse it); a refused file is not kept. */
  abstract writeStream(path: string, source: Readable, through: Transform): Promise<void>;
  abstract remove(path: string): Promise<void>;
  /** The folders directly under `path` with their last change (none when it is not there). */
  abstract folders(path: string): Promise<BlobFolder[]>;
  /** Removes a folder and what it holds (nothing happens when it is not there). */
  abstract removeFolder(path: string): Promise<void>;
  /** Removes what a crash left half-written before `before`; the count removed. */
  abstract sweepUnfinished(before: Date): Promise<number>;

  write(path: string, data: Uint8Array): Promise<void> {
    return this.writeStream(path, Readable.from([Buffer.from(data)]), new PassThrough());
  }

  static join(...parts: string[]): string {
    return join(...parts)
      .split(sep)
      .join('/');
  }
}

/** The files in a folder of this machine (DATA_DIR/blobs): one process, `npm start`. */
export class FileBlobStore extends BlobStore {
  readonly root: string;
  constructor(dataDir: string) {
    super();
    this.root = resolve(dataDir, 'blobs');
  }

  /** The absolute file of a checked store path. */
  override resolve(path: string): string {
    const full = resolve(this.root, ...super.resolve(path).split('/'));
    if (!full.startsWith(this.root + sep)) throw badRequest('Invalid file path');
    return full;
  }

  async exists(path: string): Promise<boolean> {
    try {
      return (await stat(this.resolve(path))).isFile();
    } catch {
      return false;
    }
  }

  async read(path: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(path));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async readStream(path: string): Promise<Readable | null> {
    return (await this.exists(path)) ? createReadStream(this.resolve(path)) : null;
  }

  async writeStream(path: string, source: Readable, through: Transform): Promise<void> {
    const full = this.resolve(path);
    await mkdir(dirname(full), { recursive: true });
    try {
      await pipeline(source, through, createWriteStream(full));
    } catch (e) {
      await rm(full, { force: true });
      // The rest of the part must still be read, or the multipart parser waits for it.
      source.resume();
      throw e;
    }
  }

  async remove(path: string): Promise<void> {
    await rm(this.resolve(path), { force: true });
  }

  async folders(path: string): Promise<BlobFolder[]> {
    const full = this.resolve(path);
    const entries = await readdir(full, { withFileTypes: true }).catch(() => []);
    return Promise.all(
      entries
        .filter((e) => e.isDirectory())
        .map(async (e) => ({
          name: e.name,
          modified: (await stat(join(full, e.name))).mtime,
        })),
    );
  }

  async removeFolder(path: string): Promise<void> {
    await rm(this.resolve(path), { recursive: true, force: true });
  }

  /** Files are written in place: what a crash leaves half-written is in an upload folder,
   * which the uploads' retention sweep removes. */
  async sweepUnfinished(): Promise<number> {
    return 0;
  }
}
