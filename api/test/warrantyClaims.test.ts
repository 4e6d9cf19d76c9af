import { call, login, startServer, type Session, type TestServer } from './support/server';
import { pulledEvents } from './support/events';
import { SmtpPeer } from './support/smtpPeer';
import { warranty } from './support/forms';
import { dayBefore, failure2, fileClaim, today, validClaim, type Photo } from './support/claims';
import {
  businessDaysBefore,
  claimCredit,
  type ClaimInput,
} from '@portal/shared/warranty/claimRules';

// A warranty claim filed online, every rule of the warranty statement at its
// boundary, against the real server over HTTP.
let server: TestServer;
let smtp: SmtpPeer;
let buyer: Session;
let viewer: Session;
let sales: Session;
let buyer2: Session;
/** Serials of dealer 1001 in each standing, and one of dealer 1002. */
const serials = { stock: '', soldRegistered: '', soldUnregistered: '', otherDealers: '' };
const WARRANTY = 'warranty@supreme-dealers.example.com';

const businessDaysAgo = (n: number) => businessDaysBefore(today, n);
const claim = (overrides: Partial<ClaimInput> = {}) => validClaim(serials.stock, overrides);

const file = (
  c: object,
  photos: { failure?: Photo[]; serial?: Photo[] } = {},
  opts: { token?: string; key?: string; headers?: Record<string, string> } = {},
) => fileClaim(server, opts.token ?? buyer.token, c, photos, opts);

const openClaims = async (search: string, token = buyer.token) =>
  (
    await call<{ rows: { calL_NO_X: string; current_status: string; call_status: string }[] }>(
      server,
      'GET',
      `/servicewarrantycalls/1001?page=1&pageSize=50&view=open&q=${encodeURIComponent(search)}`,
      { token },
    )
  ).body.rows;

beforeAll(async () => {
  smtp = await SmtpPeer.start();
  // This file files many claims as one buyer; the per-user limits are tested in claimLimits.
  server = await startServer({ SMTP_URL: smtp.url, CLAIMS_PER_HOUR: '1000' });
  [buyer, viewer, sales, buyer2] = await Promise.all(
    ['buyer', 'viewer', 'sales', 'buyer2'].map((k) => login(server, k)),
  );
  const units = async (dealer: number, token: string) =>
    (
      await call<{ serialNo: string; status?: string }[]>(
        server,
        'GET',
        `/pulltypestockunits/${dealer}`,
        { token },
      )
    ).body;
  serials.stock = (await units(1001, buyer.token)).find((u) => !u.status)!.serialNo;
  serials.otherDealers = (await units(1002, buyer2.token))[0].serialNo;
  // Shipped on an order and not in stock: sold (decision 0047).
  const orders = await call<{ lotSerial: string; scheduleStatus: string }[]>(
    server,
    'GET',
    '/wholegoodsall/1001',
    { token: buyer.token },
  );
  const shipped = orders.body.filter((o) => o.scheduleStatus === 'Shipped').map((o) => o.lotSerial);
  [serials.soldRegistered, serials.soldUnregistered] = shipped;
  const sent = await call(server, 'POST', '/api/send-email', {
    token: buyer.token,
    body: { kind: 'warranty', form: warranty({ serialNumber: serials.soldRegistered }) },
  });
  expect(sent.status).toBe(201);
});
afterAll(async () => {
  await server.stop();
  await smtp.down();
});

