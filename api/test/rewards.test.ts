import { call, login, startServer, type TestServer } from './support/server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = (await login(server, 'admin')).token;
});
afterAll(() => server.stop());

// Spec 001 §3 'Rewards data', plus the currentStatus the home page reads.
const FIELDS = [
  'totalPoints',
  'supremeVisits',
  'annualPlanningPoints',
  'midYearReviewPoints',
  'serviceTrainings',
  'salesTrainings',
  'tradeshowParticipations',
  'dealerFundedAds',
  'farmVisits',
  'isExclusive',
  'maintainsInventory',
  'isPanelParticipant',
  'segueWarrantyPoints',
  'singleAugerPoints',
  'twinAugerPoints',
  'tripleAugerPoints',
  'deliveryBoxPoints',
  'truckChassisPoints',
  'partsPoints',
  'division',
  'salesTerritory',
  'currentStatus',
];

describe('GET /rewards/{id} and /rewards_fast/{id} (spec 001 §3, §9)', () => {
  it('answers every rewards field for the dealer, on both paths', async () => {
    const buyer = await login(server, 'buyer');
    for (const path of ['/rewards/1001', '/rewards_fast/1001']) {
      const r = await call(server, 'GET', path, { token: buyer.token });
      expect(r.status).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual([...FIELDS].sort());
      expect(r.body).toMatchObject({
        totalPoints: 49,
        currentStatus: 'SILVER',
        division: 'United States',
      });
    }
  });

  // The seed puts one dealer on each tier boundary; the server's status follows the points.
  it.each([
    [1006, 0, 'STARTER'],
    [1007, 1, 'BRONZE'],
    [1008, 50, 'SILVER'],
    [1009, 99, 'SILVER'],
    [1002, 100, 'GOLD'],
    [1010, 149, 'GOLD'],
    [1004, 150, 'PLATINUM'],
    [1011, 199, 'PLATINUM'],
    [1012, 200, 'SUPREME ELITE'],
    [1003, 260, 'SUPREME ELITE'],
  ])('dealer %i has %i points and status %s', async (id, points, status) => {
    const r = await call(server, 'GET', `/rewards/${id}`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ totalPoints: points, currentStatus: status });
  });

  it('answers an empty object for an Offshore dealer (no program)', async () => {
    const offshore = await login(server, 'offshore');
    const r = await call(server, 'GET', '/rewards/1005', { token: offshore.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({});
  });

  it("refuses another dealer's rewards to a dealer user", async () => {
    const buyer = await login(server, 'buyer');
    const r = await call(server, 'GET', '/rewards/1002', { token: buyer.token });
    expect(r.status).toBe(403);
    expect(JSON.stringify(r.body)).not.toContain('totalPoints');
  });
});
