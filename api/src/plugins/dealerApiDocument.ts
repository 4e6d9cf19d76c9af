import type { FastifyInstance, RouteOptions } from 'fastify';
import { apiRule } from '@portal/shared/access';
import { API_SCOPE_SCREENS, API_SCOPES } from '@portal/shared/accessApi';
import { Problem, TokenError } from '@portal/shared/contract/dealerApi';
import { PROBLEM_TYPE } from '../http/problem';

type Json = Record<string, unknown>;

/** A schema as plain JSON, without TypeBox's `$id`s (a component is named by its key). */
const plain = (schema: unknown): Json =>
  JSON.parse(JSON.stringify(schema), (k, v: unknown) => (k === '$id' ? undefined : v)) as Json;

const PROBLEMS: Record<string, string> = {
  '400': 'The request is not valid: `detail` says why, `errors` names the field',
  '401': 'No access token, or one that is invalid, expired, rotated or revoked',
  '403': 'The token does not hold the scope this call needs',
  '404': 'No such record for this dealer',
  '413': 'The request or one of its files is larger than the write allows',
  '415': 'The body is not of the media type the write takes',
  '422': 'The Idempotency-Key was already used for a different request: send a new key',
  '429': "Over the client's requests a minute: retry after `Retry-After` seconds",
};

/** A route's body as the document says it: a write's JSON, or its multipart parts (`x-multipart`,
 * the parts a route reads itself, a JSON part named `application/json`), the token's form. */
function requestBody(s: Json, write: boolean): Json {
  const multipart = s['x-multipart'] as Json | undefined;
  if (multipart) {
    const schema = plain(multipart);
    const parts = Object.entries((schema.properties ?? {}) as Record<string, Json>);
    const encoding = Object.fromEntries(
      parts
        .filter(([, p]) => p.type === 'object')
        .map(([name]) => [name, { contentType: 'application/json' }]),
    );
    return {
      requestBody: { required: true, content: { 'multipart/form-data': { schema, encoding } } },
    };
  }
  if (!s.body) return {};
  const type = write ? 'application/json' : 'application/x-www-form-urlencoded';
  return { requestBody: { required: true, content: { [type]: { schema: plain(s.body) } } } };
}

/**
 * The dealer API's own OpenAPI 3.1 document, made from its routes' schemas as they are
 * registered (the same schemas that validate and shape the answers), so it cannot drift from
 * what the server does. The portal's document (plugins/docs.ts) leaves these routes out.
 */
