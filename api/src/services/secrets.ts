import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { settings } from '../db/schema';

/** JWT_SECRET, or a random one generated once and kept in the database (so every instance on
 * the same database agrees, and a restart keeps sessions). */
export async function jwtSecret(database: Database, config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const { db } = database;
  const [row] = await db.select().from(settings).where(eq(settings.key, 'jwt_secret'));
  if (row) return row.value;
  await db
    .insert(settings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [again] = await db.select().from(settings).where(eq(settings.key, 'jwt_secret'));
  return again.value;
}
