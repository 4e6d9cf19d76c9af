import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isApiScope,
  scopeAllowed,
  type ApiClientRole,
  type ApiScope,
} from '@portal/shared/accessApi';
import { API_PATHS } from '@portal/shared/contract/paths';
import {
  TokenAnswer,
  TokenError,
  TokenRequest,
  type TokenError as TokenErrorWire,
  type TokenRequest as TokenForm,
} from '@portal/shared/contract/dealerApi';
import { CLIENT_TOKEN_TTL_S } from '../auth/clientTokens';
import { authenticateClient } from '../services/apiClients';

/** RFC 6749 §2.3.1: the id and secret in Basic, each form-urlencoded before it was joined. */
function basicCredentials(header: string | undefined): [string, string] | null | 'malformed' {
  if (!header) return null;
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  if (!m) return /^Basic\b/i.test(header) ? 'malformed' : null;
  const text = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0) return 'malformed';
  try {
    const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    return [decode(text.slice(0, colon)), decode(text.slice(colon + 1))];
  } catch {
    return 'malformed';
  }
}

/**
 * The dealer API's token endpoint: OAuth 2.0's client-credentials grant (RFC 6749 §4.4). The
 * client authenticates with HTTP Basic or the form's client_id and client_secret (one of the
 * two), may narrow its scopes with `scope`, and gets a bearer token of CLIENT_TOKEN_TTL_S.
 * Its refusals are RFC 6749 §5.2's JSON, not problem details: OAuth clients read those.
 */
const dealerApiToken: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const { clientTokens } = api.deps;
  // RFC 6749 §4.4.2: the request is a form (encapsulated: only this plugin's route reads forms).
  api.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const refuse = (
    reply: FastifyReply,
    status: 400 | 401,
    error: TokenErrorWire['error'],
    description: string,
    basic = false,
  ) => {
    if (basic) reply.header('www-authenticate', 'Basic realm="dealer-api"');
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .send({ error, error_description: description });
  };

  api.post(
    API_PATHS.v1Token,
    {
      schema: {
        tags: ['dealer-api'],
        operationId: 'issueToken',
        summary: 'An access token for an API client (OAuth 2.0 client credentials)',
        description:
          'RFC 6749 §4.4: `grant_type=client_credentials`, the client authenticated by HTTP Basic or by `client_id` and `client_secret` in the form; `scope` (space separated) narrows the scopes the client holds. Refusals are RFC 6749 §5.2 JSON.',
        security: [],
        body: TokenRequest,
        response: { 200: TokenAnswer, 400: TokenError, 401: TokenError },
      },
    },
    async (req: FastifyRequest<{ Body: TokenForm | undefined }>, reply) => {
      const form = req.body ?? {};
      const basic = basicCredentials(req.headers.authorization);
      if (basic === 'malformed')
        return refuse(reply, 401, 'invalid_client', 'The Basic credentials are malformed', true);
      if (basic && (form.client_id !== undefined || form.client_secret !== undefined))
        return refuse(
          reply,
          400,
          'invalid_request',
          'Authenticate one way: HTTP Basic or client_id and client_secret, not both',
        );
      if (form.grant_type === undefined)
        return refuse(reply, 400, 'invalid_request', 'grant_type is required');
      if (form.grant_type !== 'client_credentials')
        return refuse(
          reply,
          400,
          'unsupported_grant_type',
          'Only grant_type=client_credentials is supported',
        );
      const [id, secret] = basic ?? [form.client_id, form.client_secret];
      if (!id || !secret)
        return refuse(
          reply,
          401,
          'invalid_client',
          'The client is not authenticated: send its id and secret',
          true,
        );
      const client = await authenticateClient(db, id, secret);
      if (!client)
        return refuse(
          reply,
          401,
          'invalid_client',
          'Unknown client, wrong secret, or a revoked client',
          !!basic,
        );
      const role = client.role as ApiClientRole;
      // What the access table still gives the client's role, of the scopes it was made with.
      const held = client.scopes.filter(
        (s): s is ApiScope => isApiScope(s) && scopeAllowed(role, s),
      );
      let granted = held;
      if (form.scope !== undefined && form.scope.trim() !== '') {
        const asked = form.scope.trim().split(/\s+/);
        const missing = asked.find((s) => !(held as string[]).includes(s));
        if (missing !== undefined)
          return refuse(
            reply,
            400,
            'invalid_scope',
            `This client does not hold the scope ${missing}`,
          );
        granted = held.filter((s) => asked.includes(s));
      }
      const token = clientTokens.issue({
        cid: client.id,
        gen: client.generation,
        dealerId: client.dealerId,
        role,
        scope: granted,
      });
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return {
        access_token: token,
        token_type: 'Bearer' as const,
        expires_in: CLIENT_TOKEN_TTL_S,
        scope: granted.join(' '),
      };
    },
  );
};
export default dealerApiToken;
