import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MailAttachment {
  filename: string;
  /** Stored in the blob store; the outbox row keeps only its path. */
  blobPath: string;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Queues a mail in the same database as the request's data: a send failure later loses nothing. */
export async function enqueueMail(db: Db, mail: Mail) {
  const [row] = await db
    .insert(outbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      attachments: mail.attachments ?? [],
    })
    .returning({ id: outbox.id });
  return row.id;
}

export async function pendingMails(db: Db, limit = 10) {
  return db
    .select()
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, new Date())))
    .orderBy(asc(outbox.id))
    .limit(limit);
}

export async function markSent(db: Db, id: number) {
  await db.update(outbox).set({ sentAt: new Date(), lastError: null }).where(eq(outbox.id, id));
}

/** Retries with backoff: 2 s, 4 s, ... capped at 5 minutes. */
export async function markFailed(db: Db, id: number, attempts: number, error: string) {
  const delay = Math.min(300_000, 2000 * 2 ** Math.min(attempts, 8));
  await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(Date.now() + delay),
    })
    .where(eq(outbox.id, id));
}
