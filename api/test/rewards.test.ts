import { call, login, startServer, type TestServer } from './support/server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = (await login(server, 'admin')).token;
});
afterAll(() => server.stop());

// Requirements 001 §3 'Rewards data', plus the currentStatus the home page reads (requirements 000 §3).
const NUMBERS = [
  'totalPoints',
  'supremeVisits',
  'annualPlanningPoints',
  'midYearReviewPoints',
  'serviceTrainings',
  'salesTrainings',
  'tradeshowParticipations',
  'dealerFundedAds',
  'farmVisits',
  'segueWarrantyPoints',
  'singleAugerPoints',
  'twinAugerPoints',
  'tripleAugerPoints',
  'deliveryBoxPoints',
  'truckChassisPoints',
  'partsPoints',
] as const;
const FLAGS = ['isExclusive', 'maintainsInventory', 'isPanelParticipant'] as const;
const TEXTS = ['division', 'salesTerritory', 'currentStatus'] as const;
const FIELDS: string[] = [...NUMBERS, ...FLAGS, ...TEXTS];

type Rewards = Record<(typeof NUMBERS)[number], number> &
  Record<(typeof FLAGS)[number], boolean> &
  Record<(typeof TEXTS)[number], string>;

/** The points table of requirements 001 §9, written out here apart from the browser's copy. */
function pointsByTable(r: Rewards): number {
  return (
    (r.maintainsInventory ? 10 : 0) + // Dealer stock of 5+ units average: 10
    (r.isExclusive ? 15 : 0) + // Exclusivity: 15
    Math.min(2 * (r.serviceTrainings + r.salesTrainings), 10) + // 2 per participant, max 10
    r.annualPlanningPoints + // Annual planning: 15
    r.midYearReviewPoints + // Mid-year review: 5
    Math.min(3 * r.tradeshowParticipations, 6) + // Tradeshow: 3 each, max 6
    Math.min(r.dealerFundedAds, 5) + // Dealer-funded ad: 1 per campaign, max 5
    Math.min(r.farmVisits, 10) + // Farm visit: 1 per visit, max 10
    (r.isPanelParticipant ? 10 : 0) + // Dealer panel participant: 10
    r.segueWarrantyPoints +
    r.singleAugerPoints +
    r.twinAugerPoints +
    r.tripleAugerPoints +
    r.deliveryBoxPoints +
    r.truckChassisPoints + // warranty cards, unlimited
    r.partsPoints // 2 points per $50K, unlimited
  );
}

// The seed puts a dealer on every tier boundary. The server's status follows the points, except
// D1001's: it keeps last year's Silver at 49 points (tracking to retain it), so the browser's
// "the server's current status" rule has a dealer where it differs from the points.
const BOUNDARIES: [number, number, string][] = [
  [1006, 0, 'STARTER'],
  [1007, 1, 'BRONZE'],
  [1001, 49, 'SILVER'],
  [1008, 50, 'SILVER'],
  [1009, 99, 'SILVER'],
  [1002, 100, 'GOLD'],
  [1010, 149, 'GOLD'],
  [1004, 150, 'PLATINUM'],
  [1011, 199, 'PLATINUM'],
  [1012, 200, 'SUPREME ELITE'],
  [1003, 260, 'SUPREME ELITE'],
];

describe('GET /rewards/{id} and /rewards_fast/{id} (spec 001 §3, §9)', () => {
  it('answers every rewards field for the dealer, typed, on both paths', async () => {
    const buyer = await login(server, 'buyer');
    for (const path of ['/rewards/1001', '/rewards_fast/1001']) {
      const r = await call(server, 'GET', path, { token: buyer.token });
      expect(r.status).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual([...FIELDS].sort());
      for (const f of NUMBERS) expect([f, Number.isInteger(r.body[f])]).toEqual([f, true]);
      for (const f of FLAGS) expect([f, typeof r.body[f]]).toEqual([f, 'boolean']);
      expect(r.body).toMatchObject({
        totalPoints: 49,
        currentStatus: 'SILVER',
        division: 'United States',
        salesTerritory: 'Midwest',
      });
    }
  });

  it.each(BOUNDARIES)(
    'dealer %i has %i points, status %s, and counters that add up to the total',
    async (id, points, status) => {
      for (const path of [`/rewards/${id}`, `/rewards_fast/${id}`]) {
        const r = await call<Rewards>(server, 'GET', path, { token: admin });
        expect(r.status).toBe(200);
        expect(r.body).toMatchObject({ totalPoints: points, currentStatus: status });
        expect(pointsByTable(r.body)).toBe(points);
      }
    },
  );

  it('answers an empty object for an Offshore dealer (no program), to its users and to staff', async () => {
    const offshore = await login(server, 'offshore');
    for (const path of ['/rewards/1005', '/rewards_fast/1005']) {
      for (const token of [offshore.token, admin]) {
        const r = await call(server, 'GET', path, { token });
        expect(r.status).toBe(200);
        expect(r.body).toEqual({});
      }
    }
  });

  it('is open to every signed-in role: dealer users for their own dealer, staff for any', async () => {
    for (const key of ['viewer', 'buyer', 'sales', 'admin']) {
      const { token } = await login(server, key);
      const r = await call(server, 'GET', '/rewards_fast/1001', { token });
      expect([key, r.status, r.body.totalPoints]).toEqual([key, 200, 49]);
    }
  });

  it("refuses another dealer's rewards to a dealer user, by path and by X-Dealer-Id", async () => {
    const buyer = await login(server, 'buyer');
    const byPath = await call(server, 'GET', '/rewards/1002', { token: buyer.token });
    expect(byPath.status).toBe(403);
    expect(byPath.body.message).toBe('You may only see your own dealer');
    const byHeader = await call(server, 'GET', '/rewards_fast/1001', {
      token: buyer.token,
      headers: { 'X-Dealer-Id': '1002' },
    });
    expect(byHeader.status).toBe(403);
    expect(JSON.stringify([byPath.body, byHeader.body])).not.toContain('totalPoints');
  });

  it('answers 401 without a token, 400 for an id that is not a number, 404 for no such dealer', async () => {
    const anonymous = await call(server, 'GET', '/rewards/1001');
    expect(anonymous.status).toBe(401);
    const odd = await call(server, 'GET', '/rewards/abc', { token: admin });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toMatch(/id/);
    const missing = await call(server, 'GET', '/rewards_fast/999999', { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Dealer 999999 not found');
  });
});
