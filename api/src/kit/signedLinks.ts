import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed link is valid this long: enough to open a new tab, too short to be worth sharing. */
export const LINK_TTL_SECONDS = 5 * 60;

export interface LinkGrant {
  /** The user it was issued to, and the dealer they acted for. */
  userId: number;
  dealerId: number;
  path: string;
  /** Unix seconds. */
  expires: number;
}

/**
 * Short-lived signed URLs for a file: the new tab of requirements 001 §2's download
 * fallback carries no bearer token, and a bearer token must never travel in a query string (it
 * would land in history, logs and Referer). The link names the user, the dealer, the file and the
 * expiry, with an HMAC over all four under a key derived from the token secret, so no part can be
 * changed and it opens only that file, for minutes.
 */
export function signedLinks(secret: string, purpose = 'portal signed file links v1') {
  // Each purpose its own key: a link made for one kind of holder opens nothing for another.
  const key = createHmac('sha256', secret).update(purpose).digest();
  const mac = (g: LinkGrant) =>
    createHmac('sha256', key)
      .update(`${g.userId}\n${g.dealerId}\n${g.path}\n${g.expires}`)
      .digest('base64url');

  return {
    /** The query string of a link to `path`, valid LINK_TTL_SECONDS from now. */
    sign(userId: number, dealerId: number, path: string, now = Date.now()) {
      const expires = Math.floor(now / 1000) + LINK_TTL_SECONDS;
      const sig = mac({ userId, dealerId, path, expires });
      return { query: `u=${userId}&d=${dealerId}&exp=${expires}&sig=${sig}`, expires };
    },
    /** The grant of a link, or null when it is malformed, altered, for another path or expired. */
    verify(path: string, q: Record<string, unknown>, now = Date.now()): LinkGrant | null {
      const num = (v: unknown) => (typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : NaN);
      const grant = { userId: num(q.u), dealerId: num(q.d), path, expires: num(q.exp) };
      if (![grant.userId, grant.dealerId, grant.expires].every(Number.isFinite)) return null;
      if (typeof q.sig !== 'string') return null;
      const given = Buffer.from(q.sig);
      const want = Buffer.from(mac(grant));
      if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
      return grant.expires * 1000 > now ? grant : null;
    },
  };
}
