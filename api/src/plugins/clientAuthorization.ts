import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiRule } from '@portal/shared/access';
import { scopeAllowed, type ApiClientRole, type ApiScope } from '@portal/shared/accessApi';
import { HttpError, tooMany } from '../http/errors';
import type { ClientClaims } from '../auth/clientTokens';
import { admitClientCall } from '../services/apiClients';
import { auditClientCall } from '../services/audit';

export interface ClientOfCall {
  id: number;
  name: string;
  dealerId: number;
  role: ApiClientRole;
  scopes: ApiScope[];
}

/** RFC 6750 §3: a refused bearer token says why in WWW-Authenticate. */
const refuse = (status: 401 | 403, error: string, detail: string) =>
  new HttpError(status, detail, {
    'www-authenticate': `Bearer realm="dealer-api", error="${error}"`,
  });

/**
 * An 'apiClient' route (the dealer API): a token of the client-credentials grant, its client
 * still live with the token's generation and within its requests a minute (one statement in the
 * shared database, so every process sees a revocation at the next call), holding the route's
 * scope, for the client's one dealer whatever the request says.
 */
export async function authorizeClient(
  api: FastifyInstance,
  req: FastifyRequest,
  rule: ApiRule,
  token: string | null,
) {
  if (!token)
    throw refuse(401, 'invalid_request', 'An access token is required (POST /api/v1/oauth/token)');
  let claims: ClientClaims;
  try {
    claims = api.deps.clientTokens.verify(token);
  } catch {
    // A portal session's token is a valid credential of another kind: refused as a service
    // route refuses it (403), saying what to use instead.
    if (isPortalToken(api, token))
      throw refuse(
        403,
        'insufficient_scope',
        "A portal session does not open the dealer API: use an API client's token",
      );
    throw refuse(401, 'invalid_token', 'The access token is invalid or has expired');
  }
  const call = await admitClientCall(api.deps.database.db, claims.cid, claims.gen);
  if (!call.live)
    throw refuse(
      401,
      'invalid_token',
      'This API client was revoked or its secret rotated: ask for a new token',
    );
  req.apiClient = {
    id: claims.cid,
    name: call.name,
    dealerId: claims.dealerId,
    role: claims.role,
    scopes: claims.scope,
  };
  req.dealerId = claims.dealerId;
  if (!call.allowed)
    throw tooMany('This API client made too many requests this minute', call.retryAfter);
  // The role is checked again: a scope the access table no longer gives the role is refused.
  if (rule.scope && (!claims.scope.includes(rule.scope) || !scopeAllowed(claims.role, rule.scope)))
    throw refuse(403, 'insufficient_scope', `This token does not hold the scope ${rule.scope}`);
}

function isPortalToken(api: FastifyInstance, token: string): boolean {
  try {
    api.deps.tokens.verify(token);
    return true;
  } catch {
    return false;
  }
}

/** Every call a client made (refused ones too, once the client is known) is one audit row. */
export function auditClientCalls(api: FastifyInstance) {
  api.addHook('onResponse', async (req, reply) => {
    const client = req.apiClient;
    if (!client) return;
    const path = req.url.split('?')[0].slice(api.prefix.length);
    try {
      await auditClientCall(
        api.deps.database.db,
        client,
        `${req.method} ${path.slice(0, 200)} ${reply.statusCode}`,
      );
    } catch (err) {
      req.log.warn({ err }, 'api call not audited');
    }
  });
}
