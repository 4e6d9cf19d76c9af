import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { allows, apiRule, type ApiRule } from '@portal/shared/access';
import { DEALER_ROLES } from '@portal/shared/roles';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import type { Claims } from '../auth/tokens';
import { recordActing } from '../services/actingFor';
import { dealerExists } from '../services/dealerInfo';
import { KEY_PREFIX, serviceAccountOf } from '../import/serviceAccounts';
import { authorizeClient, auditClientCalls, type ClientOfCall } from './clientAuthorization';

declare module 'fastify' {
  interface FastifyRequest {
    user: Claims | null;
    /** The dealer this call acts for, decided by the access table (null when not dealer-scoped). */
    dealerId: number | null;
    /** The service account of a 'service' route's key (the import feed). */
    serviceAccount: { id: number; name: string } | null;
    /** The dealer API's client of an 'apiClient' route's token. */
    apiClient: ClientOfCall | null;
  }
}

/** Routes the access table does not list on purpose: probes, and the metrics, which check
 * their own operators' token (routes/metrics.ts) and are no portal user's. */
const UNLISTED = new Set(['/health', '/ready', '/metrics']);

/**
 * Enforces the one access table (shared/src/access.ts) on every API route: who may call it, and
 * which dealer it acts for. Dealer roles are pinned to their own dealer whatever the path or the
 * X-Dealer-Id header says; staff may act for any existing dealer, and each such act is audited.
 * A route without a rule stops the server at start-up.
 */
export async function registerAuthorization(api: FastifyInstance) {
  api.decorateRequest('user', null);
  api.decorateRequest('dealerId', null);
  api.decorateRequest('serviceAccount', null);
  api.decorateRequest('apiClient', null);
  auditClientCalls(api);
  const prefix = api.prefix;
  api.addHook('onRoute', (route: RouteOptions) => {
    const path = route.url.slice(prefix.length) || '/';
    if (UNLISTED.has(path) || path.startsWith('/docs')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) =>
      m === 'HEAD' ? 'GET' : m,
    );
    const rule = apiRule(methods[0], path);
    if (!rule)
      throw new Error(`No access rule for ${methods[0]} ${path}: add it to shared/src/access.ts`);
    const existing = route.preHandler
      ? Array.isArray(route.preHandler)
        ? route.preHandler
        : [route.preHandler]
      : [];
    route.preHandler = [async (req: FastifyRequest) => authorize(api, req, rule), ...existing];
    route.schema = {
      ...route.schema,
      ...(rule.who !== 'public' ? { security: [{ bearer: [] }] } : {}),
    };
  });
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : null;
}

function dealerParam(value: unknown, what: string): number {
  const s = String(value ?? '');
  if (!/^\d{1,9}$/.test(s)) throw badRequest(`${what} must be a dealer id (a whole number)`);
  return Number(s);
}

async function authorize(api: FastifyInstance, req: FastifyRequest, rule: ApiRule) {
  if (rule.who === 'public') return;
  if (rule.who === 'apiClient') return authorizeClient(api, req, rule, bearer(req));
  const token = bearer(req);
  if (!token) throw unauthorized('Authentication required');
  // A service account's key opens its routes only; on every other route it is no JWT (401).
  if (rule.who === 'service') {
    if (!token.startsWith(KEY_PREFIX))
      throw forbidden('Only a service account may use this resource');
    const account = await serviceAccountOf(api.deps.database.db, token);
    if (!account) throw unauthorized('Unknown or revoked service key');
    req.serviceAccount = account;
    return;
  }
  let claims: Claims;
  try {
    claims = api.deps.tokens.verify(token);
  } catch {
    throw unauthorized('Invalid or expired token');
  }
  // Ended sessions and changed users: checked on every call, after the cache of
  // verified tokens, so that cache never keeps a token alive. A deleted user ends here too.
  if (!(await api.deps.sessionGate.allows(claims)))
    throw unauthorized('Your session has ended; please sign in again');
  req.user = claims;
  // The browser holds such a user on /update-password; the API holds them too.
  if (claims.mustChangePassword && !rule.beforePasswordChange)
    throw forbidden('Change your password before using the portal');
  if (!allows(rule.who, claims.role, true)) throw forbidden('Your role may not use this resource');
  if (rule.dealer === 'none') return;

  const header = req.headers['x-dealer-id'];
  const fromHeader =
    header === undefined || header === '' ? null : dealerParam(header, 'X-Dealer-Id');
  const fromPath =
    rule.dealer === 'path' ? dealerParam((req.params as { id?: unknown }).id, 'id') : null;
  const isDealerRole = DEALER_ROLES.includes(claims.role);

  if (isDealerRole) {
    const own = claims.dealerId;
    if (own == null) throw forbidden('Your account is not linked to a dealer');
    if ((fromPath != null && fromPath !== own) || (fromHeader != null && fromHeader !== own)) {
      throw forbidden('You may only see your own dealer');
    }
    req.dealerId = own;
    return;
  }
  const target = fromPath ?? fromHeader;
  if (target == null) {
    if (rule.dealer === 'optional') return; // about no dealer (req.dealerId stays null)
    throw badRequest('X-Dealer-Id header is required: choose a dealer first');
  }
  // From the dealers kept in memory (services/dealerInfo.ts): staff's calls ask no query for it.
  if (!(await dealerExists(api.deps.database.db, target)))
    throw notFound(`Dealer ${target} not found`);
  req.dealerId = target;
  // A change is one audit row; reads are one row per visit.
  await recordActing(api.deps.database.db, claims, target, req.method, rule.path);
}
