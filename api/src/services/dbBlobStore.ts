import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blobChunks, blobFiles } from '../db/schema';
import { BlobStore, type BlobFolder } from './blobStore';

/** Bytes per stored chunk: what one query moves, and what a stream holds at a time. */
const CHUNK = 256 * 1024;

/**
 * Files in PostgreSQL, shared by every API process: a file uploaded to one is mailed
 * by another, a PDF rendered by one is downloaded through another. Chunked (blob_chunks), so a
 * file is streamed in and out a chunk at a time, never whole in memory; large objects would do
 * the same but need a transaction held open for the whole read, across HTTP back-pressure.
 */
export class DbBlobStore extends BlobStore {
  constructor(private readonly db: Db) {
    super();
  }

  private async find(path: string) {
    const [row] = await this.db
      .select({ id: blobFiles.id, size: blobFiles.size })
      .from(blobFiles)
      .where(and(eq(blobFiles.path, this.resolve(path)), eq(blobFiles.complete, true)));
    return row ?? null;
  }

  async exists(path: string): Promise<boolean> {
    return (await this.find(path)) !== null;
  }

  async read(path: string): Promise<Buffer | null> {
    const stream = await this.readStream(path);
    if (!stream) return null;
    const parts: Buffer[] = [];
    for await (const part of stream) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  async readStream(path: string): Promise<Readable | null> {
    const file = await this.find(path);
    if (!file) return null;
    const db = this.db;
    async function* chunks() {
      let sent = 0;
      for (let seq = 0; sent < file!.size; seq++) {
        const [c] = await db
          .select({ data: blobChunks.data })
          .from(blobChunks)
          .where(and(eq(blobChunks.fileId, file!.id), eq(blobChunks.seq, seq)));
        // Replaced or removed while being read: an error, never a silently shortened file.
        if (!c) throw new Error(`${path} changed while it was read`);
        sent += c.data.byteLength;
        yield Buffer.from(c.data.buffer, c.data.byteOffset, c.data.byteLength);
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  async writeStream(path: string, source: Readable, through: Transform): Promise<void> {
    const checked = this.resolve(path);
    const db = this.db;
    const [file] = await db
      .insert(blobFiles)
      .values({ path: checked })
      .returning({ id: blobFiles.id });
    let size = 0;
    try {
      await pipeline(source, through, async (input: AsyncIterable<Buffer>) => {
        let seq = 0;
        let held: Buffer[] = [];
        let heldBytes = 0;
        const flush = async () => {
          const data = Buffer.concat(held, heldBytes);
          held = [];
          heldBytes = 0;
          await db.insert(blobChunks).values({ fileId: file.id, seq: seq++, data });
        };
        for await (const part of input) {
          const buf = Buffer.isBuffer(part) ? part : Buffer.from(part);
          held.push(buf);
          heldBytes += buf.length;
          size += buf.length;
          while (heldBytes >= CHUNK) {
            const all = Buffer.concat(held, heldBytes);
            held = [all.subarray(CHUNK)];
            heldBytes = all.length - CHUNK;
            await db
              .insert(blobChunks)
              .values({ fileId: file.id, seq: seq++, data: all.subarray(0, CHUNK) });
          }
        }
        if (heldBytes) await flush();
      });
      await this.publish(checked, file.id, size);
    } catch (e) {
      await db.delete(blobFiles).where(eq(blobFiles.id, file.id));
      // The rest of the part must still be read, or the multipart parser waits for it.
      source.resume();
      throw e;
    }
  }

  /** The new copy replaces any older one in one step. Two processes writing the same path at
   * once (a PDF both rendered): the later one wins, on a retry past the unique index. */
  private async publish(path: string, id: number, size: number) {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.db.transaction(async (tx) => {
          await tx
            .delete(blobFiles)
            .where(and(eq(blobFiles.path, path), eq(blobFiles.complete, true)));
          await tx
            .update(blobFiles)
            .set({ complete: true, size, modified: sql`now()` })
            .where(eq(blobFiles.id, id));
        });
        return;
      } catch (e) {
        if (attempt >= 3 || (e as { code?: string }).code !== '23505') throw e;
      }
    }
  }

  async remove(path: string): Promise<void> {
    await this.db.delete(blobFiles).where(eq(blobFiles.path, this.resolve(path)));
  }

  async folders(path: string): Promise<BlobFolder[]> {
    const prefix = `${this.resolve(path)}/`;
    // The offset written into the statement, not bound: with a parameter in each place
    // PostgreSQL cannot tell the grouped expression is the selected one (the sweep then failed).
    const rest = sql`substr(${blobFiles.path}, ${sql.raw(String(prefix.length + 1))})`;
    const name = sql<string>`split_part(${rest}, '/', 1)`;
    const rows = await this.db
      .select({ name, modified: sql<string>`max(${blobFiles.modified})` })
      .from(blobFiles)
      .where(and(sql`${blobFiles.path} like ${like(prefix)}`, sql`strpos(${rest}, '/') > 0`))
      .groupBy(name);
    return rows.map((r) => ({ name: r.name, modified: new Date(r.modified) }));
  }

  async removeFolder(path: string): Promise<void> {
    const prefix = `${this.resolve(path)}/`;
    await this.db.delete(blobFiles).where(sql`${blobFiles.path} like ${like(prefix)}`);
  }

  async sweepUnfinished(before: Date): Promise<number> {
    const gone = await this.db
      .delete(blobFiles)
      .where(and(eq(blobFiles.complete, false), lt(blobFiles.modified, before)))
      .returning({ id: blobFiles.id });
    return gone.length;
  }
}

/** Paths that start with `prefix`: LIKE's own characters escaped (`_` is in file names). */
const like = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
