import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const FIELD = 'headers.idempotency-key';
const refuse = (message: string) =>
  new HttpError(400, `Idempotency-Key: ${message}`, {}, [{ field: FIELD, message }]);

/**
 * The Idempotency-Key header (the IETF httpapi draft: a structured-field string, `"…"`; a bare
 * value is taken too). Required where a write without one could be made twice: a 400 naming it.
 */
export function idempotencyKey(req: FastifyRequest): string {
  const raw = req.headers['idempotency-key'];
  if (typeof raw !== 'string' || !raw.trim())
    throw refuse(
      'required; send a new unique key (a UUID) with each order, the same one with its retries',
    );
  const m = /^"([\x20-\x21\x23-\x5b\x5d-\x7e]{1,255})"$|^([\x21-\x7e]{1,255})$/.exec(raw.trim());
  if (!m) throw refuse('not a key (1 to 255 printable ASCII characters)');
  return m[1] ?? m[2];
}
