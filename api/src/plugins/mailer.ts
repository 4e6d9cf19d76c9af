import { mkdirSync, writeFileSync } from 'node:fs';
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
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          writeFileSync(join(dir, `${Date.now()}-${session.id}.eml`), Buffer.concat(chunks));
          callback();
        });
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
        const attachments = await Promise.all(
          (m.attachments as MailAttachment[]).map(async (a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: (await blobs.read(a.blobPath)) ?? Buffer.alloc(0),
          })),
        );
        await this.transport.sendMail({
          from: this.config.mailFrom,
          to: m.to.split(/[;,]\s*/),
          subject: m.subject,
          html: m.html,
          attachments,
        });
        await markSent(db, m.id);
        sent++;
      } catch (e) {
        await markFailed(db, m.id, m.attempts, (e as Error).message);
      }
    }
    return sent;
  }

  start(db: Db, blobs: BlobStore, everyMs = 1000) {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.drain(db, blobs)
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
