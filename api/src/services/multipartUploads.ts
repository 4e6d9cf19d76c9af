import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors';
import { BlobStore } from './blobStore';
import { streamUpload, type StoredUpload } from './uploads';

const MB = 1024 * 1024;

/** What one kind of multipart request may bring: per file, how many files, the whole body. */
export interface UploadLimits {
  fileMb: number;
  files: number;
  requestMb: number;
}

export interface MultipartBody<F extends string = string> {
  /** The text fields, by name (own keys only: a field named like an Object.prototype member
   * stays a plain field). */
  fields: Map<string, string>;
  /** The files, in the order sent, each stored in the request's folder of the blob store. */
  files: (StoredUpload & { field: F })[];
}

/** What multipart's own limits throw, as the client reads it. */
export function multipartError(e: unknown, limits: UploadLimits): HttpError {
  if (e instanceof HttpError) return e;
  const code = (e as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, `An attachment is larger than ${limits.fileMb} MB`);
  if (code === 'FST_FILES_LIMIT')
    return new HttpError(413, `At most ${limits.files} attachments can be sent`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return badRequest('Too many form fields');
  return badRequest('The multipart body could not be read');
}

/**
 * Refuses, before anything is counted or read, a body that is not multipart (415, `Send <what>
 * as multipart/form-data`) or that declares more bytes than the limit (413). Answers the declared
 * length, 0 when none is declared.
 */
export function checkMultipart(req: FastifyRequest, limits: UploadLimits, what: string): number {
  if (!req.isMultipart()) throw new HttpError(415, `Send ${what} as multipart/form-data`);
  const declared = Number(req.headers['content-length']);
  if (declared > limits.requestMb * MB)
    throw new HttpError(413, `The request is larger than ${limits.requestMb} MB`);
  return declared > 0 ? declared : 0;
}

/**
 * Reads a multipart request: its fields, and its files streamed one by one into `folder` of the
 * blob store (never held in memory), numbered so that two of the same name are both kept. The
 * body is bounded as a whole and per file by `limits`. `fileFields`, when given, names the only
 * file fields accepted and the tag each file's stored name carries. On any failure the folder is
 * removed and the error is one the client can read (400 or 413).
 */
export async function readMultipart<F extends string = string>(
  req: FastifyRequest,
  blobs: BlobStore,
  options: { folder: string; limits: UploadLimits; fileFields?: Record<F, string> },
): Promise<MultipartBody<F>> {
  const { folder, limits, fileFields } = options;
  const requestBytes = limits.requestMb * MB;
  const fields = new Map<string, string>();
  const files: (StoredUpload & { field: F })[] = [];
  let used = 0;
  try {
    for await (const part of req.parts({
      limits: { files: limits.files, fileSize: limits.fileMb * MB },
    })) {
      if (part.type === 'file') {
        if (fileFields && !Object.hasOwn(fileFields, part.fieldname))
          throw badRequest(
            `Unknown file field ${part.fieldname}: use ${Object.keys(fileFields).join(' or ')}`,
          );
        const field = part.fieldname as F;
        const tag = fileFields ? `${fileFields[field]}-` : '';
        const n = files.length + 1;
        const f = await streamUpload(
          part,
          blobs,
          (name) => BlobStore.join(folder, `${n}-${tag}${name}`),
          requestBytes - used,
          limits,
        );
        used += f.size;
        files.push({ ...f, field });
      } else {
        // A part typed application/json arrives parsed (the multipart plugin's doing, and how
        // an OpenAPI client sends a JSON part): its text again, as an untyped part would be.
        const raw: unknown = part.value;
        const value = typeof raw === 'string' || raw == null ? (raw ?? '') : JSON.stringify(raw);
        used += value.length;
        if (used > requestBytes)
          throw new HttpError(413, `The request is larger than ${limits.requestMb} MB`);
        fields.set(part.fieldname, value);
      }
    }
  } catch (e) {
    await blobs.removeFolder(folder);
    throw multipartError(e, limits);
  }
  return { fields, files };
}
