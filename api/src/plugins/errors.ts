import type { FastifyError, FastifyInstance } from 'fastify';

/** Every error leaves as `{statusCode, error, message}`; a 400 names the field; no stack trace
 * ever leaves; only our own faults are 500s. */
export async function registerErrors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const validation = err.validation?.[0];
    let status =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    let message = err.message;
    if (validation) {
      status = 400;
      const where = err.validationContext ?? 'request';
      const field =
        (validation.params as { missingProperty?: string })?.missingProperty ??
        validation.instancePath.replace(/^\//, '').replace(/\//g, '.');
      message = `${where}${field ? `.${field}` : ''} ${validation.message ?? 'is invalid'}`;
    } else if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      status = 400;
      message = 'Body is not valid JSON';
    }
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      message = 'Something went wrong on our side. Please try again.';
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
