import { sql } from 'drizzle-orm';
import type { EventKind, IntegrationEvent } from '@portal/shared/contract/integration';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { integrationEvents } from '../db/schema';

/** Each kind's version: raised when its `data` changes in a way a reader would notice. */
const VERSIONS: Record<EventKind, number> = {
  'warranty-claim.submitted': 1,
  'registration.submitted': 1,
  'pdi.submitted': 1,
  'support-request.submitted': 1,
  'parts-order.placed': 1,
};

export interface NewEvent {
  kind: EventKind;
  dealerId: number | null;
  /** The record ('claim:WC0000012'): its events reach an endpoint one after the other. */
  subject: string;
  data: Record<string, unknown>;
}

/**
 * Records a submission's event and its webhook deliveries (a disabled endpoint's too: they wait
 * for it to be enabled again). Called with the submission's own
 * transaction: a submission that rolls back leaves no event, and one that commits cannot lose it.
 */
export async function recordEvent(tx: Db, e: NewEvent) {
  const [row] = await tx
    .insert(integrationEvents)
    .values({
      kind: e.kind,
      version: VERSIONS[e.kind],
      dealerId: e.dealerId,
      subject: e.subject,
      payload: e.data,
    })
    .returning({ id: integrationEvents.id });
  await tx.execute(sql`
    insert into webhook_deliveries (endpoint_id, event_id, subject)
    select id, ${row.id}, ${e.subject} from webhook_endpoints
    where ${e.kind} = any(kinds)`);
}

/** A position in the stream: the transaction's id and the event's, '0.0' before the first. */
export interface Cursor {
  tx: number;
  id: number;
}
export const START: Cursor = { tx: 0, id: 0 };
export const cursorText = (c: Cursor) => `${c.tx}.${c.id}`;
export function parseCursor(text: string): Cursor | null {
  const m = /^(\d{1,18})\.(\d{1,18})$/.exec(text);
  return m ? { tx: Number(m[1]), id: Number(m[2]) } : null;
}

interface EventRow {
  id: string;
  tx: string;
  event_id: string;
  kind: string;
  version: number;
  occurred_at: Date | string;
  dealer_id: number | null;
  subject: string;
  payload: Record<string, unknown>;
}

export function eventWire(r: EventRow): IntegrationEvent {
  return {
    id: r.event_id,
    kind: r.kind,
    version: r.version,
    occurredAt: new Date(r.occurred_at).toISOString(),
    dealerId: r.dealer_id,
    subject: r.subject,
    cursor: cursorText({ tx: Number(r.tx), id: Number(r.id) }),
    data: r.payload,
  };
}

/**
 * The events after `after`, in (transaction, id) order, that no running transaction can still
 * come before: only those whose transaction is older than the oldest one running. A transaction
 * is given its id before it writes, so every one that could add an event below that horizon has
 * ended; an id alone would skip an event whose transaction commits after a later id's
 * (decision 0139). On PGlite, one session, nothing else runs while this reads.
 */
export async function eventsAfter(
  db: Db,
  after: Cursor,
  kinds: readonly string[] | null,
  limit: number,
  /** Only this dealer's events (the dealer API's changes feed). */
  dealerId?: number,
): Promise<IntegrationEvent[]> {
  const rows = await rowsOf<EventRow>(
    db,
    sql`select id, tx, event_id, kind, version, occurred_at, dealer_id, subject, payload
        from integration_events
        where (tx, id) > (${after.tx}, ${after.id})
          and tx < (pg_snapshot_xmin(pg_current_snapshot())::text)::bigint
          ${dealerId === undefined ? sql`` : sql`and dealer_id = ${dealerId}`}
          ${
            kinds
              ? sql`and kind in (${sql.join(
                  kinds.map((k) => sql`${k}`),
                  sql`, `,
                )})`
              : sql``
          }
        order by tx, id
        limit ${limit}`,
  );
  return rows.map(eventWire);
}

/** A consumer's acknowledged cursor, the start when it has none. */
export async function acknowledgedCursor(db: Db, account: number): Promise<Cursor> {
  const [row] = await rowsOf<{ tx: string; event_id: string }>(
    db,
    sql`select tx, event_id from integration_cursors where service_account_id = ${account}`,
  );
  return row ? { tx: Number(row.tx), id: Number(row.event_id) } : START;
}

/** Moves a consumer's cursor forward to `to` (never back: a late, older acknowledgement is a
 * no-op); answers where it is now. */
export async function acknowledge(db: Db, account: number, to: Cursor): Promise<Cursor> {
  await db.execute(sql`
    insert into integration_cursors (service_account_id, tx, event_id)
    values (${account}, ${to.tx}, ${to.id})
    on conflict (service_account_id) do update
      set tx = excluded.tx, event_id = excluded.event_id, acknowledged_at = now()
      where (integration_cursors.tx, integration_cursors.event_id) < (excluded.tx, excluded.event_id)`);
  return acknowledgedCursor(db, account);
}

/** Events by their row ids (the webhooks' deliveries name them so). */
export async function eventsById(db: Db, ids: number[]): Promise<Map<number, IntegrationEvent>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<EventRow>(
    db,
    sql`select id, tx, event_id, kind, version, occurred_at, dealer_id, subject, payload
        from integration_events
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [Number(r.id), eventWire(r)]));
}
