import { createWriteStream, mkdirSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { BlobStore } from '../services/blobStore';
import {
  claimMails,
  markFailed,
  markSent,
  messageId,
  releaseMails,
  type MailAttachment,
  type OutboxRow,
} from '../services/outbox';
import { MAILED_FOLDERS, mailedFolder } from '../services/uploads';
import { everyRound } from '../kit/rounds';

/**
 * Sends the outbox through SMTP: SMTP_URL when set, else a local catcher (an SMTP server on
 * loopback that writes each mail as an .eml file into DATA_DIR/mail) so a developer can read them.
 */
export class Mailer {
  private transport: Transporter;
  private catcher: SMTPServer | null = null;
  private stopRounds: (() => Promise<void>) | null = null;
  /** Set by stop(): mails in hand are finished, no new one is begun. */
  private stopping = false;
  /** Mails claimed in one statement: a few rounds of the pool, so a stop leaves little to release. */
  private get batch() {
    return this.config.mailConcurrency * 4;
  }

  private constructor(
    private config: Config,
    smtpUrl: string,
  ) {
    // Pooled connections (2,300 queued mails went out one by one at 10 a second).
    // Timeouts bound one delivery well inside the claim lease (services/outbox.ts, CLAIM_LEASE_MS).
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: config.mailConcurrency,
      maxMessages: 1000,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  static async create(config: Config): Promise<Mailer> {
    if (config.smtpUrl) return new Mailer(config, config.smtpUrl);
    const dir = join(config.dataDir, 'mail');
    mkdirSync(dir, { recursive: true });
    const catcher = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // Written as it arrives (a mail with attachments is never held in memory whole) under a
      // .part name, renamed to .eml once complete: a reader never sees half a mail.
      onData(stream, session, callback) {
        const file = join(dir, `${Date.now()}-${session.id}.eml`);
        pipeline(stream, createWriteStream(`${file}.part`))
          .then(() => rename(`${file}.part`, file))
          .then(
            () => callback(),
            (e: Error) => callback(e),
          );
      },
    });
    const port: number = await new Promise((resolve, reject) => {
      catcher.once('error', reject);
      catcher.listen(0, '127.0.0.1', () =>
        resolve((catcher.server.address() as { port: number }).port),
      );
    });
    const mailer = new Mailer(config, `smtp://127.0.0.1:${port}`);
    mailer.catcher = catcher;
    return mailer;
  }

  /**
   * Delivers what is due until nothing is: claims a batch (claimMails: no other process
   * takes these), sends it through a pool of MAIL_CONCURRENCY deliveries, claims the next. A failure is
   * retried later with backoff; on stop, the mails in hand are finished and the rest released.
   */
  async drain(db: Db, blobs: BlobStore): Promise<number> {
    let sent = 0;
    while (!this.stopping) {
      const batch = await claimMails(db, this.batch);
      if (!batch.length) break;
      let next = 0;
      const worker = async () => {
        while (!this.stopping && next < batch.length)
          if (await this.deliver(db, blobs, batch[next++])) sent++;
      };
      await Promise.all(
        Array.from({ length: Math.min(this.config.mailConcurrency, batch.length) }, worker),
      );
      await releaseMails(
        db,
        batch.slice(next).map((m) => m.id),
      );
      if (batch.length < this.batch) break;
    }
    return sent;
  }

  /** Sends one claimed mail; true when the relay accepted it. */
  private async deliver(db: Db, blobs: BlobStore, m: OutboxRow): Promise<boolean> {
    const stored = m.attachments as MailAttachment[];
    const opened: Readable[] = [];
    try {
      // Streamed from the store as the mail is written (never whole in memory); a file removed
      // after its retention period is left out rather than sent empty.
      const attachments = [];
      for (const a of stored) {
        const content = await blobs.readStream(a.blobPath);
        if (!content) continue;
        opened.push(content);
        attachments.push({ filename: a.filename, contentType: a.contentType, content });
      }
      await this.transport.sendMail({
        from: this.config.mailFrom,
        to: m.to.split(/[;,]\s*/),
        subject: m.subject,
        html: m.html,
        attachments,
        // The same on every attempt of this row: a copy sent twice is recognisable.
        messageId: messageId(m, this.config.mailFrom),
      });
    } catch (e) {
      for (const s of opened) s.destroy();
      await markFailed(db, m.id, m.attempts, (e as Error).message).catch(() => undefined);
      return false;
    }
    // Accepted by the relay: from here to markSent is the at-least-once window (decision 0030).
    // Not marked (the database is gone): the lease runs out and the mail goes again, same id.
    if (
      !(await markSent(db, m.id).then(
        () => true,
        () => false,
      ))
    )
      return false;
    // Uploads and claim photos are kept only until they are mailed (decisions 0014 and 0089).
    for (const folder of new Set(stored.map((a) => mailedFolder(a.blobPath))))
      if (folder) await blobs.removeFolder(folder).catch(() => undefined);
    return true;
  }

  /**
   * Removes upload and claim photo folders older than the retention period: those of a mail that
   * has not gone out by then, and those a crash left behind (between storing and the
   * transaction, or between sending and deleting). Once an hour.
   */
  async sweepUploads(blobs: BlobStore): Promise<number> {
    const before = Date.now() - this.config.uploadRetentionDays * 86_400_000;
    let removed = 0;
    for (const top of MAILED_FOLDERS)
      for (const f of await blobs.folders(top))
        if (f.modified.getTime() < before) {
          await blobs.removeFolder(`${top}/${f.name}`);
          removed++;
        }
    // A day is far longer than any upload or rendering takes.
    await blobs.sweepUnfinished(new Date(Date.now() - 86_400_000));
    return removed;
  }

  start(db: Db, blobs: BlobStore, everyMs = 1000) {
    let lastSweep = 0;
    this.stopRounds = everyRound(everyMs, async () => {
      const sweep = Date.now() - lastSweep > 3_600_000;
      if (sweep) lastSweep = Date.now();
      await this.drain(db, blobs);
      if (sweep) await this.sweepUploads(blobs);
    });
  }

  /** Finishes the mails in hand (none is begun after this), then closes the transport. */
  async stop() {
    this.stopping = true;
    await this.stopRounds?.();
    this.transport.close();
    await new Promise<void>((r) => (this.catcher ? this.catcher.close(() => r()) : r()));
  }
}
