import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { call, login, sqlWhileDown, startServer, type TestServer } from './support/server';
import { eventsSettled } from './support/events';
import { pdi, warranty } from './support/forms';
import { endpointProblem } from '../src/kit/publicAddress';

// The submissions' events (decisions 0139 and 0140): written in the submission's transaction,
// pulled by a service account with its cursor, pushed to webhook endpoints signed as Standard
// Webhooks says, retried with back-off, dead-lettered and replayed.
let server: TestServer;
let buyer: string;
let admin: string;
let key: string;
const REFUSED_SERIAL = 'SN-REFUSED-AT-COMMIT';
beforeAll(async () => {
  server = await startServer({
    WEBHOOK_PRIVATE_ADDRESSES: 'allow',
    WEBHOOK_RETRY_BASE_MS: '200',
    WEBHOOK_RETRY_FOR_MS: '2500',
    WEBHOOK_OLD_SECRET_MS: '600000',
  });
  // A submission that fails at its commit, after its event was written: a deferred check on
  // the submissions refuses one serial number.
  await server.restart('SIGTERM', () =>
    sqlWhileDown(
      server,
      `create function refuse_serial() returns trigger language plpgsql as $$
       begin
         if new.payload->>'serialNumber' = '${REFUSED_SERIAL}' then raise exception 'refused'; end if;
         return new;
       end $$;
       create constraint trigger refuse_serial after insert on submissions
         deferrable initially deferred for each row execute function refuse_serial();`,
    ),
  );
  buyer = (await login(server, 'buyer')).token;
  admin = (await login(server, 'admin')).token;
  const r = await call(server, 'POST', '/service-accounts', {
    token: admin,
    body: { name: 'manufacturer-erp' },
  });
  expect(r.status).toBe(201);
  key = r.body.key;
});
afterAll(() => server?.stop());

interface Event {
  id: string;
  kind: string;
  version: number;
  dealerId: number | null;
  subject: string;
  cursor: string;
  data: Record<string, unknown>;
}
const send = (form: object, kind: 'pdi' | 'warranty', idempotencyKey?: string) =>
  call(server, 'POST', '/api/send-email', {
    token: buyer,
    body: { kind, form },
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
  });
const pull = (query = '', token = key) =>
  call<{ events: Event[]; next: string }>(server, 'GET', `/integration/events${query}`, { token });
/** Every event from the start, page by page, once every commit so far is visible. */
async function all(pageSize = 2): Promise<Event[]> {
  await eventsSettled(server);
  const events: Event[] = [];
  for (let after = '0.0'; ;) {
    const r = await pull(`?after=${after}&limit=${pageSize}`);
    expect(r.status).toBe(200);
    events.push(...r.body.events);
    if (r.body.events.length < pageSize) return events;
    after = r.body.next;
  }
}

describe('events written with the submission', () => {
  it('a PDI and a registration each write one event with the whole record', async () => {
    const p = pdi();
    const w = warranty();
    expect((await send(p, 'pdi', 'k-pdi')).status).toBe(201);
    expect((await send(p, 'pdi', 'k-pdi')).status).toBe(200); // the same again: no second event
    expect((await send(w, 'warranty')).status).toBe(201);
    const events = await all();
    const mine = events.filter((e) =>
      [p.serialNumber, w.serialNumber].includes(e.data.serialNumber as string),
    );
    expect(mine.map((e) => [e.kind, e.version, e.dealerId])).toEqual([
      ['pdi.submitted', 1, 1001],
      ['registration.submitted', 1, 1001],
    ]);
    expect(mine[0].data).toMatchObject({
      model: p.model,
      inspector: p.inspector,
      sentBy: 'buyer@portal.test',
    });
    expect(mine[0].subject).toBe(`submission:${mine[0].data.id}`);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it('a submission refused, or rolled back at its commit, writes none', async () => {
    const before = (await all(100)).length;
    expect((await send(pdi({ model: '' }), 'pdi')).status).toBe(400);
    const refused = await send(pdi({ serialNumber: REFUSED_SERIAL }), 'pdi');
    expect(refused.status).toBe(500);
    expect(await all(100)).toHaveLength(before);
    const stored = await call<{ payload: { serialNumber: string } }[]>(
      server,
      'GET',
      '/submissions?limit=1000',
      { token: admin },
    );
    expect(stored.body.some((s) => s.payload.serialNumber === REFUSED_SERIAL)).toBe(false);
  });

  it('a support request writes its event', async () => {
    const form = new FormData();
    form.set('email', 'buyer@portal.test');
    form.set('subject', 'Events please');
    form.set('description', 'A support request the manufacturer hears of.');
    const r = await fetch(`${server.url}/api/api/send-email-1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer}` },
      body: form,
    });
    expect(r.status).toBe(202);
    const events = await all(100);
    expect(events.at(-1)).toMatchObject({
      kind: 'support-request.submitted',
      dealerId: 1001,
      data: { subject: 'Events please', dealerId: '1001' },
    });
  });
});