export function collectDealerApiRoutes(api: FastifyInstance) {
  const prefix = `${api.prefix}/v1`;
  const routes: RouteOptions[] = [];
  api.addHook('onRoute', (route) => {
    if (route.url.startsWith(`${prefix}/`) && !route.url.endsWith('/openapi.json'))
      routes.push(route);
  });

  return (): Json => {
    const paths: Record<string, Record<string, Json>> = {};
    for (const route of routes) {
      const method = (Array.isArray(route.method) ? route.method : [route.method])[0];
      if (method === 'HEAD') continue;
      const s = (route.schema ?? {}) as Json;
      const portalPath = route.url.slice(api.prefix.length);
      const rule = apiRule(method, portalPath);
      const oaPath = route.url
        .slice(prefix.length)
        .replace(/\*$/, '{path}')
        .replace(/:(\w+)/g, '{$1}');
      const parameters: Json[] = [];
      const params = s.params as { properties?: Record<string, unknown> } | undefined;
      for (const [name, schema] of Object.entries(params?.properties ?? {}))
        parameters.push({
          name: name === '*' ? 'path' : name,
          in: 'path',
          required: true,
          schema: plain(schema),
        });
      const query = s.querystring as
        { properties?: Record<string, Json>; required?: string[] } | undefined;
      for (const [name, schema] of Object.entries(query?.properties ?? {}))
        parameters.push({
          name,
          in: 'query',
          required: query?.required?.includes(name) ?? false,
          schema: plain(schema),
        });
      const headers = s.headers as
        { properties?: Record<string, Json>; required?: string[] } | undefined;
      for (const [name, schema] of Object.entries(headers?.properties ?? {})) {
        const { description, ...rest } = plain(schema);
        parameters.push({
          name: name.replace(/(^|-)\w/g, (c) => c.toUpperCase()),
          in: 'header',
          required: headers?.required?.includes(name) ?? false,
          ...(description ? { description } : {}),
          schema: rest,
        });
      }
      const write = method === 'POST' && rule?.who === 'apiClient';
      const answers = (s.response ?? {}) as Record<string, Json>;
      const responses: Record<string, Json> = {};
      for (const [status, answer] of Object.entries(answers)) {
        // The portal's error answer every route is given (plugins/contract.ts) is not v1's.
        if (!/^\d{3}$/.test(status)) continue;
        const isContent = typeof answer.content === 'object';
        responses[status] = isContent
          ? answer
          : {
              description: /^2/.test(status)
                ? write
                  ? 'Done; every repeat of its Idempotency-Key answers the same, with `Idempotent-Replayed: true`'
                  : String(s.summary)
                : 'Refused (RFC 6749 §5.2)',
              ...(write && /^2/.test(status)
                ? {
                    headers: {
                      'Idempotent-Replayed': {
                        description: '`true` on the answer to a repeat of the Idempotency-Key',
                        schema: { type: 'string', enum: ['true'] },
                      },
                    },
                  }
                : {}),
              content: {
                'application/json': {
                  schema: /^2/.test(status)
                    ? plain(answer)
                    : { $ref: '#/components/schemas/TokenError' },
                },
              },
            };
      }
      const client = rule?.who === 'apiClient';
      if (client)
        for (const status of Object.keys(PROBLEMS))
          if (
            (status !== '404' || parameters.some((p) => p.in === 'path')) &&
            (status !== '422' || write) &&
            (!['413', '415'].includes(status) || !!s['x-multipart'])
          )
            responses[status] = { $ref: `#/components/responses/Problem${status}` };
      if (!client && !responses['400'])
        responses['400'] = { $ref: '#/components/responses/Problem400' };
      const operation: Json = {
        tags: s.tags,
        operationId: s.operationId,
        summary: s.summary,
        ...(s.description ? { description: s.description } : {}),
        security: client ? [{ clientCredentials: rule?.scope ? [rule.scope] : [] }] : [],
        ...(parameters.length ? { parameters } : {}),
        ...requestBody(s, write),
        responses,
      };
      (paths[oaPath] ??= {})[method.toLowerCase()] = operation;
    }
    const problem = (description: string) => ({
      description,
      content: { [PROBLEM_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
    });
    return {
      openapi: '3.1.0',
      info: {
        title: 'Dealer API',
        version: '1.0.0',
        description:
          "A dealer's own system reads the dealer's records and submits its warranty claims, PDIs, registrations and parts orders: an API client's id and secret give a short-lived bearer token (OAuth 2.0 client credentials); lists are paged by an opaque cursor; every refusal is an RFC 9457 problem. Guide: docs/api.md in the portal's repository.",
        contact: { name: 'Dealer Portal team', email: 'portal@supreme-dealers.example.com' },
      },
      servers: [{ url: prefix }],
      tags: [
        {
          name: 'dealer-api',
          description: "The dealer's records and submissions, for its own systems.",
        },
      ],
      paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
      components: {
        securitySchemes: {
          clientCredentials: {
            type: 'oauth2',
            description: "An API client's id and secret, made by an administrator for one dealer.",
            flows: {
              clientCredentials: {
                tokenUrl: `${prefix}/oauth/token`,
                scopes: Object.fromEntries(
                  API_SCOPES.map((scope) => [
                    scope,
                    scope.endsWith(':write')
                      ? `Submit what the portal's ${API_SCOPE_SCREENS[scope]} screen submits`
                      : `What the portal's ${API_SCOPE_SCREENS[scope]} screen shows`,
                  ]),
                ),
              },
            },
          },
        },
        schemas: { Problem: plain(Problem), TokenError: plain(TokenError) },
        responses: Object.fromEntries(
          Object.entries(PROBLEMS).map(([status, text]) => [`Problem${status}`, problem(text)]),
        ),
      },
    };
  };
}
