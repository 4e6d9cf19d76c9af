import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from '@portal/shared/roles';

/** Access tokens live 15 minutes (ASVS: short-lived; the client refreshes on 401). Session
 * lifetimes are in ./sessions.ts. */
export const ACCESS_TTL_MS = 15 * 60 * 1000;

export interface Claims {
  sub: number;
  role: Role;
  dealerId: number | null;
  email: string;
  /** Signed in with a password that must be changed: only the change is allowed (requirements 001 §5). */
  mustChangePassword?: boolean;
  /** The session (refresh-token family) this token belongs to: logout ends it. */
  sid: string;
  /** The user's token version when issued: any change to the user ends the token. */
  ver: number;
  exp?: number;
}

/** What a token needs: the claims but the expiry, which the signer adds. */
export type NewClaims = Omit<Claims, 'exp'>;

export function tokenService(secret: string) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ACCESS_TTL_MS });
  // Pinned to HS256: 'none' and every other algorithm are refused.
  // A token without `exp` would never end, one without `sid` or `ver`
  // could not be ended early: all are refused.
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    cache: false,
    requiredClaims: ['exp', 'sub', 'sid', 'ver'],
  });
  // The browser sends the same access token with every call for 15 minutes: once verified, it is
  // known by its exact text until it expires (an HMAC and a JSON parse saved per call).
  // Any other text (tampered, re-signed) is verified in full. Bounded: the oldest goes first.
  const verified = new Map<string, Claims>();
  const verify = (token: string): Claims => {
    const known = verified.get(token);
    if (known && (known.exp ?? 0) * 1000 > Date.now()) return known;
    verified.delete(token);
    const claims = Object.freeze(verifier(token) as Claims); // one object shared by many requests
    if (verified.size >= 10_000) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  };
  return {
    issue: (c: NewClaims): string =>
      sign({
        sub: c.sub,
        role: c.role,
        dealerId: c.dealerId,
        email: c.email,
        sid: c.sid,
        ver: c.ver,
        ...(c.mustChangePassword ? { mustChangePassword: true } : {}),
      }),
    verify,
  };
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const newFamily = () => randomUUID();
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