describe('pulling with a cursor', () => {
  it('answers the same events until they are acknowledged, then the ones after', async () => {
    const first = await pull('?limit=1');
    const again = await pull('?limit=1');
    expect(again.body.events.map((e) => e.id)).toEqual(first.body.events.map((e) => e.id));
    const ack = await call(server, 'POST', '/integration/events/ack', {
      token: key,
      body: { cursor: first.body.next },
    });
    expect(ack.body).toEqual({ cursor: first.body.next });
    const after = await pull('?limit=1');
    expect(after.body.events[0].id).not.toBe(first.body.events[0].id);
    // An older cursor acknowledged late does not move it back.
    await call(server, 'POST', '/integration/events/ack', { token: key, body: { cursor: '0.0' } });
    expect((await pull('?limit=1')).body.events[0].id).toBe(after.body.events[0].id);
  });

  it('filters by kind, and names a kind it does not know', async () => {
    const r = await pull('?after=0.0&kinds=registration.submitted');
    expect(r.body.events.length).toBeGreaterThan(0);
    expect(r.body.events.every((e) => e.kind === 'registration.submitted')).toBe(true);
    const bad = await pull('?kinds=pdi.submitted,claim.eaten');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect((bad.body as unknown as { message: string }).message).toContain(
      "unknown kind 'claim.eaten'",
    );
    expect((await pull('?after=nope')).status).toBe(400);
    expect((await pull('?limit=1001')).status).toBe(400);
  });

  it("docs/integration.md's commands work as written", async () => {
    const doc = readFileSync(join(__dirname, '../../docs/integration.md'), 'utf8');
    const commands = [...doc.matchAll(/^curl .*$/gm)].map((m) =>
      m[0].replaceAll('http://localhost:8080', server.url),
    );
    expect(commands).toHaveLength(2);
    const answers = [];
    for (const command of commands) {
      const { stdout } = await promisify(execFile)('bash', ['-c', `${command} --fail -sS`], {
        env: { ...process.env, PORTAL_KEY: key },
      });
      answers.push(JSON.parse(stdout));
    }
    expect(answers[0].events.length).toBeGreaterThan(0);
    expect(answers[1].cursor).toMatch(/^\d+\.\d+$/);
  });

  it('is for service accounts only', async () => {
    expect((await pull('', admin)).status).toBe(403);
    expect((await pull('', 'psk_unknown')).status).toBe(401);
  });
});

