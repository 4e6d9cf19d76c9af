/** An error with an HTTP status and a message fit for the client. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    /** Sent with the answer, e.g. Retry-After on a 429 or 503. */
    public headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (m: string) => new HttpError(400, m);
export const unauthorized = (m = 'Authentication required') => new HttpError(401, m);
export const forbidden = (m = 'You do not have access to this resource') => new HttpError(403, m);
export const notFound = (m = 'Not found') => new HttpError(404, m);
export const conflict = (m: string) => new HttpError(409, m);
export const tooMany = (m: string, retryAfterSeconds = 60) =>
  new HttpError(429, m, { 'retry-after': String(retryAfterSeconds) });
