import { createServer, type Server } from 'node:net';
import { call, login, startServer, type TestServer } from './support/server';
import { SmtpPeer, type ReceivedMail } from './support/smtpPeer';
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
type Kind = 'pdi' | 'warranty';
const send = (
  form: object,
  kind: Kind,
  key?: string,
  token = buyer,
  headers: Record<string, string> = {},
) =>
  call(server, 'POST', '/api/send-email', {
    token,
    body: { kind, form },
    headers: { ...headers, ...(key ? { 'Idempotency-Key': key } : {}) },
  });

interface Stored {
  kind: string;
  payload: Record<string, unknown> & { serialNumber: string };
  dealerId: number | null;
  userEmail: string;
}
const stored = async (serialNumber: string) => {
  const r = await call<Stored[]>(server, 'GET', '/submissions?limit=1000', { token: admin });
  expect(r.status).toBe(200);
  return r.body.filter((s) => s.payload.serialNumber === serialNumber);
};

const mailsOf = (serial: string) => smtp.mails.filter((m) => m.raw.includes(serial));
/**
 * Instead of waiting some seconds for a duplicate that might come: one more form, mailed after
 * the ones under test. The outbox sends due mails in the order they were queued, so once this
 * one arrives every mail queued before it has been sent as often as it ever will be.
 */
