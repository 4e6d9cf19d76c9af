import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks' secret form: the prefix, then the key in base64. */
export const SECRET_PREFIX = 'whsec_';

export const newSecret = () => SECRET_PREFIX + randomBytes(24).toString('base64');

/**
 * The headers of one delivery as the Standard Webhooks specification has them: the message's id
 * (the same on every attempt, so a receiver de-duplicates by it), the time in Unix seconds, and
 * one `v1,` signature per secret, so a receiver holding either secret of a rotation verifies it.
 */
export function signedHeaders(id: string, body: string, secrets: string[], now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  const signatures = secrets.map((s) => {
    const key = Buffer.from(s.slice(SECRET_PREFIX.length), 'base64');
    const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
    return `v1,${mac}`;
  });
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': signatures.join(' '),
  };
}