/** A webhook receiver on loopback: answers `fail` 500s first, then 204s. */
class Receiver {
  server: Server;
  url = '';
  fail = 0;
  got: { headers: IncomingHttpHeaders; body: string; at: number; status: number }[] = [];
  constructor() {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        const status = this.fail > 0 ? 500 : 204;
        if (this.fail > 0) this.fail--;
        this.got.push({ headers: req.headers, body, at: Date.now(), status });
        res.writeHead(status).end();
      });
    });
  }
  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}/hook`;
    return this;
  }
  async waitFor(test: () => boolean, ms = 15_000) {
    for (const end = Date.now() + ms; !test();) {
      if (Date.now() > end) throw new Error('the receiver waited in vain');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  delivered = (serial: string) =>
    this.got.filter((g) => g.status === 204 && g.body.includes(serial));
}

describe('webhooks', () => {
  let receiver: Receiver;
  let secret: string;
  let endpointId: number;
  beforeAll(async () => {
    receiver = await new Receiver().start();
    const r = await call(server, 'POST', '/integration/webhooks', {
      token: admin,
      body: { url: receiver.url, kinds: ['pdi.submitted'] },
    });
    expect(r.status).toBe(201);
    secret = r.body.secret;
    endpointId = r.body.endpoint.id;
    expect(secret).toMatch(/^whsec_/);
  });
  afterAll(() => new Promise((r) => receiver.server.close(r)));

  it('signs each delivery as Standard Webhooks says (checked by its own library)', async () => {
    const p = pdi();
    expect((await send(p, 'pdi')).status).toBe(201);
    await receiver.waitFor(() => receiver.delivered(p.serialNumber).length === 1);
    const [got] = receiver.delivered(p.serialNumber);
    const event = new Webhook(secret).verify(
      got.body,
      got.headers as Record<string, string>,
    ) as Event;
    expect(event).toMatchObject({ kind: 'pdi.submitted', data: { serialNumber: p.serialNumber } });
    expect(got.headers['webhook-id']).toBe(event.id);
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another secret').toString('base64')}`).verify(
        got.body,
        got.headers as Record<string, string>,
      ),
    ).toThrow();
    // A registration is not a kind this endpoint asked for.
    const w = warranty();
    await send(w, 'warranty');
    const q = pdi();
    await send(q, 'pdi');
    await receiver.waitFor(() => receiver.delivered(q.serialNumber).length === 1);
    expect(receiver.got.some((g) => g.body.includes(w.serialNumber))).toBe(false);
  });

  it('retries a receiver that fails, each wait longer than the last, with the same id', async () => {
    receiver.fail = 3;
    const p = pdi();
    await send(p, 'pdi');
    await receiver.waitFor(() => receiver.delivered(p.serialNumber).length === 1);
    const tries = receiver.got.filter((g) => g.body.includes(p.serialNumber));
    expect(tries.map((t) => t.status)).toEqual([500, 500, 500, 204]);
    expect(new Set(tries.map((t) => t.headers['webhook-id'])).size).toBe(1);
    const gaps = tries.slice(1).map((t, i) => t.at - tries[i].at);
    expect(gaps[0]).toBeGreaterThanOrEqual(200);
    expect(gaps[1]).toBeGreaterThanOrEqual(400);
    expect(gaps[2]).toBeGreaterThanOrEqual(800);
    const deliveries = await call(server, 'GET', `/integration/webhooks/${endpointId}/deliveries`, {
      token: admin,
    });
    const mine = deliveries.body.find(
      (d: { eventId: string }) => d.eventId === tries[0].headers['webhook-id'],
    );
    expect(mine).toMatchObject({ status: 'delivered', attempts: 4, lastStatus: 204 });
  });

  it('dead-letters a delivery after the retry period, and replays it', async () => {
    receiver.fail = 1000;
    const p = pdi();
    await send(p, 'pdi');
    const dead = async () =>
      (
        await call(server, 'GET', `/integration/webhooks/${endpointId}/deliveries?status=dead`, {
          token: admin,
        })
      ).body as { id: number; attempts: number; lastStatus: number }[];
    for (const end = Date.now() + 15_000; !(await dead()).length;) {
      if (Date.now() > end) throw new Error('no dead letter');
      await new Promise((r) => setTimeout(r, 200));
    }
    const [letter] = await dead();
    expect(letter.lastStatus).toBe(500);
    expect(letter.attempts).toBeGreaterThan(2);
    const list = await call(server, 'GET', '/integration/webhooks', { token: admin });
    expect(list.body[0]).toMatchObject({ id: endpointId, dead: 1 });
    receiver.fail = 0;
    const replayed = await call(server, 'POST', `/integration/deliveries/${letter.id}/replay`, {
      token: admin,
    });
    expect(replayed.status).toBe(200);
    await receiver.waitFor(() => receiver.delivered(p.serialNumber).length === 1);
    expect(await dead()).toEqual([]);
  });

  it('after a rotation signs with both secrets; either verifies', async () => {
    const r = await call(server, 'POST', `/integration/webhooks/${endpointId}/rotate`, {
      token: admin,
    });
    expect(r.status).toBe(200);
    const fresh: string = r.body.secret;
    expect(fresh).not.toBe(secret);
    expect(r.body.endpoint.previousSecretUntil).not.toBeNull();
    const p = pdi();
    await send(p, 'pdi');
    await receiver.waitFor(() => receiver.delivered(p.serialNumber).length === 1);
    const [got] = receiver.delivered(p.serialNumber);
    expect(String(got.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const s of [secret, fresh])
      expect(new Webhook(s).verify(got.body, got.headers as Record<string, string>)).toBeTruthy();
  });

  it('an endpoint disabled is sent nothing until enabled, then what it missed', async () => {
    const off = await call(server, 'PUT', `/integration/webhooks/${endpointId}`, {
      token: admin,
      body: { disabled: true },
    });
    expect(off.body.disabled).toBe(true);
    const p = pdi();
    await send(p, 'pdi');
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.got.some((g) => g.body.includes(p.serialNumber))).toBe(false);
    await call(server, 'PUT', `/integration/webhooks/${endpointId}`, {
      token: admin,
      body: { disabled: false },
    });
    await receiver.waitFor(() => receiver.delivered(p.serialNumber).length === 1);
  });

  it('refuses an unknown kind and a URL that is not http(s); admins only', async () => {
    const bad = await call(server, 'POST', '/integration/webhooks', {
      token: admin,
      body: { url: receiver.url, kinds: ['pdi.eaten'] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("unknown kind 'pdi.eaten'");
    const ftp = await call(server, 'POST', '/integration/webhooks', {
      token: admin,
      body: { url: 'ftp://example.com/x', kinds: ['pdi.submitted'] },
    });
    expect(ftp.status).toBe(400);
    expect((await call(server, 'GET', '/integration/webhooks', { token: buyer })).status).toBe(403);
  });
});

it('private and loopback addresses are refused unless allowed', () => {
  for (const url of [
    'http://127.0.0.1/x',
    'http://localhost:8080/x',
    'http://[::1]/x',
    'http://169.254.169.254/latest',
    'http://10.1.2.3/x',
    'http://192.168.0.9/x',
    'http://[::ffff:127.0.0.1]/x',
  ])
    expect(endpointProblem(url, false)).toMatch(/private/);
  expect(endpointProblem('https://erp.example.com/hooks', false)).toBeNull();
  expect(endpointProblem('http://127.0.0.1/x', true)).toBeNull();
  expect(endpointProblem('https://user:pw@erp.example.com/', false)).toMatch(/user/);
});