async function drained() {
  const barrier = pdi();
  expect((await send(barrier, 'pdi')).status).toBe(201);
  await smtp.waitFor((m) => m.raw.includes(barrier.serialNumber), 1, 30_000);
}
/** A raw MIME body wraps long lines (quoted-printable); unwrap it to read the summary. */
const html = (m: ReceivedMail) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

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
    // An HTML summary with the form's labels, and each checklist as ticked/total.
    expect(html(mail)).toContain('<th align="left">Inspector</th><td>Sam Tech</td>');
    expect(html(mail)).toContain('<th align="left">Conveyor and discharge</th><td>10/10</td>');
  });

  it('mails a warranty registration with its subject', async () => {
    const form = warranty();
    expect((await send(form, 'warranty')).status).toBe(201);
    const [mail] = await smtp.waitFor((m) => m.raw.includes(form.serialNumber));
    expect(mail.subject).toBe(`Warranty Registration - Segue 5T - Serial #${form.serialNumber}`);
    expect(mail.to.sort()).toEqual([REGISTRATIONS, 'rep@dealer1001.example.com'].sort());
    expect(html(mail)).toContain('<th align="left">Number of Cows</th><td>300</td>');
  });

  it('without a rep address on the form, the copy goes to the signed-in user', async () => {
    const form = pdi({ dealerEmail: '' });
    expect((await send(form, 'pdi')).status).toBe(201);
    const [mail] = await smtp.waitFor((m) => m.raw.includes(form.serialNumber));
    expect(mail.to.sort()).toEqual([REGISTRATIONS, 'buyer@portal.test'].sort());
  });

  it('stores the form in one shape: its own fields, trimmed, counts as numbers (default 0)', async () => {
    const form = warranty({
      serialNumber: `  SN-TRIM-${Date.now()} `,
      numCows: '1,250',
      estimatedHoursDaily: 'most of the day',
      isAdmin: true,
    });
    expect((await send(form, 'warranty')).status).toBe(201);
    const [row] = await stored(form.serialNumber.trim());
    expect(row.payload).toMatchObject({ numCows: 1250, estimatedHoursDaily: 0, numHead: 0 });
    expect(row.payload).not.toHaveProperty('isAdmin');
    expect(row.payload.informationAccurate).toBe(false);
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

  it('an empty PDI is refused with every rule of spec 001 §5', async () => {
    const r = await send({}, 'pdi');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      [
        'Serial Number is required',
        'Model is required',
        'Delivery Date is required',
        'Inspector name is required',
        ...['fluids', 'electrical', 'tiresWheels', 'augers', 'conveyor', 'tub'].map(
          (g) => `${g} checklist is incomplete`,
        ),
      ].join('; '),
    );
  });

  it('an empty registration is refused with every rule of spec 001 §5', async () => {
    const r = await send({}, 'warranty');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      [
        'Serial Number is required',
        'Model is required',
        'Delivery Date is required',
        'Dealer Name is required',
        'Sales Representative is required',
        'Dealer Address is required',
        'Dealer Phone is required',
        'Owner Name is required',
        'Owner Email is required',
        'Owner Phone is required',
        'Owner Address is required',
        'Operation Type is required',
        'Tractor Make/Model is required',
        'Assembly certification required',
        'Testing certification required',
        'Safety instruction certification required',
        'Warranty explanation certification required',
        'Operators manual certification required',
        'Owner City is required',
        'Owner State/Province is required',
        'Owner Zip/Postal Code is required',
      ].join('; '),
    );
  });

  it('names every failing registration rule, the dealer e-mail as the spec words it', async () => {
    const form = warranty({
      dealerEmailAddress: '',
      properlyAssembled: false,
      ownerEmail: 'x',
      operation: 'Dairy',
    });
    const r = await send(form, 'warranty');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      'Dealer Address is required; Assembly certification required; Owner Email is not a valid e-mail address; ' +
        'Operation Type must be one of dairy, beefBackground, cowCalf, beefFinishing, otherLivestock, composting',
    );
    expect(await stored(form.serialNumber)).toHaveLength(0);
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
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const again = await send(form, 'pdi', key);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Already received');
    expect(await stored(form.serialNumber)).toHaveLength(1);
    await smtp.waitFor((m) => m.raw.includes(form.serialNumber));
    await drained();
    expect(mailsOf(form.serialNumber)).toHaveLength(1);
  });

  it("a key is its sender's own: another user's same key, even at the same moment, stores their form", async () => {
    const buyer2 = (await login(server, 'buyer2')).token;
    const mine = pdi();
    const theirs = pdi({ dealerCode: 'D1002' });
    const key = `shared-${mine.serialNumber}`;
    const [a, b] = await Promise.all([send(mine, 'pdi', key), send(theirs, 'pdi', key, buyer2)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).not.toBe(a.body.id);
    expect(await stored(mine.serialNumber)).toMatchObject([
      { dealerId: 1001, userEmail: 'buyer@portal.test' },
    ]);
    expect(await stored(theirs.serialNumber)).toMatchObject([
      { dealerId: 1002, userEmail: 'buyer2@portal.test' },
    ]);
    // The same key again answers each sender's own record, never the other's.
    const again = await send(theirs, 'pdi', key, buyer2);
    expect(again.body).toEqual({ message: 'Already received', id: b.body.id });
  });

  it('the mail names the acting dealer and the signed-in user, whatever the form claims', async () => {
    const spoofed = pdi({ dealerCode: 'D1002' });
    const registration = warranty({ dealerName: 'Heartland (spoofed)' });
    expect((await send(spoofed, 'pdi')).status).toBe(201);
    expect((await send(registration, 'warranty')).status).toBe(201);
    for (const serial of [spoofed.serialNumber, registration.serialNumber]) {
      const [mail] = await smtp.waitFor((m) => m.raw.includes(serial));
      const body = html(mail);
      expect(body).toContain('buyer@portal.test');
      expect(body).toContain('D1001, Prairie Feed Equipment');
      expect(body).not.toMatch(/D1002|Heartland/);
    }
    expect((await stored(spoofed.serialNumber))[0].payload.dealerCode).toBe('D1001');
    expect((await stored(registration.serialNumber))[0].payload.dealerName).toBe(
      'Prairie Feed Equipment',
    );
  });

  it("the PDI mail names the acting dealer's record, not a dealer name typed in the form", async () => {
    const typed = pdi({ dealerName: 'Heartland Ag Supply (typed)' });
    expect((await send(typed, 'pdi')).status).toBe(201);
    // Staff acting for D1002 who type the other dealer's name: the mail names D1002.
    const sales = (await login(server, 'sales')).token;
    const forOther = pdi({ dealerCode: 'D1001', dealerName: 'Prairie Feed Equipment' });
    const staffSent = await send(forOther, 'pdi', undefined, sales, { 'X-Dealer-Id': '1002' });
    expect(staffSent.status).toBe(201);
    const [own] = await smtp.waitFor((m) => m.raw.includes(typed.serialNumber));
    expect(html(own)).toContain('<th align="left">Dealer Name</th><td>Prairie Feed Equipment</td>');
    expect(html(own)).not.toContain('Heartland');
    const [other] = await smtp.waitFor((m) => m.raw.includes(forOther.serialNumber));
    expect(html(other)).toContain('<th align="left">Dealer Name</th><td>Heartland Ag Supply</td>');
    expect(html(other)).toContain('<th align="left">Dealer Code</th><td>D1002</td>');
    expect(html(other)).not.toMatch(/Prairie|D1001/);
    expect((await stored(typed.serialNumber))[0].payload.dealerName).toBe('Prairie Feed Equipment');
  });

  it('a key sent again with a different form is refused, not silently dropped', async () => {
    const form = warranty();
    const key = `key-${form.serialNumber}`;
    expect((await send(form, 'warranty', key)).status).toBe(201);
    const other = { ...form, ownerName: 'Someone Else' };
    const r = await send(other, 'warranty', key);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This Idempotency-Key was already used for a different form');
    expect(await stored(form.serialNumber)).toHaveLength(1);
  });

  it('is for DealerBuyer, SupremeSales and ApplicationAdmin only; staff send for a chosen dealer', async () => {
    const viewer = (await login(server, 'viewer')).token;
    expect((await send(pdi(), 'pdi', undefined, viewer)).status).toBe(403);

    const sales = (await login(server, 'sales')).token;
    const none = await send(pdi(), 'pdi', undefined, sales);
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/X-Dealer-Id/);
    const forSales = warranty();
    const dealer = { 'X-Dealer-Id': '1002' };
    expect((await send(forSales, 'warranty', undefined, sales, dealer)).status).toBe(201);
    expect(await stored(forSales.serialNumber)).toMatchObject([
      { dealerId: 1002, userEmail: 'sales@portal.test', kind: 'warranty' },
    ]);
    const forAdmin = pdi();
    expect((await send(forAdmin, 'pdi', undefined, admin, dealer)).status).toBe(201);
    expect(await stored(forAdmin.serialNumber)).toMatchObject([
      { dealerId: 1002, userEmail: 'admin@portal.test' },
    ]);
    // A dealer cannot send for another dealer.
    const other = await send(pdi(), 'pdi', undefined, buyer, dealer);
    expect(other.status).toBe(403);
  });

  it('loses nothing while SMTP is down: each mail goes out once when it returns', async () => {
    // The relay is down: its port takes connections and drops them, so each attempt fails.
    await smtp.down();
    let attempts = 0;
    const dead: Server = createServer((s) => {
      attempts++;
      s.destroy();
    });
    await new Promise<void>((r) => dead.listen(smtp.port, '127.0.0.1', r));
    const forms = [pdi(), warranty()];
    expect((await send(forms[0], 'pdi')).status).toBe(201);
    expect((await send(forms[1], 'warranty')).status).toBe(201);
    // Both mails were tried and failed.
    const until = Date.now() + 30_000;
    while (attempts < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(attempts).toBeGreaterThanOrEqual(2);
    await new Promise<void>((r) => dead.close(() => r()));

    await smtp.up();
    for (const f of forms) await smtp.waitFor((m) => m.raw.includes(f.serialNumber), 1, 30_000);
    await drained();
    for (const f of forms) expect(mailsOf(f.serialNumber)).toHaveLength(1);
  });
});

describe('GET /submissions', () => {
  it('is for admins only', async () => {
    expect((await call(server, 'GET', '/submissions', { token: buyer })).status).toBe(403);
    const r = await call(server, 'GET', '/submissions?kind=pdi&dealer=1001', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThan(0);
    expect(r.body.every((s: Stored) => s.kind === 'pdi' && s.dealerId === 1001)).toBe(true);
  });
});
