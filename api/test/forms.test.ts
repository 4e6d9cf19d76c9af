import { call, login, startServer, type TestServer } from './support/server';
import { SmtpPeer } from './support/smtpPeer';
import { pdi, warranty } from './support/forms';

let server: TestServer;
let smtp: SmtpPeer;
let buyer: string;
let admin: string;
beforeAll(async () => {
  smtp = await SmtpPeer.start();
  server = await startServer({ SMTP_URL: smtp.url });
  buyer = (await login(server, 'buyer')).token;
  admin = (await login(server, 'admin')).token;
});
afterAll(async () => {
  await server.stop();
  await smtp.down();
});

const REGISTRATIONS = 'registrations@supreme-dealers.example.com';
const send = (form: object, kind: 'pdi' | 'warranty', key?: string, token = buyer) =>
  call(server, 'POST', '/api/send-email', {
    token,
    body: { kind, form },
    headers: key ? { 'Idempotency-Key': key } : {},
  });

const stored = async (serialNumber: string) => {
  const r = await call<
    { payload: { serialNumber: string }; dealerId: number; userEmail: string }[]
  >(server, 'GET', '/submissions?limit=1000', { token: admin });
  expect(r.status).toBe(200);
  return r.body.filter((s) => s.payload.serialNumber === serialNumber);
};

describe('POST /api/send-email (spec 001 §5, §7)', () => {
  it('stores a PDI with who sent it for which dealer and mails the spec subject to both', async () => {
    const form = pdi();
    const r = await send(form, 'pdi');
    expect(r.status).toBe(201);
    const rows = await stored(form.serialNumber);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ dealerId: 1001, userEmail: 'buyer@portal.test', kind: 'pdi' });
    const [mail] = await smtp.waitFor((m) => m.raw.includes(form.serialNumber));
    expect(mail.subject).toBe(`PDI Completed - Supreme 900T - Serial #${form.serialNumber}`);
    expect(mail.to.sort()).toEqual([REGISTRATIONS, 'rep@dealer1001.example.com'].sort());
  });

  it('mails a warranty registration with its subject', async () => {
    const form = warranty();
    expect((await send(form, 'warranty')).status).toBe(201);
    const [mail] = await smtp.waitFor((m) => m.raw.includes(form.serialNumber));
    expect(mail.subject).toBe(`Warranty Registration - Segue 5T - Serial #${form.serialNumber}`);
  });

  it('names every failing PDI rule in a 400 and stores nothing', async () => {
    const lists = pdi().checklists as Record<string, boolean[]>;
    const form = pdi({
      model: '',
      inspector: '  ',
      checklists: { ...lists, fluids: [true], tub: [true, false] },
    });
    const r = await send(form, 'pdi');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      'Model is required; Inspector name is required; fluids checklist is incomplete; tub checklist is incomplete',
    );
    expect(await stored(form.serialNumber)).toHaveLength(0);
  });

  it('names every failing registration rule, the dealer e-mail as the spec words it', async () => {
    const form = warranty({ dealerEmailAddress: '', properlyAssembled: false, ownerEmail: 'x' });
    const r = await send(form, 'warranty');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      'Dealer Address is required; Assembly certification required; Owner Email is not a valid e-mail address',
    );
  });

  it('refuses a body that is not a form with a message naming the field', async () => {
    const r = await call(server, 'POST', '/api/send-email', {
      token: buyer,
      body: { kind: 'invoice', form: {} },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/kind/);
  });

  it('one idempotency key is one record and one mail, even sent twice at once', async () => {
    const form = pdi();
    const key = `key-${form.serialNumber}`;
    const [a, b] = await Promise.all([send(form, 'pdi', key), send(form, 'pdi', key)]);
    expect([a.status, b.status].every((s) => s === 200 || s === 201)).toBe(true);
    const again = await send(form, 'pdi', key);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Already received');
    expect(await stored(form.serialNumber)).toHaveLength(1);
    await smtp.waitFor((m) => m.raw.includes(form.serialNumber));
    await new Promise((r) => setTimeout(r, 2500)); // two more outbox rounds
    expect(smtp.mails.filter((m) => m.raw.includes(form.serialNumber))).toHaveLength(1);
  });

  it('is refused to a DealerViewer', async () => {
    const viewer = (await login(server, 'viewer')).token;
    const r = await send(pdi(), 'pdi', undefined, viewer);
    expect(r.status).toBe(403);
  });

  it('loses nothing while SMTP is down: each mail goes out once when it returns', async () => {
    await smtp.down();
    const forms = [pdi(), warranty()];
    expect((await send(forms[0], 'pdi')).status).toBe(201);
    expect((await send(forms[1], 'warranty')).status).toBe(201);
    const mailsOf = (f: { serialNumber: string }) =>
      smtp.mails.filter((m) => m.raw.includes(f.serialNumber));
    await new Promise((r) => setTimeout(r, 2500)); // the outbox tries and fails
    for (const f of forms) expect(mailsOf(f)).toHaveLength(0);
    await smtp.up();
    for (const f of forms) await smtp.waitFor((m) => m.raw.includes(f.serialNumber), 1, 30_000);
    await new Promise((r) => setTimeout(r, 2500)); // more outbox rounds: still one each
    for (const f of forms) expect(mailsOf(f)).toHaveLength(1);
  });
});

describe('GET /submissions', () => {
  it('is for admins only', async () => {
    expect((await call(server, 'GET', '/submissions', { token: buyer })).status).toBe(403);
    const r = await call(server, 'GET', '/submissions?kind=pdi&dealer=1001', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.every((s: { kind: string }) => s.kind === 'pdi')).toBe(true);
  });
});
