import { and, eq, sql } from 'drizzle-orm';
import type { WebhookDelivery, WebhookEndpoint } from '@portal/shared/contract/integration';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { newSecret } from '../kit/webhookSignature';
import { CLAIM_LEASE_MS } from './outbox';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/** Every endpoint (or the one `only` names) with its deliveries counted by state: 'failing' are
 * pending ones tried before. */
export async function endpointList(db: Db, only?: number): Promise<WebhookEndpoint[]> {
  const rows = await rowsOf<EndpointRow & Record<string, unknown>>(
    db,
    sql`select e.id, e.url, e.kinds, e.disabled_at, e.created_by, e.created_at, e.previous_until,
          count(d.id) filter (where d.status = 'pending')::int as pending,
          count(d.id) filter (where d.status = 'pending' and d.attempts > 0)::int as failing,
          count(d.id) filter (where d.status = 'delivered')::int as delivered,
          count(d.id) filter (where d.status = 'dead')::int as dead
        from webhook_endpoints e left join webhook_deliveries d on d.endpoint_id = e.id
        ${only === undefined ? sql`` : sql`where e.id = ${only}`}
        group by e.id order by e.id`,
  );
  return rows.map((r) => endpointWire(r));
}

function endpointWire(r: Record<string, unknown>): WebhookEndpoint {
  const until = iso(r.previous_until as Date | null);
  return {
    id: r.id as number,
    url: r.url as string,
    kinds: r.kinds as string[],
    disabled: r.disabled_at != null,
    createdBy: r.created_by as string,
    createdAt: iso(r.created_at as Date)!,
    previousSecretUntil: until && new Date(until).getTime() > Date.now() ? until : null,
    pending: Number(r.pending ?? 0),
    failing: Number(r.failing ?? 0),
    delivered: Number(r.delivered ?? 0),
    dead: Number(r.dead ?? 0),
  };
}

async function endpointOf(db: Db, id: number) {
  return (await endpointList(db, id))[0] ?? null;
}

/** A new endpoint and its secret, which is answered this once. */
export async function createEndpoint(db: Db, url: string, kinds: string[], createdBy: string) {
  const secret = newSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ url, kinds, secret, createdBy })
    .returning({ id: webhookEndpoints.id });
  return { endpoint: (await endpointOf(db, row.id))!, secret };
}

/**
 * A new secret for an endpoint; the current one keeps signing beside it for `keepOldMs`, so the
 * receiver can change its secret within that time without refusing a delivery.
 */
export async function rotateSecret(db: Db, id: number, keepOldMs: number) {
  const secret = newSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousUntil: new Date(Date.now() + keepOldMs),
      secret,
    })
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return row ? { endpoint: (await endpointOf(db, id))!, secret } : null;
}

export async function setDisabled(db: Db, id: number, disabled: boolean) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ disabledAt: disabled ? new Date() : null })
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return row ? endpointOf(db, id) : null;
}

/** An endpoint's latest deliveries (or only the dead letters), newest first. */
export async function deliveriesOf(
  db: Db,
  endpointId: number,
  status: WebhookDelivery['status'] | undefined,
  limit: number,
): Promise<WebhookDelivery[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select d.*, ev.event_id as event_uuid, ev.kind
        from webhook_deliveries d join integration_events ev on ev.id = d.event_id
        where d.endpoint_id = ${endpointId} ${status ? sql`and d.status = ${status}` : sql``}
        order by d.id desc limit ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    eventId: r.event_uuid as string,
    kind: r.kind as string,
    subject: r.subject as string,
    status: r.status as WebhookDelivery['status'],
    attempts: r.attempts as number,
    lastStatus: r.last_status as number | null,
    lastError: r.last_error as string | null,
    nextAttemptAt: iso(r.next_attempt_at as Date)!,
    deliveredAt: iso(r.delivered_at as Date | null),
    createdAt: iso(r.created_at as Date)!,
  }));
}

/** A dead letter (or a failing delivery) sent again now, with a new retry period. */
export async function replay(db: Db, id: number) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: new Date(), retriesFrom: new Date() })
    .where(and(eq(webhookDeliveries.id, id), sql`${webhookDeliveries.status} <> 'delivered'`))
    .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId });
  return row ?? null;
}

export interface ClaimedDelivery {
  id: number;
  attempts: number;
  retriesFrom: Date;
  url: string;
  secrets: string[];
  eventId: number;
}

/**
 * Claims up to `limit` due deliveries for this process as the outbox claims mails (SKIP LOCKED,
 * then a lease). A delivery is due only when no earlier one of its record to the same endpoint
 * is still pending, so a record's events arrive in order; a dead letter no longer holds the
 * ones after it. Disabled endpoints' deliveries wait.
 */
export async function claimDeliveries(db: Db, limit: number): Promise<ClaimedDelivery[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with due as (
          select d.id from webhook_deliveries d
          join webhook_endpoints e on e.id = d.endpoint_id and e.disabled_at is null
          where d.status = 'pending' and d.next_attempt_at <= now()
            and not exists (
              select 1 from webhook_deliveries o
              where o.endpoint_id = d.endpoint_id and o.subject = d.subject
                and o.status = 'pending' and o.id < d.id)
          order by d.id limit ${limit}
          for update of d skip locked)
        update webhook_deliveries w
        set next_attempt_at = now() + ${`${CLAIM_LEASE_MS} milliseconds`}::interval
        from due, webhook_endpoints e
        where w.id = due.id and e.id = w.endpoint_id
        returning w.id, w.attempts, w.retries_from, w.event_id, e.url, e.secret,
          case when e.previous_until > now() then e.previous_secret end as previous_secret`,
  );
  return rows
    .map((r) => ({
      id: Number(r.id),
      attempts: r.attempts as number,
      retriesFrom: new Date(r.retries_from as string),
      url: r.url as string,
      secrets: [r.secret as string, r.previous_secret as string | null].filter(
        (s): s is string => !!s,
      ),
      eventId: Number(r.event_id),
    }))
    .sort((a, b) => a.id - b.id);
}

/** Deliveries claimed but not begun when the process stops: due again at once for the others. */
export async function releaseDeliveries(db: Db, ids: number[]) {
  if (!ids.length) return;
  await db.execute(
    sql`update webhook_deliveries set next_attempt_at = now()
        where status = 'pending' and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}

export async function markDelivered(db: Db, id: number, status: number) {
  await db
    .update(webhookDeliveries)
    .set({
      status: 'delivered',
      deliveredAt: new Date(),
      lastStatus: status,
      lastError: null,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** The longest wait between two attempts. */
const MAX_DELAY_MS = 6 * 3_600_000;

/**
 * A failed attempt: tried again after `baseMs` doubled per attempt (at most 6 hours), or a dead
 * letter once the next attempt would fall past `retryForMs` after the retries began.
 */
export async function markFailed(
  db: Db,
  d: Pick<ClaimedDelivery, 'id' | 'attempts' | 'retriesFrom'>,
  failure: { status: number | null; error: string },
  policy: { retryBaseMs: number; retryForMs: number },
) {
  const delay = Math.min(MAX_DELAY_MS, policy.retryBaseMs * 2 ** Math.min(d.attempts, 30));
  const next = Date.now() + delay;
  const dead = next > d.retriesFrom.getTime() + policy.retryForMs;
  await db
    .update(webhookDeliveries)
    .set({
      status: dead ? 'dead' : 'pending',
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatus: failure.status,
      lastError: failure.error.slice(0, 500),
      nextAttemptAt: new Date(next),
    })
    .where(eq(webhookDeliveries.id, d.id));
}
