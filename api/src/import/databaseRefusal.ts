import { HttpError } from '../http/errors';

/**
 * A statement of an import the database refused for the data (SQLSTATE class 23, integrity: a
 * tombstone deletes a dealer whose invoices still refer to it; class 22, a value out of range)
 * as a 409 naming why: the transaction was rolled back, nothing of the file was applied. Any
 * other error is returned as it is (a lost connection is the server's, a 5xx).
 */
export function databaseRefusal(e: unknown): unknown {
  const error = e as { code?: unknown; detail?: unknown; message?: unknown; cause?: unknown };
  const cause = (error?.cause ?? error) as typeof error;
  const code = typeof cause?.code === 'string' ? cause.code : '';
  if (!code.startsWith('22') && !code.startsWith('23')) return e;
  const why = String(cause.detail ?? cause.message ?? code);
  return new HttpError(409, `The database refused the file (${why}); nothing of it was applied`);
}
