/** An error with an HTTP status and a message fit for the client. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    /** Sent with the answer, e.g. Retry-After on a 429 or 503. */
    public headers: Record<string, string> = {},
    /** The fields at fault and why: the dealer API's problems list them (`errors`). */
    public fields?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (m: string) => new HttpError(400, m);

/** An Idempotency-Key sent again with another request: the first request's record stands. The
 * screens' routes answer it as they always have (409, or 422 for a parts order); the dealer
 * API answers every kind alike. */
export class KeyReused extends HttpError {}

/** A 400 for the rules a request breaks, by field; `within` is where the fields sit. */
export function invalidFields(problems: Record<string, string | undefined>, within: string) {
  const fields = Object.entries(problems)
    .filter((p): p is [string, string] => p[1] !== undefined)
    .map(([name, message]) => ({ field: `${within}.${name}`, message }));
  return new HttpError(400, fields.map((f) => f.message).join('; '), {}, fields);
}
export const unauthorized = (m = 'Authentication required') => new HttpError(401, m);
export const forbidden = (m = 'You do not have access to this resource') => new HttpError(403, m);
export const notFound = (m = 'Not found') => new HttpError(404, m);
export const conflict = (m: string) => new HttpError(409, m);
export const tooMany = (m: string, retryAfterSeconds = 60) =>
  new HttpError(429, m, { 'retry-after': String(retryAfterSeconds) });
