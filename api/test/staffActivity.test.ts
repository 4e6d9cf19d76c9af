import { call, login, startServer, type Session, type TestServer } from './support/server';
import { pdi } from './support/forms';
import { WHAT } from '../src/services/actingFor';
import sharedEnglish from '../../shared/src/messages/en.json';
import sharedFrench from '../../shared/src/messages/fr-CA.json';

// What staff did while acting for a dealer, reads summarised per visit, in the
// dealer's own view and in the admin's audit log.
let server: TestServer;
let sales: Session;
let admin: Session;
let dealer: Session;
const DEALER = 1005;

beforeAll(async () => {
  server = await startServer();
  [sales, admin, dealer] = await Promise.all(
    ['sales', 'admin', 'offshore'].map((k) => login(server, k)),
  );
});
afterAll(() => server.stop());

const read = (path: string) =>
  call(server, 'GET', path.replace(':id', String(DEALER)), { token: sales.token });

interface Activity {
  at: string;
  until: string | null;
  who: string;
  what: string;
}

describe('staff acting for a dealer', () => {
  it('writes one visit for many reads, parallel ones too, naming each screen once', async () => {
    const reads = [
      ...Array(8).fill('/servicewarrantycalls/:id?page=1&pageSize=10&view=open'),
      '/allinvoices/:id',
      '/servicewarrantycalls/:id',
    ];
    const answers = await Promise.all(reads.map(read));
    expect(answers.map((a) => a.status)).toEqual(reads.map(() => 200));
    expect((await read('/summary/:id')).status).toBe(200);

    const log = await call(server, 'GET', `/audit?dealer=${DEALER}`, { token: admin.token });
    const visits = log.body.filter((r: { action: string }) => r.action === 'dealer-visit');
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ userEmail: 'sales@portal.test', dealerId: DEALER });
    expect(visits[0].detail.split(', ').sort()).toEqual(['Claims', 'Home', 'Invoices']);
    expect(Date.parse(visits[0].lastAt)).toBeGreaterThanOrEqual(Date.parse(visits[0].at));
    expect(log.body.filter((r: { action: string }) => r.action === 'act-as-dealer')).toEqual([]);
  });

  it('writes a screen read again within the minute nothing more; a new screen joins the visit', async () => {
    const visit = async () => {
      const log = await call(server, 'GET', `/audit?dealer=${DEALER}`, { token: admin.token });
      return log.body.find((r: { action: string }) => r.action === 'dealer-visit');
    };
    const before = await visit();
    // Decision 0077: the same screens again, in parallel, within a minute of their writing.
    const again = await Promise.all(
      ['/servicewarrantycalls/:id', '/allinvoices/:id', '/summary/:id'].map(read),
    );
    expect(again.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await visit()).toEqual(before);
    expect((await read('/dealers/:id')).status).toBe(200);
    const after = await visit();
    expect(after.id).toBe(before.id);
    expect(after.detail.split(', ').sort()).toEqual([
      'Claims',
      'Dealer Profile',
      'Home',
      'Invoices',
    ]);
    expect(Date.parse(after.lastAt)).toBeGreaterThan(Date.parse(before.lastAt));
  });

  it('writes a change as its own row, and shows both to the dealer under its profile', async () => {
    const sent = await call(server, 'POST', '/api/send-email', {
      token: sales.token,
      headers: { 'X-Dealer-Id': String(DEALER) },
      body: { kind: 'pdi', form: pdi() },
    });
    expect(sent.status).toBe(201);

    const mine = await call<Activity[]>(server, 'GET', `/profile/${DEALER}/staff-activity`, {
      token: dealer.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.map((a) => [a.who, a.what.replace(/Viewed .*/, 'Viewed')])).toEqual([
      ['sales@portal.test', 'Sent a PDI or warranty registration'],
      ['sales@portal.test', 'Viewed'],
    ]);
    expect(mine.body[1].until).not.toBeNull();
  });

  it("does not list the dealer's own users' doings", async () => {
    await call(server, 'GET', `/servicewarrantycalls/${DEALER}`, { token: dealer.token });
    const mine = await call<Activity[]>(server, 'GET', `/profile/${DEALER}/staff-activity`, {
      token: dealer.token,
    });
    expect(mine.body.every((a) => a.who === 'sales@portal.test')).toBe(true);
  });

  it('writes a dealer pick once, in words, never also as its request', async () => {
    const picks = await Promise.all(
      [1, 2].map(() =>
        call(server, 'POST', '/dealerview/select', {
          token: sales.token,
          headers: { 'X-Dealer-Id': String(DEALER) },
        }),
      ),
    );
    expect(picks.map((p) => p.status)).toEqual([200, 200]);
    const log = await call(server, 'GET', `/audit?dealer=${DEALER}`, { token: admin.token });
    const rows = log.body as { action: string; detail: string | null }[];
    expect(rows.filter((r) => r.action === 'dealer-selected')).toHaveLength(2);
    expect(rows.filter((r) => (r.detail ?? '').includes('/dealerview/select'))).toEqual([]);
    const mine = await call<(Activity & { action: string; detail: string | null })[]>(
      server,
      'GET',
      `/profile/${DEALER}/staff-activity`,
      { token: dealer.token },
    );
    expect(mine.body.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'dealer-selected', detail: null }),
      expect.objectContaining({ action: 'dealer-selected', detail: null }),
    ]);
  });

  it('records only screen names the browser can word in French', () => {
    const missing = Object.values(WHAT).filter(
      (name) => !Object.hasOwn(sharedEnglish, name) || !Object.hasOwn(sharedFrench, name),
    );
    expect(missing).toEqual([]);
  });
});
