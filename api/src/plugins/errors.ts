import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { nulField } from '../http/nulField';
import { isDealerApi, problemOf, sendProblem } from '../http/problem';

const DRAIN_LIMIT = 32 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 10_000;

/** Every error leaves as `{statusCode, error, message}` (the dealer API's as RFC 9457 problem
 * details); a 400 names the field; no stack trace ever leaves; only our own faults are 500s. */
export async function registerErrors(app: FastifyInstance, prefix = '/api') {
  // PostgreSQL text cannot hold NUL: refuse it up front with a 400 naming the field, not a 500.
  app.addHook('preValidation', async (req) => {
    for (const [where, value] of [
      ['querystring', req.query],
      ['params', req.params],
      ['body', req.body],
    ] as const) {
      const field = nulField(value);
      if (field !== null)
        throw Object.assign(
          new Error(`${where}${field ? `.${field}` : ''} contains a NUL character`),
          {
            statusCode: 400,
          },
        );
    }
  });
  // A body left unread (refused as over the limit or of the wrong type, or a multipart body the
  // route never reads): read the rest and drop it before answering, or the socket closes on
  // unread data and the client sees a reset instead of the answer and its message. Only bodies
  // of a known, bounded size; bigger ones are cut off.
  app.addHook('onSend', async (req, reply, payload) => {
    const raw = req.raw;
    if (raw.complete || raw.readableEnded) return payload;
    if (!(Number(req.headers['content-length']) <= DRAIN_LIMIT)) return payload;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, DRAIN_TIMEOUT_MS);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      raw.once('end', done).once('error', done).once('close', done);
      raw.resume();
    });
    return payload;
  });
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const validation = err.validation?.[0];
    let status =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    let message = err.message;
    let field: string | undefined;
    if (validation) {
      status = 400;
      const where = err.validationContext ?? 'request';
      const name =
        (validation.params as { missingProperty?: string })?.missingProperty ??
        validation.instancePath.replace(/^\//, '').replace(/\//g, '.');
      field = `${where}${name ? `.${name}` : ''}`;
      message = `${field} ${validation.message ?? 'is invalid'}`;
    } else if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      status = 400;
      message = 'Body is not valid JSON';
    }
    if (err instanceof HttpError) reply.headers(err.headers);
    // Refused before its body was read (an import's first bytes, a line over the bound): the
    // rest of the body would be read as the connection's next request. It is closed instead.
    if (!req.raw.complete) reply.header('connection', 'close');
    // Our own refusals (a 503 when busy) keep their message; every other 5xx is a fault.
    if (status >= 500 && !(err instanceof HttpError)) {
      req.log.error({ err }, 'request failed');
      message = 'Something went wrong on our side. Please try again.';
    }
    // The token endpoint refuses as OAuth 2.0 says (RFC 6749 §5.2), whatever refused the request.
    if (req.url.startsWith(`${prefix}/v1/oauth/`) && status < 500)
      return reply
        .status(400)
        .type('application/json')
        .header('cache-control', 'no-store')
        .send(JSON.stringify({ error: 'invalid_request', error_description: message }));
    if (isDealerApi(req.url, prefix)) {
      const errors = field
        ? [{ field, message: validation?.message ?? 'is invalid' }]
        : err instanceof HttpError
          ? err.fields
          : undefined;
      return sendProblem(reply, problemOf(status, message, errors ? { errors } : {}));
    }
    reply.status(status).send({ statusCode: status, error: statusText(status), message });
  });
}

export function statusText(status: number): string {
  const texts: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    503: 'Service Unavailable',
  };
  return texts[status] ?? 'Error';
}
