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

/** How an API client is named in the audit log and in the dealer's "who acted for my dealership". */
export const clientActor = (name: string) => `API client "${name}"`;

/** One call of the dealer API by a client: who, for which dealer, what and how it was answered. */
export async function auditClientCall(
  db: Db,
  client: { name: string; dealerId: number },
  call: string,
) {
  await db.insert(auditLog).values({
    userId: null,
    userEmail: clientActor(client.name),
    action: 'api-call',
    dealerId: client.dealerId,
    detail: call,
  });
}
