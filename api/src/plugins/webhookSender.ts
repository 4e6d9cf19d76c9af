import http from 'node:http';
import https from 'node:https';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { lookupPublic } from '../kit/publicAddress';
import { everyRound } from '../kit/rounds';
import { signedHeaders } from '../kit/webhookSignature';
import { eventsById } from '../services/integrationEvents';
import {
  claimDeliveries,
  markDelivered,
  markFailed,
  releaseDeliveries,
  type ClaimedDelivery,
} from '../services/webhooks';

/** Deliveries sent at once by one process. */
const CONCURRENCY = 8;

/** What one POST came to: the receiver's status, or the error before it answered. */
interface Outcome {
  status: number | null;
  error: string | null;
}

/**
 * Sends the webhooks' deliveries from every API process (decision 0140): each claims what is due
 * (SKIP LOCKED and a lease, as the mail outbox does), POSTs it signed, and records the outcome.
 * A process killed with deliveries in hand leaves them to the others when the lease runs out: the
 * receiver may then get one twice, with the same webhook-id.
 */
export class WebhookSender {
  private stopRounds: (() => Promise<void>) | null = null;
  private stopping = false;

  constructor(private config: Config) {}

  async drain(db: Db): Promise<number> {
    let sent = 0;
    while (!this.stopping) {
      const batch = await claimDeliveries(db, CONCURRENCY * 4);
      if (!batch.length) break;
      const events = await eventsById(
        db,
        batch.map((d) => d.eventId),
      );
      let next = 0;
      const worker = async () => {
        while (!this.stopping && next < batch.length) {
          const d = batch[next++];
          if (await this.deliver(db, d, JSON.stringify(events.get(d.eventId)))) sent++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, worker));
      await releaseDeliveries(
        db,
        batch.slice(next).map((d) => d.id),
      );
      if (batch.length < CONCURRENCY * 4) break;
    }
    return sent;
  }

  private async deliver(db: Db, d: ClaimedDelivery, body: string): Promise<boolean> {
    const event = JSON.parse(body) as { id: string };
    const outcome = await this.post(d.url, body, signedHeaders(event.id, body, d.secrets));
    const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    // Recorded or not (the database gone), a delivery not marked goes again once its lease runs out.
    await (
      ok
        ? markDelivered(db, d.id, outcome.status!)
        : markFailed(
            db,
            d,
            { status: outcome.status, error: outcome.error ?? `HTTP ${outcome.status}` },
            this.config.webhooks,
          )
    ).catch(() => undefined);
    return ok;
  }

  /** One POST, bounded by WEBHOOK_TIMEOUT_MS from start to the answer's end; never redirected. */
  private post(url: string, body: string, headers: Record<string, string>): Promise<Outcome> {
    const { timeoutMs, privateAddresses } = this.config.webhooks;
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      const req = client.request(
        target,
        {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'dealer-portal-webhooks',
          },
          timeout: timeoutMs,
          signal: AbortSignal.timeout(timeoutMs),
          ...(privateAddresses ? {} : { lookup: lookupPublic }),
        },
        (res) => {
          // The answer's body is not read for anything but its end.
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? null, error: null }));
          res.on('error', (e) => resolve({ status: null, error: e.message }));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', (e) => resolve({ status: null, error: e.message }));
      req.end(body);
    });
  }

  start(db: Db, everyMs = 500) {
    this.stopRounds = everyRound(everyMs, () => this.drain(db));
  }

  /** Finishes the deliveries in hand; none is begun after this. */
  async stop() {
    this.stopping = true;
    await this.stopRounds?.();
  }
}
