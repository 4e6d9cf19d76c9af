import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, RouteOptions } from 'fastify';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import { ErrorAnswer } from '@portal/shared/contract/common';

type Responses = Record<string, unknown>;

/** The error answers every route may give, described once (api/src/plugins/errors.ts). */
const ERRORS = { '4xx': { $ref: 'ErrorAnswer#' }, '5xx': { $ref: 'ErrorAnswer#' } };

/**
 * The wire contract's enforcement: every route's answers are described by its response schemas
 * (shared/src/contract), each route also gets the shared error answer, and with `checkAnswers`
 * (the API's tests) every JSON answer is checked against its schema, so an answer that drifts
 * from what the browser's types say fails the test that produced it.
 *
 * Answers are written from these schemas (http/answerSerializer.ts), so a field the contract does
 * not name never leaves the server. With `checkAnswers` the written answer is also read back and
 * compared with what the route returned, so a schema that makes the serializer lose or change a
 * named field (an `anyOf` whose first matching branch names fewer fields) fails its test too.
 */
export async function registerContract(app: FastifyInstance, checkAnswers: boolean) {
  app.addSchema(ErrorAnswer);
  app.addHook('onRoute', (route: RouteOptions) => {
    // The document's own routes (hidden from it) are not part of the contract.
    if (!route.schema || route.schema.hide || route.method === 'HEAD') return;
    route.schema.response = { ...(route.schema.response as Responses | undefined), ...ERRORS };
  });
  if (!checkAnswers) return;
  const checkers = new WeakMap<object, ReturnType<typeof Compile>>();
  const returned = new WeakMap<FastifyReply, unknown>();
  app.addHook('preSerialization', async (req, reply, payload) => {
    const responses = req.routeOptions.schema?.response as Responses | undefined;
    const status = reply.statusCode;
    if (!responses || status >= 400) return payload;
    const schema = (responses[String(status)] ?? responses['2xx']) as TSchema | undefined;
    if (!schema) throw new Error(`${req.method} ${req.url}: no response schema for ${status}`);
    const described = (schema as { content?: Record<string, { schema: TSchema }> }).content;
    const json = described ? described['application/json']?.schema : schema;
    if (!json) return payload;
    let check = checkers.get(json);
    if (!check) checkers.set(json, (check = Compile(json)));
    if (!check.Check(payload)) {
      const [first] = check.Errors(payload);
      throw new Error(
        `${req.method} ${req.routeOptions.url}: the ${status} answer breaks its schema at '${first?.instancePath}': ${first?.message}`,
      );
    }
    returned.set(reply, payload);
    return payload;
  });
  app.addHook('onSend', async (req, reply, sent) => {
    if (!returned.has(reply) || typeof sent !== 'string') return sent;
    const asReturned: unknown = JSON.parse(JSON.stringify(returned.get(reply)));
    if (!isDeepStrictEqual(JSON.parse(sent), asReturned))
      throw new Error(
        `${req.method} ${req.routeOptions.url}: the ${reply.statusCode} answer as sent differs from the answer returned: ${sent.slice(0, 300)}`,
      );
    return sent;
  });
}
