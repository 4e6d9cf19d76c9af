import { createServer } from 'node:net';
import {
  call,
  login,
  startServer,
  uploadFolderCount,
  type Session,
  type TestServer,
} from './support/server';
import { SmtpPeer } from './support/smtpPeer';

let server: TestServer;
let smtp: SmtpPeer;
let buyer: Session;
let admin: Session;
let empty: Session;
beforeAll(async () => {
  smtp = await SmtpPeer.start();
  // These tests send more support requests than a user may an hour (test/security/uploads.test.ts).
  server = await startServer({ SMTP_URL: smtp.url, SUPPORT_REQUESTS_PER_HOUR: '1000' });
  [buyer, admin, empty] = await Promise.all([
    login(server, 'buyer'),
    login(server, 'admin'),
    login(server, 'empty'),
  ]);
});
afterAll(async () => {
  await server.stop();
  await smtp.down();
});

const WARRANTY = 'warranty@supreme-dealers.example.com';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

/** The mail's text with quoted-printable soft breaks and escapes undone. */
const plain = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

/** Polls a condition (every 50 ms, up to 15 s), failing with what it waited for. */
async function until(ok: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Upload folders still in the server's blob store. */
const uploadsLeft = () => uploadFolderCount(server);

let n = 0;
const uniqueSubject = (what: string) => `${what} ${Date.now()}-${++n}`;

interface Upload {
  name: string;
  data: Buffer;
  type?: string;
}

/** POST /api/send-email-1 as the support page sends it: multipart, fields and repeated Attachments. */
async function sendSupport(
  fields: Record<string, string>,
  files: Upload[] = [],
  token = buyer.token,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(
      'Attachments',
      new Blob([f.data], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  const res = await fetch(`${server.url}/api/api/send-email-1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
  const text = await res.text();
  let body: { message?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { message: text };
  }
  return { status: res.status, body };
}

const request = (overrides: Record<string, string> = {}) => ({
  dealerName: 'Prairie Feed Equipment',
  dealerId: '1001',
  email: 'bea@dealer1001.example.com',
  phoneNumber: '(555) 010-1001',
  subject: `Support Request: ${uniqueSubject('Scale drift')}`,
  category: 'Technical Support',
  description: 'The scale reads 40 lb high after warm-up.',
  ...overrides,
});

const supportRows = async () =>
  (
    await call<{ payload: { subject: string } }[]>(server, 'GET', '/submissions?kind=support', {
      token: admin.token,
    })
  ).body;
const stored = async (subject: string) =>
  (await supportRows()).filter((s) => subject.endsWith(s.payload.subject));

describe('POST /api/send-email-1: the support request (spec 001 §2, §5, §7)', () => {
  it('stores it, mails the warranty mailbox with the attachments and the requester without', async () => {
    const fields = request();
    const r = await sendSupport(fields, [
      { name: 'invoice.pdf', data: PDF, type: 'application/pdf' },
      { name: 'photo.PNG', data: PNG, type: 'image/png' },
      { name: 'close-up.jpeg', data: JPG, type: 'image/jpeg' },
    ]);
    expect(r.status).toBe(202);
    expect(r.body.message).toBe('Your support request has been sent successfully.');
    const rows = await stored(fields.subject);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      dealerId: 1001,
      payload: {
        category: 'Technical Support',
        attachments: ['invoice.pdf', 'photo.PNG', 'close-up.jpeg'],
      },
    });
    const mails = await smtp.waitFor((m) => m.subject === fields.subject, 2);
    const mail = mails.find((m) => m.to.includes(WARRANTY))!;
    expect(mail.subject.startsWith('Support Request: ')).toBe(true);
    expect(mail.subject).not.toMatch(/^Support Request: Support Request:/);
    expect(mail.to).toEqual([WARRANTY]);
    for (const name of ['invoice.pdf', 'photo.PNG', 'close-up.jpeg'])
      expect(mail.raw).toMatch(new RegExp(`filename="?${name.replace('.', '\\.')}`));
    // The PDF travels intact (base64 of its first bytes).
    expect(mail.raw).toContain(PDF.toString('base64').slice(0, 16));
    // The copy to the address the user typed carries no file, only their names.
    const copy = mails.find((m) => m !== mail)!;
    expect(copy.to).toEqual(['bea@dealer1001.example.com']);
    expect(copy.raw).not.toMatch(/filename=|Content-Disposition: attachment/i);
    expect(plain(copy.raw)).toContain('invoice.pdf, photo.PNG, close-up.jpeg');
    for (const label of [
      'Dealer Name',
      'Dealer ID',
      'Email',
      'Phone',
      'Subject',
      'Category',
      'Description',
    ])
      expect(plain(mail.raw)).toContain(`<th align="left">${label}</th>`);
  });

  it('keeps two different files that carry the same name', async () => {
    const fields = request();
    const one = Buffer.concat([PDF, Buffer.from('% the first scan\n')]);
    const two = Buffer.concat([PDF, Buffer.from('% the second scan, a little longer\n')]);
    const r = await sendSupport(fields, [
      { name: 'scan.pdf', data: one },
      { name: 'scan.pdf', data: two },
    ]);
    expect(r.status).toBe(202);
    const [mail] = await smtp.waitFor(
      (m) => m.subject === fields.subject && m.to.includes(WARRANTY),
    );
    const raw = mail.raw.replace(/\r?\n/g, '');
    expect(raw).toContain(one.toString('base64'));
    expect(raw).toContain(two.toString('base64'));
    expect(mail.raw.match(/filename="?scan\.pdf/g)).toHaveLength(2);
  });

  it('names the dealer the call acts for, whatever the form fields claim', async () => {
    const fields = request({ dealerName: 'Heartland Ag Supply', dealerId: '1002' });
    expect((await sendSupport(fields)).status).toBe(202);
    const [row] = await stored(fields.subject);
    expect(row).toMatchObject({
      dealerId: 1001,
      payload: { dealerId: '1001', dealerName: 'Prairie Feed Equipment' },
    });
    const [mail] = await smtp.waitFor((m) => m.subject === fields.subject);
    expect(plain(mail.raw)).toContain('<td>Prairie Feed Equipment</td>');
    expect(plain(mail.raw)).not.toContain('Heartland');
    // Staff act for the dealer they chose.
    const staff = request();
    expect((await sendSupport(staff, [], admin.token, { 'X-Dealer-Id': '1004' })).status).toBe(202);
    expect((await stored(staff.subject))[0]).toMatchObject({
      dealerId: 1004,
      payload: { dealerName: 'Alberta Ranch Supply' },
    });
  });

  it('staff with no dealer chosen send a request about no dealer, or the one they pick', async () => {
    for (const who of ['admin', 'sales']) {
      const { token } = who === 'admin' ? admin : await login(server, 'sales');
      // No X-Dealer-Id: about no dealer, whatever the form's dealer fields claim.
      const none = request({ dealerName: 'Heartland Ag Supply', dealerId: '1002' });
      expect([who, (await sendSupport(none, [], token)).status]).toEqual([who, 202]);
      expect((await stored(none.subject))[0]).toMatchObject({
        dealerId: null,
        payload: { dealerId: '', dealerName: '' },
      });
      const [mail] = await smtp.waitFor((m) => m.subject === none.subject);
      expect(plain(mail.raw)).not.toContain('Heartland');
      // A dealer picked in the form is sent as the dealer the call acts for.
      const picked = request();
      expect((await sendSupport(picked, [], token, { 'X-Dealer-Id': '1002' })).status).toBe(202);
      expect((await stored(picked.subject))[0]).toMatchObject({
        dealerId: 1002,
        payload: { dealerId: '1002', dealerName: 'Heartland Ag Supply' },
      });
    }
  });

  it('a subject without the prefix gets it', async () => {
    const subject = uniqueSubject('No prefix');
    expect((await sendSupport(request({ subject }))).status).toBe(202);
    await smtp.waitFor((m) => m.subject === `Support Request: ${subject}`);
  });

  it('escapes what the requester typed in the mail', async () => {
    const fields = request({ description: '<script>alert(1)</script>' });
    expect((await sendSupport(fields)).status).toBe(202);
    const [mail] = await smtp.waitFor((m) => m.subject === fields.subject);
    expect(plain(mail.raw)).not.toContain('<script>');
    expect(plain(mail.raw)).toContain('&lt;script&gt;');
  });

  it.each([
    [
      'a text file named .pdf',
      { name: 'report.pdf', data: Buffer.from('just text') },
      'Attachment report.pdf: its content is not a pdf file',
    ],
    [
      'a PDF named .png',
      { name: 'scan.png', data: PDF },
      'Attachment scan.png: its content is not a png file',
    ],
    [
      'a .docx',
      { name: 'notes.docx', data: Buffer.from('PK\x03\x04') },
      'Attachment notes.docx: only pdf, jpg, jpeg and png files are accepted',
    ],
    [
      'a file without extension',
      { name: 'README', data: PDF },
      'Attachment README: only pdf, jpg, jpeg and png files are accepted',
    ],
  ])(
    'refuses %s with a 400 naming it, and stores and mails nothing',
    async (_what, file, message) => {
      const fields = request();
      const r = await sendSupport(fields, [{ name: 'ok.pdf', data: PDF }, file]);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
      expect(await stored(fields.subject)).toHaveLength(0);
    },
  );

  it('refuses an attachment over 10 MB with a 413', async () => {
    const fields = request();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    PDF.copy(big);
    const r = await sendSupport(fields, [{ name: 'huge.pdf', data: big }]);
    expect(r.status).toBe(413);
    expect(r.body.message).toBe('An attachment is larger than 10 MB');
    expect(await stored(fields.subject)).toHaveLength(0);
  });

  it('refuses more than 5 attachments with a 413', async () => {
    const fields = request();
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, data: PDF }));
    const r = await sendSupport(fields, files);
    expect(r.status).toBe(413);
    expect(r.body.message).toBe('At most 5 attachments can be sent');
    expect(await stored(fields.subject)).toHaveLength(0);
    // Five is fine.
    const ok = request();
    expect((await sendSupport(ok, files.slice(0, 5))).status).toBe(202);
  });

  it.each(['email', 'subject', 'description'])('requires %s with the spec text', async (field) => {
    const r = await sendSupport(request({ [field]: '  ' }));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      'Please fill out all required fields (email, subject, description).',
    );
  });

  it('refuses JSON, an invalid e-mail, and a dealer acting for another dealer', async () => {
    const json = await call(server, 'POST', '/api/send-email-1', {
      token: buyer.token,
      body: request(),
    });
    expect(json.status).toBe(415);
    const bad = await sendSupport(request({ email: 'not-an-address' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('email is not a valid e-mail address');
    const other = await sendSupport(request(), [], buyer.token, { 'X-Dealer-Id': '1002' });
    expect(other.status).toBe(403);
    const anon = await fetch(`${server.url}/api/api/send-email-1`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(anon.status).toBe(401);
  });

  it('loses nothing while SMTP is down: the mail goes out once when it returns', async () => {
    // The relay is down: its port answers every connection with 421 and hangs up, so we can see
    // the outbox try and fail (rather than waiting an arbitrary time).
    await smtp.down();
    let refused = 0;
    const downRelay = createServer((socket) => {
      refused++;
      socket.end('421 4.3.2 Service not available\r\n');
    });
    await new Promise<void>((resolve) => downRelay.listen(smtp.port, '127.0.0.1', resolve));
    const fields = request();
    const sentOf = () => smtp.mails.filter((m) => m.subject === fields.subject);
    try {
      expect((await sendSupport(fields, [{ name: 'a.pdf', data: PDF }])).status).toBe(202);
      await until(() => refused >= 1, 'the outbox to try the relay');
      expect(await stored(fields.subject)).toHaveLength(1); // stored although not sent
    } finally {
      await new Promise<void>((r) => downRelay.close(() => r()));
    }
    expect(sentOf()).toHaveLength(0);

    await smtp.up();
    const [mail] = await smtp.waitFor(
      (m) => m.subject === fields.subject && m.to.includes(WARRANTY),
      1,
      30_000,
    );
    expect(mail.to).toEqual([WARRANTY]);
    expect(mail.raw).toMatch(/filename="?a\.pdf/);
    // Another request sent after it has gone out: once that one arrives, later outbox rounds
    // have run, and the first mail was not sent again.
    const later = request();
    expect((await sendSupport(later)).status).toBe(202);
    await smtp.waitFor((m) => m.subject === later.subject, 1, 30_000);
    await smtp.waitFor((m) => m.subject === fields.subject && !m.to.includes(WARRANTY));
    expect(sentOf()).toHaveLength(2); // the mailbox's and the requester's, once each
  });

  it('shortens a 5,000-character file name keeping its extension, and mails it', async () => {
    const fields = request();
    const long = `${'a'.repeat(5000)}.pdf`;
    const r = await sendSupport(fields, [{ name: long, data: PDF }]);
    expect(r.status).toBe(202);
    const [row] = await stored(fields.subject);
    const [name] = (row.payload as unknown as { attachments: string[] }).attachments;
    expect(name).toMatch(/^a+\.pdf$/);
    expect(name.length).toBeLessThanOrEqual(100);
  });

  it('treats a name ending in an inherited property name as an unknown type, not a 500', async () => {
    for (const ext of ['__proto__', 'constructor', 'toString']) {
      const r = await sendSupport(request(), [{ name: `x.${ext}`, data: PDF }]);
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/only pdf, jpg, jpeg and png files are accepted/);
    }
  });

  it('deletes the uploads once they are mailed', async () => {
    const fields = request();
    expect((await sendSupport(fields, [{ name: 'gone.pdf', data: PDF }])).status).toBe(202);
    await smtp.waitFor((m) => m.subject === fields.subject && m.to.includes(WARRANTY));
    await until(async () => (await uploadsLeft()) === 0, 'the uploads folder to be emptied');
  });
});

describe('GET /salesstaff (spec 001 §3)', () => {
  it('answers every rep with the spec fields, across territories', async () => {
    const r = await call(server, 'GET', '/salesstaff', { token: empty.token });
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThanOrEqual(10);
    for (const s of r.body)
      expect(Object.keys(s).sort()).toEqual(
        [
          'emailAddr',
          'repPhone',
          'repTitle',
          'salesRepDescr',
          'salesRepId',
          'territoryDescr',
          'territoryId',
        ].sort(),
      );
    expect(
      new Set(r.body.map((s: { territoryId: string }) => s.territoryId)).size,
    ).toBeGreaterThanOrEqual(8);
    // The rep the contacts page overrides (requirements 001 §2).
    expect(
      r.body.find((s: { salesRepDescr: string }) => s.salesRepDescr === 'Priya Shah'),
    ).toMatchObject({
      repTitle: 'Error',
      repPhone: 'Error',
    });
    expect((await call(server, 'GET', '/salesstaff')).status).toBe(401);
  });
});

describe('GET /profile/{id} and /profile/{id}/user/{userId}', () => {
  it("answers the dealer's rows with the wire names, main office and departments", async () => {
    const r = await call(server, 'GET', '/profile/1001', { token: buyer.token });
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThan(1);
    expect(new Set(r.body.map((p: { tpNameX: string }) => p.tpNameX))).toEqual(new Set(['D1001']));
    const types = r.body.map((p: { addrTypeC: string }) => p.addrTypeC);
    expect(types).toContain('MAIN');
    expect(types).toContain('DEPT');
    expect(Object.keys(r.body[0]).sort()).toEqual(
      [
        'addrTypeC',
        'addrX',
        'contactNameX',
        'deptX',
        'emailAddressX',
        'locationX',
        'phoneX',
        'titleX',
        'tpNameX',
      ].sort(),
    );
  });

  it('a dealer reads only its own profile; staff read any; the empty dealer has none', async () => {
    expect((await call(server, 'GET', '/profile/1002', { token: buyer.token })).status).toBe(403);
    const other = await call(server, 'GET', '/profile/1002', { token: admin.token });
    expect(other.status).toBe(200);
    expect(other.body[0].tpNameX).toBe('D1002');
    expect((await call(server, 'GET', '/profile/999999', { token: admin.token })).status).toBe(404);
    const none = await call(server, 'GET', '/profile/1006', { token: empty.token });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('a user reads their own record; an admin reads any; others are refused', async () => {
    const own = await call(server, 'GET', `/profile/1001/user/${buyer.id}`, { token: buyer.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ email: 'buyer@portal.test', tradingPartnerId: 1001 });
    expect(own.body.passwordHash).toBeUndefined();
    const viewer = await login(server, 'viewer');
    expect(
      (await call(server, 'GET', `/profile/1001/user/${viewer.id}`, { token: buyer.token })).status,
    ).toBe(403);
    expect(
      (await call(server, 'GET', `/profile/1001/user/${viewer.id}`, { token: admin.token })).status,
    ).toBe(200);
    // The user exists but belongs to another dealer.
    expect(
      (await call(server, 'GET', `/profile/1002/user/${buyer.id}`, { token: admin.token })).status,
    ).toBe(404);
  });
});

describe('document library (spec 001 §3, §7)', () => {
  it('staff with no dealer chosen read the whole library', async () => {
    const sales = await login(server, 'sales');
    for (const token of [admin.token, sales.token]) {
      for (const path of ['/api/blob-library', '/api/pdf-library']) {
        const r = await call(server, 'GET', path, { token });
        expect([path, r.status]).toEqual([path, 200]);
        expect(Object.keys(r.body).length).toBeGreaterThan(5);
      }
    }
  });

  it('answers category → documents under both names, 30+ documents across the tab rules', async () => {
    const blob = await call(server, 'GET', '/api/blob-library', { token: buyer.token });
    const pdf = await call(server, 'GET', '/api/pdf-library', { token: buyer.token });
    expect(blob.status).toBe(200);
    expect(pdf.body).toEqual(blob.body);
    const categories = Object.keys(blob.body);
    for (const c of [
      'Resources',
      'Advertising',
      'Forms',
      'Operator Manuals',
      'Danfoss Plus1 Programs',
    ])
      expect(categories).toContain(c);
    expect(categories.some((c) => /\bCAD\b/.test(c))).toBe(true);
    expect(categories.some((c) => /\bUSD\b/.test(c))).toBe(true);
    for (const w of ['Canada', 'Offshore', 'United'])
      expect(categories.some((c) => c.startsWith(w))).toBe(true);
    const docs = Object.values(blob.body).flat() as {
      id: number;
      name: string;
      path: string;
      lastModified: string;
    }[];
    expect(docs.length).toBeGreaterThanOrEqual(30);
    for (const d of docs) {
      expect(typeof d.id).toBe('number');
      expect(d.path).toMatch(/^\/api\/blob\/Documents\//);
      expect(Number.isNaN(Date.parse(d.lastModified))).toBe(false);
    }
  });

  it('serves real PNG thumbnails and real PDFs, and 404 for unknown ones', async () => {
    const get = (path: string) =>
      fetch(`${server.url}/api${path}`, {
        headers: { authorization: `Bearer ${buyer.token}`, 'X-Dealer-Id': '1001' },
      });
    const thumb = await get(
      `/api/pdf-library/thumbnail/Forms/${encodeURIComponent('Credit Application.pdf')}`,
    );
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await thumb.arrayBuffer());
    expect(png.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    // A page's proportions (A4), drawn from the document itself: another title, another image.
    const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(w).toBe(120);
    expect(h / w).toBeCloseTo(841.89 / 595.28, 1);
    const other = await get(
      `/api/pdf-library/thumbnail/Operator%20Manuals/${encodeURIComponent('Supreme 900-1900TR Operator Manual.pdf')}`,
    );
    expect(other.status).toBe(200);
    expect(Buffer.from(await other.arrayBuffer()).equals(png)).toBe(false);
    const file = await get(
      `/api/pdf-library/Forms/${encodeURIComponent('Credit Application.pdf')}`,
    );
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const direct = await get(
      `/api/blob/Documents/Forms/${encodeURIComponent('Credit Application.pdf')}?download=true`,
    );
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await get('/api/pdf-library/thumbnail/Forms/nothing.pdf')).status).toBe(404);
    expect((await get('/api/pdf-library/Forms/nothing.pdf')).status).toBe(404);
    expect((await get('/api/pdf-library/Forms/..%2F..%2Fetc')).status).toBeGreaterThanOrEqual(400);
    expect((await fetch(`${server.url}/api/api/pdf-library`)).status).toBe(401);
  });
});
