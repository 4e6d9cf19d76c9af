import { SMTPServer } from 'smtp-server';
import { freePort } from './server';

/** A mail as the peer received it: the envelope and the raw message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  messageId: string;
}

/**
 * A local SMTP server standing in for the mail relay (outside the product, so a test may fake
 * it). It can go down and come back on the same port, to test that the outbox loses nothing.
 */
export class SmtpPeer {
  readonly mails: ReceivedMail[] = [];
  /** Mails received whole and then answered with a temporary failure (see refuseNext). */
  readonly refused: ReceivedMail[] = [];
  /** Answer the next this many mails, once received whole, with 451 (try again later). */
  refuseNext = 0;
  /** Runs once a mail has been received whole and stored, before the relay answers 250: a
   * test can kill the sender there, as a crash just after the relay took the mail would. */
  beforeAccept: ((mail: ReceivedMail) => Promise<void>) | null = null;
  private server: SMTPServer | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<SmtpPeer> {
    const peer = new SmtpPeer(await freePort());
    await peer.up();
    return peer;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async up() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject:
              /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1].replace(/\r?\n[ \t]/g, '') ?? '',
            messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1].trim() ?? '',
          };
          if (this.refuseNext > 0) {
            this.refuseNext--;
            this.refused.push(mail);
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          this.mails.push(mail);
          const hook = this.beforeAccept;
          if (hook) void hook(mail).then(() => callback());
          else callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  async down() {
    const s = this.server;
    this.server = null;
    if (s) await new Promise<void>((r) => s.close(() => r()));
  }

  /** Waits until `count` mails matched, or fails naming what arrived. */
  async waitFor(match: (m: ReceivedMail) => boolean, count = 1, timeoutMs = 15_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const found = this.mails.filter(match);
      if (found.length >= count) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(
      `expected ${count} mail(s); received: ${JSON.stringify(this.mails.map((m) => m.subject))}`,
    );
  }
}
