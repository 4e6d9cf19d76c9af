import { createHmac } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { ApiClientRole, ApiScope } from '@portal/shared/accessApi';

/** A dealer API access token lives 10 minutes: short, so a leaked one is worth little; the
 * client asks for another with its id and secret (RFC 6749 §4.4). */
export const CLIENT_TOKEN_TTL_S = 10 * 60;

export interface ClientClaims {
  /** The client's row (api_clients.id). */
  cid: number;
  /** The client's generation when issued: a rotation or a revocation ends the token. */
  gen: number;
  dealerId: number;
  role: ApiClientRole;
  scope: ApiScope[];
  exp?: number;
}

/**
 * Access tokens of the dealer API, signed under a key of their own derived from the token
 * secret: a portal session's token is no dealer API token and a dealer API token opens no portal
 * route, whatever their claims say (each verifier knows only its own key).
 */
export function clientTokenService(secret: string) {
  const key = createHmac('sha256', secret).update('dealer api access tokens v1').digest('hex');
  const sign = createSigner({ key, algorithm: 'HS256', expiresIn: CLIENT_TOKEN_TTL_S * 1000 });
  const verifier = createVerifier({
    key,
    algorithms: ['HS256'],
    cache: 1000,
    requiredClaims: ['exp', 'cid', 'gen', 'dealerId', 'role', 'scope'],
  });
  return {
    issue: (c: Omit<ClientClaims, 'exp'>): string =>
      sign({ cid: c.cid, gen: c.gen, dealerId: c.dealerId, role: c.role, scope: c.scope }),
    /** The claims of a valid token; throws on anything else (tampered, expired, another key). */
    verify: (token: string): ClientClaims => verifier(token) as ClientClaims,
  };
}
