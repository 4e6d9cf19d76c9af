import type { FastifyReply } from 'fastify';
import type { Problem } from '@portal/shared/contract/dealerApi';

/** The dealer API's refusals are RFC 9457 problem details; the portal's keep their own shape. */
export const PROBLEM_TYPE = 'application/problem+json';

/** Each status's kind of problem: a URN (it names the kind; docs/api.md lists them). */
const KINDS: Record<number, [slug: string, title: string]> = {
  400: ['invalid-request', 'The request is not valid'],
  401: ['unauthenticated', 'A valid access token is required'],
  403: ['forbidden', 'This client may not do this'],
  404: ['not-found', 'No such resource'],
  405: ['method-not-allowed', 'Method not allowed'],
  409: ['conflict', 'Conflict'],
  413: ['too-large', 'The request is too large'],
  415: ['unsupported-media-type', 'Unsupported media type'],
  422: ['unprocessable-content', 'The request cannot be processed as sent'],
  429: ['rate-limited', 'Too many requests'],
  503: ['unavailable', 'The service is unavailable'],
};

export function problemOf(
  status: number,
  detail: string,
  extra: Pick<Problem, 'errors' | 'instance'> = {},
): Problem {
  const [slug, title] =
    KINDS[status] ?? (status >= 500 ? ['server-error', 'Server error'] : ['error', 'Error']);
  return { type: `urn:dealer-portal:problem:${slug}`, title, status, detail, ...extra };
}

/** Whether a request's URL is the dealer API's (its refusals are problem details). */
export const isDealerApi = (url: string, prefix: string) => url.startsWith(`${prefix}/v1/`);

export function sendProblem(reply: FastifyReply, problem: Problem) {
  return reply.status(problem.status).type(PROBLEM_TYPE).send(JSON.stringify(problem));
}
