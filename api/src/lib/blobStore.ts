import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { badRequest } from '../http/errors';

/**
 * Files (sales orders, invoices, statements, documents, thumbnails) behind one interface: a folder
 * by default. Every path is resolved against the root and must stay inside it; traversal (`..`,
 * absolute paths, NUL bytes, backslashes) is refused before touching the disk.
 */
export class BlobStore {
  readonly root: string;
  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'blobs');
  }

  /** Validates a store path like `Sales_Orders/D1001/SO-1.pdf` and returns its absolute file. */
  resolve(path: string): string {
    if (!path || path.length > 300 || /[\0\\]/.test(path) || path.startsWith('/'))
      throw badRequest('Invalid file path');
    const parts = path.split('/');
    if (parts.some((p) => p === '' || p === '.' || p === '..' || !/^[\w .,()&'-]+$/.test(p))) {
      throw badRequest('Invalid file path');
    }
    const full = resolve(this.root, ...parts);
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

  async write(path: string, data: Uint8Array): Promise<void> {
    const full = this.resolve(path);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, data);
  }

  /** Streams a file in through `through` (which may refuse it); a refused file is not kept. */
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

  /** The folders directly under `path` with their last change (none when it is not there). */
  async folders(path: string): Promise<{ name: string; modified: Date }[]> {
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

  /** Removes a folder and what it holds (nothing happens when it is not there). */
  async removeFolder(path: string): Promise<void> {
    await rm(this.resolve(path), { recursive: true, force: true });
  }

  static join(...parts: string[]): string {
    return join(...parts)
      .split(sep)
      .join('/');
  }
}
