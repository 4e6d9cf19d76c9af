import { Client } from 'pg';
import { call } from './server';

export interface PulledEvent {
  id: string;
  kind: string;
  version: number;
  dealerId: number | null;
  subject: string;
  data: Record<string, unknown>;
}

/**
 * Waits until every transaction committed before this call is past the events' visibility
 * horizon (decision 0139). On PostgreSQL the horizon is the oldest transaction running anywhere
 * on the server, in any database: another test file's transaction holds committed events back
 * for as long as it runs (late, never lost). This takes a transaction id of its own and waits for
 * the horizon to pass it; on PGlite (one session) nothing is ever held back.
 */
export async function eventsSettled(server: { env: Record<string, string> }): Promise<void> {
  const url = server.env.DATABASE_URL;
  if (!url) return;
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const mine = (await c.query<{ x: string }>('select pg_current_xact_id()::text as x')).rows[0].x;
    for (const deadline = Date.now() + 60_000; ;) {
      const r = await c.query<{ passed: boolean }>(
        'select pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8 as passed',
        [mine],
      );
      if (r.rows[0].passed) return;
      if (Date.now() > deadline) throw new Error(`a transaction has run for 60 s past ${mine}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await c.end();
  }
}

/** Every event of `kind` from the first, as a consumer with `key` pulls them, page by page, once
 * every transaction committed before the call is visible. */
export async function pulledEvents(
  server: { url: string; env: Record<string, string> },
  key: string,
  kind: string,
): Promise<PulledEvent[]> {
  await eventsSettled(server);
  const events: PulledEvent[] = [];
  for (let after = '0.0'; ;) {
    const r = await call<{ events: PulledEvent[]; next: string }>(
      server,
      'GET',
      `/integration/events?after=${after}&kinds=${kind}&limit=1000`,
      { token: key },
    );
    if (r.status !== 200) throw new Error(`pull: ${r.status} ${JSON.stringify(r.body)}`);
    events.push(...r.body.events);
    if (r.body.events.length < 1000) return events;
    after = r.body.next;
  }
}
