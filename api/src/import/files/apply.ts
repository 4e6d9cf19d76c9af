import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealers, documents, statements } from '../../db/schema';
import type { BlobStore } from '../../services/blobStore';
import { dealerHasInvoice, dealerHasOrder } from '../../services/dealerRecords';
import { emptyResult, MAX_PROBLEMS, type ImportMode, type ImportResult } from '../apply';
import { DamagedEntry, type FileSource, type SourceFile } from './sources';
import { targetOf, type Target } from './targets';

const PDF_MAGIC = Buffer.from('%PDF-');

/** One refused file: its number in the run (from 1, in the folder's or archive's order), its
 * path there and why. */
export interface FileProblem {
  line: number;
  file: string;
  reason: string;
}

/** What a file import did: the record import's report (a file counts as a row), per file. */
export type FilesResult = Omit<ImportResult, 'errors'> & { errors: FileProblem[] };

/** The SHA-256, size and first bytes of a stream, read once and never held whole; reading stops
 * past `max` bytes. */
async function digest(
  stream: Readable,
  max = Number.POSITIVE_INFINITY,
): Promise<{ hash: string; size: number; head: Buffer }> {
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (head.length < PDF_MAGIC.length)
      head = Buffer.concat([head, chunk.subarray(0, PDF_MAGIC.length - head.length)]);
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      break;
    }
    hash.update(chunk);
  }
  return { hash: hash.digest('hex'), size, head };
}

class Refusal extends Error {}

/** A file checked and ready to be stored: its target, and what storing it will change. */
interface Planned {
  file: SourceFile;
  target: Target;
  dealerId: number | null;
  /** 'new': no file there yet; 'replaced': another file there; 'same': these very bytes. */
  change: 'new' | 'replaced' | 'same';
}

/**
 * Imports the files of a folder or an archive into the blob store, with the record import's rules
 * (decision 0056): each file's dealer and folder from its path, refused files reported one by
 * one with the reason, the same bytes again change nothing, other bytes under the same name
 * replace the file. Every file is checked first; then, unless the run is all-or-nothing and a
 * file was refused, the files are stored and the statements' and library's rows follow.
 */
export async function importFileSet(
  db: Db,
  blobs: BlobStore,
  source: FileSource,
  mode: ImportMode,
  /** A file larger than this is refused (its own line in the report), not stored. */
  maxFileBytes: number,
): Promise<FilesResult> {
  const result: FilesResult = { ...emptyResult('files', mode, false), errors: [] };
  const dealerIds = new Map(
    (await db.select({ id: dealers.id, code: dealers.code }).from(dealers)).map((d) => [
      d.code,
      d.id,
    ]),
  );
  const plan: Planned[] = [];
  try {
    for await (const file of source.files) {
      const line = ++result.rowsRead;
      try {
        plan.push(await check(db, blobs, file, dealerIds, maxFileBytes));
      } catch (e) {
        if (!(e instanceof Refusal)) throw e;
        result.refused++;
        if (result.errors.length < MAX_PROBLEMS)
          result.errors.push({ line, file: file.name, reason: e.message });
      }
    }
    if (mode === 'all-or-nothing' && result.refused) {
      result.status = 'refused';
      return result;
    }
    const touched = new Set<number>();
    for (const p of plan) {
      if (p.change !== 'same')
        await blobs.writeStream(p.target.path, await p.file.open(), new PassThrough());
      const rowAdded = await recordRow(db, p);
      if (p.change === 'replaced') result.updated++;
      else if (p.change === 'new' || rowAdded) result.inserted++;
      else result.unchanged++;
      if (p.dealerId !== null && (p.change !== 'same' || rowAdded)) touched.add(p.dealerId);
    }
    result.dealers = [...touched].sort((a, b) => a - b);
    return result;
  } finally {
    await source.close();
  }
}

/** Checks one file: its target, dealer, record, content; and how it compares with what is there. */
async function check(
  db: Db,
  blobs: BlobStore,
  file: SourceFile,
  dealerIds: Map<string, number>,
  maxFileBytes: number,
): Promise<Planned> {
  const target = targetOf(file.name);
  if ('refused' in target) throw new Refusal(target.refused);
  let dealerId: number | null = null;
  if (target.kind !== 'document') {
    const id = dealerIds.get(target.dealerCode);
    if (id === undefined) throw new Refusal(`unknown dealer: ${target.dealerCode}`);
    dealerId = id;
    if (target.kind === 'sales-order' && !(await dealerHasOrder(db, id, target.number)))
      throw new Refusal(`unknown sales order: ${target.number} of dealer ${target.dealerCode}`);
    if (target.kind === 'invoice' && !(await dealerHasInvoice(db, id, target.number)))
      throw new Refusal(`unknown invoice: ${target.number} of dealer ${target.dealerCode}`);
  }
  if (file.refused) throw new Refusal(file.refused);
  const incoming = await digest(await file.open(), maxFileBytes).catch((e: unknown) => {
    // A damaged archive entry is that file's refusal; anything else fails the run.
    throw e instanceof DamagedEntry ? new Refusal(e.message) : e;
  });
  if (incoming.size > maxFileBytes)
    throw new Refusal(`larger than ${Math.round(maxFileBytes / 1024 ** 2)} MiB`);
  if (!incoming.head.equals(PDF_MAGIC)) throw new Refusal('not a PDF (its content is not one)');
  const there = await blobs.readStream(target.path);
  const change = !there
    ? 'new'
    : (await digest(there)).hash === incoming.hash
      ? 'same'
      : 'replaced';
  return { file, target, dealerId, change };
}

/**
 * The row that lists a stored file, where one does: a statement in the dealer's statements
 * (name and date from its name), a document in the library under its tab (its date: when it
 * was last replaced). True when the row is new. Sales orders and invoices are listed by their
 * records, which the file must match.
 */
async function recordRow(db: Db, p: Planned): Promise<boolean> {
  const t = p.target;
  if (t.kind === 'statement') {
    const written = await db
      .insert(statements)
      .values({ dealerId: p.dealerId!, name: t.name, statementDate: t.date })
      .onConflictDoUpdate({
        target: statements.name,
        set: { dealerId: p.dealerId!, statementDate: t.date },
        setWhere: sql`(${statements.dealerId}, ${statements.statementDate}) is distinct from (excluded.dealer_id, excluded.statement_date)`,
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    return written[0]?.inserted === true;
  }
  if (t.kind === 'document') {
    const where = and(eq(documents.category, t.category), eq(documents.name, t.name));
    const [doc] = await db.select({ id: documents.id }).from(documents).where(where);
    if (!doc) {
      await db.insert(documents).values({
        category: t.category,
        name: t.name,
        path: `/api/blob/${t.path}`,
        lastModified: new Date(),
      });
      return true;
    }
    if (p.change !== 'same')
      await db.update(documents).set({ lastModified: new Date() }).where(eq(documents.id, doc.id));
  }
  return false;
}
