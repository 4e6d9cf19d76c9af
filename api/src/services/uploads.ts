import type { MultipartFile } from '@fastify/multipart';
import { Transform } from 'node:stream';
import { badRequest, HttpError } from '../http/errors';
import type { BlobStore } from './blobStore';

/** Requirements 001 §5: pdf, jpg, jpeg, png only, checked by their first bytes, not by name alone. */
const KINDS = new Map<string, { type: string; magic: number[] }>([
  ['pdf', { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] }],
  ['png', { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] }],
  ['jpg', { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] }],
  ['jpeg', { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] }],
]);
const MAGIC_BYTES = 4;

/**
 * The blob store's folders of files kept only until their mail has gone out (or, unsent, for
 * UPLOAD_RETENTION_DAYS): support attachments and warranty claims' photos, which the portal never
 * shows again (decisions 0014 and 0089). Each request's files are in a folder of their own.
 */
export const MAILED_FOLDERS = ['Uploads', 'Claims'] as const;
const MAILED_FOLDER = new RegExp(`^(?:${MAILED_FOLDERS.join('|')})/[^/]+(?=/)`);

/** `Uploads/<id>` or `Claims/<id>` of a mailed file's path; null for any other stored file. */
export const mailedFolder = (blobPath: string): string | null =>
  MAILED_FOLDER.exec(blobPath)?.[0] ?? null;
/** Stored and mailed names are at most this long, extension included. */
export const MAX_NAME = 100;

/**
 * A safe file name for the store and the mail: characters outside a plain set become '_', and a
 * long name is shortened in its stem so its extension survives (a 5,000-character name
 * lost its '.pdf' and was refused as a wrong type).
 */
export function uploadName(raw: string): string {
  const clean = raw.replace(/[^\w .()-]/g, '_').trim();
  const dot = clean.lastIndexOf('.');
  const ext = dot >= 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  const stem = ext ? clean.slice(0, dot) : clean;
  return `${stem.slice(0, MAX_NAME - ext.length)}${ext}` || 'attachment';
}

export interface StoredUpload {
  name: string;
  type: string;
  blobPath: string;
  size: number;
}

/**
 * Streams one attachment into the blob store: never held in memory whole (20 requests
 * of 5 × 9.5 MiB took the server from 351 to 1,427 MiB). Its type is decided by its extension
 * and checked against its first bytes as they pass; `budget` is what the whole request may still
 * bring, and the file is cut off with a 413 beyond it or beyond the per-file limit.
 */
export async function streamUpload(
  file: MultipartFile,
  blobs: BlobStore,
  pathOf: (name: string) => string,
  budget: number,
  limits: { fileMb: number; requestMb: number },
): Promise<StoredUpload> {
  const name = uploadName(file.filename);
  const ext = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  const kind = KINDS.get(ext);
  // Refused by name before a byte is stored; the rest of the body is drained by the error path.
  if (!kind) throw badRequest(`Attachment ${name}: only pdf, jpg, jpeg and png files are accepted`);
  let head = Buffer.alloc(0);
  let size = 0;
  const check = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > budget)
        return done(new HttpError(413, `The request is larger than ${limits.requestMb} MB`));
      if (head.length < MAGIC_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, MAGIC_BYTES - head.length)]);
        if (head.length >= kind.magic.length && !kind.magic.every((b, i) => head[i] === b))
          return done(badRequest(`Attachment ${name}: its content is not a ${ext} file`));
      }
      done(null, chunk);
    },
  });
  const blobPath = pathOf(name);
  await blobs.writeStream(blobPath, file.file, check);
  if (file.file.truncated) {
    await blobs.remove(blobPath);
    throw new HttpError(413, `An attachment is larger than ${limits.fileMb} MB`);
  }
  if (!kind.magic.every((b, i) => head[i] === b)) {
    await blobs.remove(blobPath);
    throw badRequest(`Attachment ${name}: its content is not a ${ext} file`);
  }
  return { name, type: kind.type, blobPath, size };
}
