import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The refresh token travels only in this cookie (docs/decisions/0011-sessions-and-
 * tokens.md): HttpOnly (no script reads it), Secure (never over plain HTTP, except to localhost,
 * which browsers treat as secure), SameSite=Strict (never sent by another site's page) and scoped
 * to the two routes that use it, so no other call carries it. One cookie a path: a cookie has
 * one Path, and both copies are written and cleared together.
 *
 * Written by hand rather than with @fastify/cookie: one cookie with fixed attributes, and its
 * value is base64url (no character needs encoding).
 */
export const REFRESH_COOKIE = 'portal_refresh';
const VALUE = /^[A-Za-z0-9_-]{1,200}$/;

const paths = (prefix: string) => [`${prefix}/auth/refresh`, `${prefix}/auth/logout`];

function cookie(prefix: string, value: string, maxAgeSeconds: number): string[] {
  return paths(prefix).map(
    (path) =>
      `${REFRESH_COOKIE}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`,
  );
}

export function setRefreshCookie(
  reply: FastifyReply,
  prefix: string,
  token: string,
  expiresAt: Date,
): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.header('set-cookie', cookie(prefix, token, maxAge));
}

export function clearRefreshCookie(reply: FastifyReply, prefix: string): void {
  reply.header('set-cookie', cookie(prefix, '', 0));
}

/** The refresh token the browser sent, or null (absent or malformed). */
export function readRefreshCookie(req: FastifyRequest): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== REFRESH_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (VALUE.test(value)) return value;
  }
  return null;
}

/** CSRF, beside SameSite=Strict: a browser's POST names its page's origin; one from another
 * origin of the same site (another port of the host, a sibling sub-domain: SameSite lets their
 * cookies through) is refused. Clients that send no Origin are not browsers acting for a page. */
export function fromOwnOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
}
