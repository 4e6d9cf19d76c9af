import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { Claims } from '../auth/tokens';

/** Writes who did what, for which dealer, when (the admin's audit view reads it). */
export async function audit(
  db: Db,
  who: Pick<Claims, 'sub' | 'email'>,
  action: string,
  dealerId: number | null,
  detail?: string,
) {
  await db
    .insert(auditLog)
    .values({ userId: who.sub, userEmail: who.email, action, dealerId, detail: detail ?? null });
}
