import { createWriteStream, mkdirSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { BlobStore } from '../lib/blobStore';
import { markFailed, markSent, pendingMails, type MailAttachment } from '../lib/outbox';

/**
 * Sends the outbox through SMTP: SMTP_URL when set, else a local catcher (an SMTP server on
 * loopback that writes each mail as an .eml file into DATA_DIR/mail) so a developer can read them.
 */
export class Mailer {
  private transport: Transporter;
  private catcher: SMTPServer | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  private constructor(
    private config: Config,
    smtpUrl: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
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

  /** Delivers what is due, once; a failure is retried later with backoff. */
  async drain(db: Db, blobs: BlobStore): Promise<number> {
    let sent = 0;
    for (const m of await pendingMails(db)) {
      try {
        const stored = m.attachments as MailAttachment[];
        // Read from disk as the mail is written (never whole in memory); a file removed after
        // its retention period is left out rather than sent empty.
        const attachments = [];
        for (const a of stored)
          if (await blobs.exists(a.blobPath))
            attachments.push({
              filename: a.filename,
              contentType: a.contentType,
              path: blobs.resolve(a.blobPath),
            });
        await this.transport.sendMail({
          from: this.config.mailFrom,
          to: m.to.split(/[;,]\s*/),
          subject: m.subject,
          html: m.html,
          attachments,
        });
        await markSent(db, m.id);
        sent++;
        // Uploads are kept only until they are mailed (issue 21; docs/decisions/0014).
        for (const folder of new Set(stored.map((a) => uploadFolder(a.blobPath))))
          if (folder) await blobs.removeFolder(folder);
      } catch (e) {
        await markFailed(db, m.id, m.attempts, (e as Error).message);
      }
    }
    return sent;
  }

  /**
   * Removes upload folders older than the retention period: those of a mail that has not gone
   * out by then, and those a crash left behind (between storing and the transaction, or between
   * sending and deleting). Once an hour.
   */
  async sweepUploads(blobs: BlobStore): Promise<number> {
    const before = Date.now() - this.config.uploadRetentionDays * 86_400_000;
    let removed = 0;
    for (const f of await blobs.folders('Uploads'))
      if (f.modified.getTime() < before) {
        await blobs.removeFolder(`Uploads/${f.name}`);
        removed++;
      }
    return removed;
  }

  start(db: Db, blobs: BlobStore, everyMs = 1000) {
    let lastSweep = 0;
    this.timer = setInterval(() => {
      if (this.running) return;
      const sweep = Date.now() - lastSweep > 3_600_000;
      if (sweep) lastSweep = Date.now();
      this.running = this.drain(db, blobs)
        .then(() => (sweep ? this.sweepUploads(blobs) : 0))
        .then(() => undefined)
        .catch(() => undefined)
        .finally(() => (this.running = null));
    }, everyMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport.close();
    await new Promise<void>((r) => (this.catcher ? this.catcher.close(() => r()) : r()));
  }
}

/** `Uploads/<id>` of an uploaded attachment's path; null for any other stored file. */
function uploadFolder(blobPath: string): string | null {
  const m = /^Uploads\/[^/]+(?=\/)/.exec(blobPath);
  return m ? m[0] : null;
}
