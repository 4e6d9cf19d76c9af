import { call } from './server';

export interface PulledEvent {
  id: string;
  kind: string;
  version: number;
  dealerId: number | null;
  subject: string;
  data: Record<string, unknown>;
}

/** Every event of `kind` from the first, as a consumer with `key` pulls them, page by page. */
export async function pulledEvents(
  server: { url: string },
  key: string,
  kind: string,
): Promise<PulledEvent[]> {
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