describe('POST /service/claims', () => {
  it('stores a claim, shows it in Open Claims as Submitted and mails it with its photos', async () => {
    const c = claim({ complaint: `Auger stalls ${Date.now()}` });
    const r = await file(c);
    expect(r.status).toBe(201);
    expect(r.body.claimNumber).toMatch(/^WEB\d{6}$/);
    // 2.5 h × $125 = $312.50; 2 × $45.50 = $91.00 + 10% = $100.10.
    expect(r.body.creditCents).toBe(31_250 + 10_010);
    const rows = await openClaims(r.body.claimNumber!);
    expect(rows).toEqual([
      expect.objectContaining({
        calL_NO_X: r.body.claimNumber,
        call_status: 'Open',
        current_status: 'Submitted',
      }),
    ]);
    const [mail] = await smtp.waitFor((m) => m.subject.includes(r.body.claimNumber!));
    expect(mail.to).toEqual([WARRANTY]);
    expect(mail.subject).toBe(`Warranty Claim ${r.body.claimNumber} - Serial #${serials.stock}`);
    for (const name of ['failure-gearbox.jpg', 'failure-leak.png', 'serial-plate-plate.pdf'])
      expect(mail.raw).toMatch(new RegExp(`filename="?${name.replace(/\./g, '\\.')}`));
    // Its event for the manufacturer: the whole claim, its photos named.
    const admin = await login(server, 'admin');
    const key = (
      await call(server, 'POST', '/service-accounts', { token: admin.token, body: { name: 'erp' } })
    ).body.key;
    const events = (await pulledEvents(server, key, 'warranty-claim.submitted')).filter(
      (e) => e.data.claimNumber === r.body.claimNumber,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      subject: `claim:${r.body.claimNumber}`,
      data: { serial: serials.stock, complaint: c.complaint, creditCents: r.body.creditCents },
    });
    expect(events[0].data.photos).toHaveLength(3);
  });

  it('computes the credit: labour at $125.00 an hour, parts at dealer cost + 10%', () => {
    expect(claimCredit({ labourHours: 1, parts: [] })).toEqual({
      labourCents: 12_500,
      partsCents: 0,
      totalCents: 12_500,
    });
    expect(
      claimCredit({
        labourHours: 0.3,
        parts: [
          { partNumber: 'A', quantity: 3, dealerCost: 10.05 },
          { partNumber: 'B', quantity: 1, dealerCost: 0.99 },
        ],
      }),
    ).toEqual({ labourCents: 3_750, partsCents: 3_425, totalCents: 7_175 });
  });

  describe('14 business days from repair completion', () => {
    it.each([
      [13, 201],
      [14, 201],
      [15, 400],
    ])('%i business days after repair → %i', async (n, status) => {
      const repairDate = businessDaysAgo(n);
      const r = await file(claim({ repairDate, failureDate: repairDate }));
      expect(r.status).toBe(status);
      if (status === 400)
        expect(r.body.message).toMatch(/within 14 business days of repair completion/);
    });
  });

  describe('45 days from failure', () => {
    it.each([
      [45, 201],
      [46, 400],
    ])('failure %i days ago → %i', async (n, status) => {
      const r = await file(claim({ failureDate: dayBefore(today, n), repairDate: today }));
      expect(r.status).toBe(status);
      if (status === 400) expect(r.body.message).toMatch(/within 45 days of failure/);
    });
  });

  describe('minimum claim $100', () => {
    it.each([
      [90.9, 400], // $90.90 + $9.09 = $99.99
      [90.91, 201], // $90.91 + $9.09 = $100.00
    ])('parts at %d → %i', async (dealerCost, status) => {
      const r = await file(
        claim({ labourHours: 0, parts: [{ partNumber: 'P-1', quantity: 1, dealerCost }] }),
      );
      expect(r.status).toBe(status);
      if (status === 400) expect(r.body.message).toBe('The minimum claim is $100.00');
      else expect(r.body.creditCents).toBe(10_000);
    });
  });

  describe('major drive components declined beyond 5,000 hours', () => {
    it.each([
      [4_999, 201],
      [5_000, 201],
      [5_001, 400],
    ])('%i hours → %i', async (hours, status) => {
      const r = await file(
        claim({ hours, failureKind: 'majorDrive', authorizationNumber: 'AUTH-77' }),
      );
      expect(r.status).toBe(status);
      if (status === 400)
        expect(r.body.message).toBe('Major drive components are declined beyond 5,000 hours');
    });

    it('accepts a hydraulic failure beyond 5,000 hours', async () => {
      const r = await file(
        claim({ hours: 9_000, failureKind: 'hydraulic', authorizationNumber: 'A-1' }),
      );
      expect(r.status).toBe(201);
    });
  });

  describe('authorization number', () => {
    it.each(['majorDrive', 'hydraulic'] as const)('is required for a %s failure', async (kind) => {
      const r = await file(claim({ failureKind: kind, authorizationNumber: ' ' }));
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(
        'An authorization number is required for a major drive or hydraulic failure',
      );
    });
  });

  describe('photos', () => {
    it('refuses 1 failure photo and accepts 2', async () => {
      const one = await file(claim(), { failure: failure2.slice(0, 1) });
      expect(one.status).toBe(400);
      expect(one.body.message).toBe('At least 2 photos of the failure are required');
      expect((await file(claim(), { failure: failure2 })).status).toBe(201);
    });

    it('refuses a claim without a photo of the serial plate', async () => {
      const r = await file(claim(), { serial: [] });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('At least 1 photo of the serial plate is required');
    });

    it('checks a photo by its content, not its name', async () => {
      const r = await file(claim(), {
        failure: [failure2[0], { name: 'fake.png', data: Buffer.from('not a picture') }],
      });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('Attachment fake.png: its content is not a png file');
    });
  });

  describe('the serial', () => {
    it("refuses another dealer's serial", async () => {
      const r = await file(claim({ serial: serials.otherDealers }));
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(
        `Serial Number ${serials.otherDealers} is not a unit of your dealership`,
      );
    });

    it('refuses a sold unit that is not registered, and accepts it once registered', async () => {
      const r = await file(claim({ serial: serials.soldUnregistered }));
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/is sold but not registered/);
      expect((await file(claim({ serial: serials.soldRegistered }))).status).toBe(201);
    });
  });

  it('names a malformed claim field in a 400', async () => {
    const r = await file({ ...claim(), hours: 'many' });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^claim\/hours: /);
  });

  describe('every figure bounded (decision 0089)', () => {
    it('refuses figures beyond their bounds with a 400 naming each field', async () => {
      const r = await file(
        claim({
          hours: 1e9,
          labourHours: 1e9,
          parts: [
            { partNumber: 'A', quantity: 10_000, dealerCost: 1 },
            { partNumber: 'B', quantity: 1, dealerCost: 1_000_000 },
            { partNumber: 'C', quantity: 1, dealerCost: 0.001 },
          ],
        }),
      );
      expect(r.status).toBe(400);
      expect(r.body.message!.split('; ')).toEqual([
        'Hours cannot be more than 99,999',
        'Labour Hours cannot be more than 999',
        'Part 1: the quantity cannot be more than 9,999',
        'Part 2: the dealer cost cannot be more than $999,999.99',
        'Part 3: the dealer cost must be in whole cents',
        'The claimed credit cannot be more than $999,999.99',
      ]);
    });

    it('refuses a credit beyond $999,999.99 that each figure alone allows', async () => {
      const r = await file(
        claim({ parts: [{ partNumber: 'A', quantity: 9_999, dealerCost: 999_999.99 }] }),
      );
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('The claimed credit cannot be more than $999,999.99');
    });

    it('accepts every figure at its bound, the credit counted exactly in cents', async () => {
      const r = await file(
        claim({
          hours: 99_999,
          labourHours: 999,
          parts: [{ partNumber: 'A', quantity: 9_999, dealerCost: 69.99 }],
        }),
      );
      expect(r.status).toBe(201);
      // 999 h × $125 = $124,875.00; 9,999 × $69.99 = $699,830.01, + 10% ($69,983.00).
      expect(r.body.creditCents).toBe(12_487_500 + 69_983_001 + 6_998_300);
    });
  });

  it('answers a NUL character in any text of the claim with a 400 naming it, not a 500', async () => {
    const serial = await file(claim({ serial: `${serials.stock}\u0000` }));
    expect(serial.status).toBe(400);
    expect(serial.body.message).toBe('claim.serial contains a NUL character');
    const part = await file(
      claim({ parts: [{ partNumber: 'BRG\u0000100', quantity: 2, dealerCost: 45.5 }] }),
    );
    expect(part.status).toBe(400);
    expect(part.body.message).toBe('claim.parts.0.partNumber contains a NUL character');
  });

  it('stores one claim for a double submit sent in parallel', async () => {
    const c = claim({ complaint: `Double click ${Date.now()}` });
    const key = `double-${Date.now()}`;
    const answers = await Promise.all([1, 2, 3].map(() => file(c, {}, { key })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const numbers = new Set(answers.map((a) => a.body.claimNumber));
    expect(numbers.size).toBe(1);
    expect(await openClaims(c.complaint)).toHaveLength(1);
    // The same key with another claim is a client fault, not a silent 'Already received'.
    const other = await file({ ...c, hours: 1 }, {}, { key });
    expect(other.status).toBe(409);
  });

  describe('who may file', () => {
    it('refuses a DealerViewer', async () => {
      expect((await file(claim(), {}, { token: viewer.token })).status).toBe(403);
    });

    it('lets staff file for the dealer they act for, and only its serials', async () => {
      const mine = await file(
        claim(),
        {},
        { token: sales.token, headers: { 'X-Dealer-Id': '1001' } },
      );
      expect(mine.status).toBe(201);
      const other = await file(
        claim(),
        {},
        {
          token: sales.token,
          headers: { 'X-Dealer-Id': '1002' },
        },
      );
      expect(other.status).toBe(400);
    });

    it("refuses a dealer's buyer acting for another dealer", async () => {
      const r = await file(claim(), {}, { token: buyer.token, headers: { 'X-Dealer-Id': '1002' } });
      expect(r.status).toBe(403);
    });
  });
});
