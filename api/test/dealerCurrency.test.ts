import { inflateSync } from 'node:zlib';
import { formatMoney } from '@portal/shared/contract/money';
import { claimToday } from '@portal/shared/warranty/claimRules';
import { call, login, startServer, type Session, type TestServer } from './support/server';
import { SmtpPeer } from './support/smtpPeer';

// A dealer's money in its own currency on what the server writes: the invoice PDF and the
// warranty claim's mail (a Canadian dealer's in CDN, a United States dealer's in USD), against
// the real server over HTTP.
let server: TestServer;
let smtp: SmtpPeer;
let buyer: Session;
let canada: Session;

beforeAll(async () => {
  smtp = await SmtpPeer.start();
  server = await startServer({ SMTP_URL: smtp.url });
  [buyer, canada] = await Promise.all([login(server, 'buyer'), login(server, 'canada')]);
});
afterAll(async () => {
  await server.stop();
  await smtp.down();
});

/** The text pdf-lib drew: its content streams inflated, each hex string shown decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      content = m[1];
    }
    for (const h of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      texts.push(Buffer.from(h[1], 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

async function firstInvoice(s: Session) {
  const list = await call<{ rows: { invoiceNumber: string; invoiceAmount: number }[] }>(
    server,
    'GET',
    `/allinvoices/${s.dealerId}?page=1&pageSize=1`,
    { token: s.token },
  );
  expect(list.status).toBe(200);
  return list.body.rows[0];
}

async function invoicePdfText(s: Session, invoiceNumber: string) {
  const found = await call<{ path: string }>(
    server,
    'GET',
    `/api/files/find/Invoices/${encodeURIComponent(invoiceNumber)}`,
    { token: s.token },
  );
  expect(found.status).toBe(200);
  const res = await fetch(
    `${server.url}/api/api/blob/${encodeURI(found.body.path)}?download=true`,
    {
      headers: { authorization: `Bearer ${s.token}` },
    },
  );
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

describe("the invoice PDF in the dealer's currency", () => {
  it.each([
    ['buyer', 'USD', /^\$[\d,]+\.\d\d$/],
    ['canada', 'CDN', /^CA\$[\d,]+\.\d\d$/],
  ] as const)('%s (%s)', async (who, currency, form) => {
    const s = who === 'buyer' ? buyer : canada;
    const invoice = await firstInvoice(s);
    const text = await invoicePdfText(s, invoice.invoiceNumber);
    const amount = formatMoney(invoice.invoiceAmount, currency, 'en');
    expect(amount).toMatch(form);
    expect(text.split('\n')).toContain(amount);
    expect(text).not.toMatch(currency === 'CDN' ? /USD|(^|\s)\$\d/m : /CA\$/);
  });
});

describe("the warranty claim's mail in the dealer's currency", () => {
  it("a Canadian dealer's claim is mailed with its credit in CDN", async () => {
    const units = await call<{ serialNo: string; status?: string }[]>(
      server,
      'GET',
      `/pulltypestockunits/${canada.dealerId}`,
      { token: canada.token },
    );
    const serial = units.body.find((u) => !u.status)!.serialNo;
    const day = (n: number) =>
      new Date(Date.parse(`${claimToday()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const form = new FormData();
    form.append(
      'claim',
      JSON.stringify({
        serial,
        failureDate: day(3),
        repairDate: day(1),
        hours: 900,
        failureKind: 'other',
        authorizationNumber: '',
        complaint: `Auger stalls ${Date.now()}`,
        cause: 'Bearing worn',
        correction: 'Replaced bearing',
        parts: [{ partNumber: 'BRG-100', quantity: 2, dealerCost: 45.5 }],
        labourHours: 2.5,
      }),
    );
    for (const [field, name, bytes] of [
      ['failurePhotos', 'a.png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]],
      ['failurePhotos', 'b.png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 2]],
      ['serialPhotos', 'plate.png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 3]],
    ] as const)
      form.append(field, new Blob([Buffer.from(bytes)]), name);
    const res = await fetch(`${server.url}/api/service/claims`, {
      method: 'POST',
      headers: { authorization: `Bearer ${canada.token}`, 'idempotency-key': `cdn-${Date.now()}` },
      body: form,
    });
    const filed = (await res.json()) as { claimNumber: string };
    expect(res.status).toBe(201);
    const [mail] = await smtp.waitFor((m) => m.subject.includes(filed.claimNumber));
    const text = mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    // 2.5 h × 125 = 312.50; 2 × 45.50 = 91.00 + 10% = 100.10; 412.60 in all.
    for (const amount of ['CA$45.50', 'CA$312.50', 'CA$100.10', 'CA$412.60'])
      expect(text).toContain(amount);
    expect(text).not.toMatch(/[^A]\$\d/);
  });
});
