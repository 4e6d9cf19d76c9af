import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
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

/**
 * How long a claimed mail belongs to the process that claimed it. Longer than one delivery can
 * take (the transport's timeouts in plugins/mailer.ts add up to well under it); a process that
 * dies with mails in hand leaves them to another one once it has passed (docs/decisions/0030).
 */
export const CLAIM_LEASE_MS = 120_000;

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Claims up to `limit` due mails for this process: the rows are locked with
 * FOR UPDATE SKIP LOCKED, so processes claiming at the same moment take different mails, and
 * their next attempt is moved one lease ahead in the same statement, so nobody else takes them
 * while they are being sent. A mail is then sent by one process, unless that one dies in hand.
 */
export async function claimMails(db: Db, limit = 50): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() + ${`${CLAIM_LEASE_MS} milliseconds`}::interval` })
    .where(inArray(outbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Mails claimed but not begun when the process stops: due again at once for the others. */
export async function releaseMails(db: Db, ids: number[]) {
  if (!ids.length) return;
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(inArray(outbox.id, ids), isNull(outbox.sentAt)));
}

/**
 * The Message-ID of an outbox mail: the same for every attempt of one row, so a copy sent twice
 * (the at-least-once window, docs/decisions/0030) is recognisable by the receiving side, and
 * different for every row (its id and the moment it was queued).
 */
export function messageId(row: Pick<OutboxRow, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'dealer-portal.invalid';
  return `<outbox.${row.id}.${row.createdAt.getTime()}@${domain}>`;
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
