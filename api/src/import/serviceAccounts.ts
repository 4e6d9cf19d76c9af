import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serviceAccounts } from '../db/schema';

/** Every service key starts so: it can never be mistaken for a UI access token (a JWT). */
export const KEY_PREFIX = 'psk_';

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key, returned once; only its SHA-256 is kept (a random 32-byte key needs no slow
 * hash: there is nothing to guess). */
export async function createServiceAccount(db: Db, name: string, createdBy: string) {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(serviceAccounts)
    .values({ name, keyHash: hash(key), keyPrefix: key.slice(0, 10), createdBy })
    .onConflictDoNothing({ target: serviceAccounts.name })
    .returning({ id: serviceAccounts.id, name: serviceAccounts.name });
  return row ? { ...row, key } : null;
}

/** The live (not revoked) account of a key, or null. */
export async function serviceAccountOf(db: Db, key: string) {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const [row] = await db
    .update(serviceAccounts)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(serviceAccounts.keyHash, hash(key)), isNull(serviceAccounts.revokedAt)))
    .returning({ id: serviceAccounts.id, name: serviceAccounts.name });
  return row ?? null;
}
