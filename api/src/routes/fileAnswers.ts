import type { FastifyReply } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import { notFound } from '../http/errors';
import type { BlobStore } from '../services/blobStore';

// What the file routes share: their parameters, answers and the way a file is sent.

export const FILE_NAME = "^[\\w .,()&'-]{1,120}$";

/** A file answer (not JSON): its media type, described for the OpenAPI document. */
export const fileAnswer = (type: string, description: string) => ({
  200: { description, content: { [type]: { schema: { type: 'string', format: 'binary' } } } },
});
export const Pdf = fileAnswer('application/pdf', 'The PDF');
/** A blob path after the prefix; named `path` in the OpenAPI document (plugins/docs.ts). */
export const BlobPath = Type.Object({ '*': Type.String() });
/** A signed link's query (kit/signedLinks.ts): each part optional, so a missing one is the
 * link's refusal (403), not a schema's 400. */
export const LinkQuery = Type.Object({
  u: Type.Optional(Type.String({ maxLength: 12 })),
  d: Type.Optional(Type.String({ maxLength: 12 })),
  exp: Type.Optional(Type.String({ maxLength: 12 })),
  sig: Type.Optional(Type.String({ maxLength: 64 })),
});
export const NumberParam = (name: string) =>
  Type.Object({ [name]: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$' }) });

export function send(
  reply: FastifyReply,
  data: Uint8Array,
  name: string,
  type: string,
  download: boolean,
) {
  reply
    .header('Content-Type', type)
    .header(
      'Content-Disposition',
      `${download ? 'attachment' : 'inline'}; filename="${name.replace(/"/g, '')}"`,
    )
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff');
  return reply.send(Buffer.from(data));
}

/** A stored PDF, inline or as a download; 404 when it is not there. */
export async function sendBlob(
  reply: FastifyReply,
  blobs: BlobStore,
  path: string,
  download: boolean,
) {
  const data = await blobs.read(path);
  if (!data) throw notFound('File not found');
  return send(reply, data, path.split('/').pop()!, 'application/pdf', download);
}
