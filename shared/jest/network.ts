import { STATUS_CODES } from 'node:http';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { ErrorAnswer } from '../src/contract/common';
import { ROUTES, type Route } from './routes';

/**
 * The network boundary of a component test (docs/decisions/0107): the screen runs its real client
 * (shared/src/api/client.ts: headers, refresh, errors) and its area's real mappers, and only the
 * HTTP answers are written by the test. Every answer is checked against the route's response
 * schema in the contract, so a test cannot pass on an answer the API could never send.
 *
 * Importing this file starts the handlers for the test file; a request no handler answers fails
 * the test it was sent in.
 */

type JsonRoute = {
  [R in Route]: (typeof ROUTES)[R] extends { schema: TSchema } ? R : never;
}[Route];
type FileRoute = Exclude<Route, JsonRoute>;
type Schema<R extends JsonRoute> = (typeof ROUTES)[R] extends { schema: infer S extends TSchema }
  ? S
  : never;
/** What a route's answer holds, by its contract schema. */
export type Body<R extends JsonRoute> = Static<Schema<R>>;

/** An answer written from the call (it may wait, to show a loading state). */
type Respond<R extends JsonRoute> = (call: Call) => Body<R> | Promise<Body<R>>;

/** One request a handler answered, as the test reads it back. */
export interface Call {
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** A JSON body parsed, a multipart body as FormData, a text body as its string, otherwise null. */
  body: unknown;
}

const calls = new Map<Route, Call[]>();
/** What went wrong while answering (an answer off its schema, a request nobody answers). */
const faults: string[] = [];

/** The handlers of the test file; the API's health route is always up (the client asks it after
 * a call that got no answer, to know when the API is back). */
export const network = setupServer(answer('GET /health', { status: 'ok' }));
beforeAll(() => {
  network.listen({
    onUnhandledRequest: (request) => {
      faults.push(`no handler answers ${request.method} ${request.url}`);
    },
  });
});
afterEach(() => {
  network.resetHandlers();
  calls.clear();
  const found = faults.splice(0);
  if (found.length) throw new Error(found.join('\n'));
});
afterAll(() => network.close());

/** The requests `route` was answered, oldest first. */
export const callsTo = (route: Route): Call[] => calls.get(route) ?? [];

/** Why `body` is not an answer `route` can give, or null when it is. */
function breach(route: Route, schema: TSchema, body: unknown): string | null {
  if (Value.Check(schema, body)) return null;
  const [first] = Value.Errors(schema, body);
  return `${route}: the answer breaks its schema at '${first?.instancePath}': ${first?.message}`;
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.clone().json();
  if (type.includes('multipart/form-data')) return request.clone().formData();
  if (type.startsWith('text/')) return request.clone().text();
  return null;
}

/** A handler for `route` that records each call and answers with `respond`'s response. */
function handle(route: Route, respond: (call: Call) => Promise<Response>): HttpHandler {
  const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const on = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[method];
  return on(`/api${path}`, async ({ request, params }) => {
    const call: Call = {
      params: params as Record<string, string>,
      query: new URL(request.url).searchParams,
      headers: request.headers,
      body: await bodyOf(request),
    };
    calls.set(route, [...callsTo(route), call]);
    return respond(call);
  });
}

/**
 * Answers `route` with `body`, checked against the route's response schema (and sent with the
 * route's status). `body` may be a function of the call: it may wait, to show a loading state.
 */
export function answer<R extends JsonRoute>(route: R, body: Body<R> | Respond<R>): HttpHandler {
  const { status, schema } = ROUTES[route] as { status: number; schema: TSchema };
  if (typeof body !== 'function') {
    const wrong = breach(route, schema, body);
    if (wrong) throw new Error(wrong);
  }
  return handle(route, async (call) => {
    const sent = typeof body === 'function' ? await (body as Respond<R>)(call) : body;
    const wrong = breach(route, schema, sent);
    if (wrong) faults.push(wrong);
    return status === 204
      ? new HttpResponse(null, { status })
      : HttpResponse.json(sent as object, { status });
  });
}

/** Answers a file route (a CSV, a PNG) with `bytes` in the route's content type. */
export function answerFile(route: FileRoute, bytes: string | Uint8Array<ArrayBuffer>): HttpHandler {
  const { status, type } = ROUTES[route];
  return handle(
    route,
    async () => new HttpResponse(bytes, { status, headers: { 'Content-Type': type } }),
  );
}

/** The API's refusal of `route`: its error answer (the contract's ErrorAnswer) with `message`. */
export function refuse(route: Route, status: number, message: string): HttpHandler {
  const body: ErrorAnswer = { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message };
  const wrong = breach(route, ErrorAnswer, body);
  if (wrong) throw new Error(wrong);
  return handle(route, async () => HttpResponse.json(body, { status }));
}

/** A refusal whose answer is more than a message (a 412 with the cart as it is now, a 409 with what
 * changed before placing), checked
 * against the schema the route declares for that status. */
export function refuseWith<S extends TSchema>(
  route: Route,
  status: number,
  schema: S,
  body: Static<S>,
): HttpHandler {
  const wrong = breach(route, schema, body);
  if (wrong) throw new Error(wrong);
  return handle(route, async () => HttpResponse.json(body as object, { status }));
}

/** What a proxy in front of the API sends when the API is not there: a status and no answer
 * of the API's (no JSON, no message). */
export function fromProxy(route: Route, status: number): HttpHandler {
  return handle(route, async () => new HttpResponse(STATUS_CODES[status] ?? '', { status }));
}

/** No answer at all: the connection fails (the browser's 'Network Error'). */
export function noAnswer(route: Route): HttpHandler {
  return handle(route, async () => HttpResponse.error());
}

/** A promise the test settles when it chooses: an answer held back to show a loading state. */
export function held<T>(): { promise: Promise<T>; release: (value: T) => void } {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}
