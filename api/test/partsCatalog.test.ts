import { call, login, startServer, type Session, type TestServer } from './support/server';

// The parts catalogue's reads over HTTP on the seeded catalogue (api/src/seed/partsCatalog): search
// by number, old number and words, a part's page, the dealer's prices, models and diagrams, what a
// viewer is not shown and what bad input is answered.
let server: TestServer;
let buyer: Session;
let viewer: Session;
let big: Session;
let canada: Session;
let sales: Session;

beforeAll(async () => {
  server = await startServer();
  // One at a time: the server takes a few sign-ins at once (auth/signInLimits.ts).
  buyer = await login(server, 'buyer');
  viewer = await login(server, 'viewer');
  big = await login(server, 'big');
  canada = await login(server, 'canada');
  sales = await login(server, 'sales');
});
afterAll(() => server?.stop());

const get = (s: Session, path: string) => call(server, 'GET', path, { token: s.token });
const search = (s: Session, dealer: number, query: string) =>
  get(s, `/parts-catalog/${dealer}/parts?${query}`);
const part = (s: Session, dealer: number, number: string, query = '') =>
  get(s, `/parts-catalog/${dealer}/parts/${encodeURIComponent(number)}${query}`);

describe('search', () => {
  it('finds an exact number first, then the numbers it starts', async () => {
    const exact = await search(buyer, 1001, 'q=sp-100020');
    expect(exact.status).toBe(200);
    expect(exact.body.rows[0]).toMatchObject({ partNumber: 'SP-100020', replaces: null });
    const prefix = await search(buyer, 1001, 'q=SP-10002&pageSize=20');
    expect(prefix.body.total).toBe(10);
    expect(prefix.body.rows.map((r: { partNumber: string }) => r.partNumber)).toEqual(
      Array.from({ length: 10 }, (_, i) => `SP-10002${i}`),
    );
  });

  it('finds the last replacement of an old number, with the chain A → B → C', async () => {
    const r = await search(buyer, 1001, 'q=SP-100003');
    expect(r.body.rows[0]).toMatchObject({
      partNumber: 'SP-100005',
      status: 'active',
      replaces: ['SP-100003', 'SP-100004', 'SP-100005'],
    });
    // The old number itself is not offered beside its replacement.
    expect(r.body.rows.map((x: { partNumber: string }) => x.partNumber)).not.toContain('SP-100003');
  });

  it('finds words of the description in the language asked, accents or not', async () => {
    const fr = await search(
      buyer,
      1001,
      `q=${encodeURIComponent('chaine ROULEAUX')}&language=fr-CA`,
    );
    expect(fr.body.total).toBeGreaterThan(100);
    for (const row of fr.body.rows) expect(row.description).toMatch(/^Chaîne à rouleaux/);
    const en = await search(buyer, 1001, `q=${encodeURIComponent('chaine rouleaux')}&language=en`);
    expect(en.body.total).toBe(0);
    const roller = await search(buyer, 1001, 'q=roller+chain');
    for (const row of roller.body.rows) expect(row.description).toMatch(/^Roller chain/);
  });

  it("finds each typed word as a word's start, French's short words as typed", async () => {
    // The last word is being typed: 'hydr hos' is a start of both words.
    const typing = await search(buyer, 1001, 'q=hydr+hos');
    expect(typing.body.total).toBeGreaterThan(0);
    for (const row of typing.body.rows) expect(row.description).toMatch(/^Hydraulic hose/);
    // Inside a word is not a word's start; a start no word has finds nothing.
    expect((await search(buyer, 1001, 'q=ydraulic')).body.total).toBe(0);
    expect((await search(buyer, 1001, 'q=hose+zzq')).body.total).toBe(0);
    const valves = await search(buyer, 1001, 'q=valv');
    expect(valves.body.total).toBeGreaterThan(0);
    for (const row of valves.body.rows) expect(row.description).toMatch(/\bvalves?\b/i);
    // 'à' and the 'd' of d'huile are words of their own, not the start of every word with a d.
    for (const [q, start] of [
      ["joint d'huile", /^Joint d'huile/],
      ['roulement à bride', /^Roulement à bride/],
    ] as const) {
      const r = await search(buyer, 1001, `q=${encodeURIComponent(q)}&language=fr-CA`);
      expect(r.body.total).toBeGreaterThan(0);
      for (const row of r.body.rows) expect(row.description).toMatch(start);
    }
    // Nothing typed is a word: no description is searched, and nothing is refused.
    const dashes = await search(buyer, 1001, `q=${encodeURIComponent('--')}`);
    expect(dashes.status).toBe(200);
    expect(dashes.body.total).toBe(0);
  });

  it('pages the whole catalogue, each hit with its stock per warehouse', async () => {
    const r = await search(buyer, 1001, 'page=2&pageSize=5');
    // 20,000 parts and more: counted to the cap, the answer says there are more.
    expect(r.body).toMatchObject({ page: 2, pageSize: 5, total: 1000, more: true });
    expect(r.body.rows).toHaveLength(5);
    const first = await search(buyer, 1001, 'page=1&pageSize=10');
    expect(r.body.rows).toEqual(first.body.rows.slice(5));
    const stock = r.body.rows.flatMap((x: { availability: unknown[] }) => x.availability);
    expect(stock.length).toBeGreaterThan(0);
    expect(stock[0]).toEqual(
      expect.objectContaining({ warehouse: expect.stringMatching(/^(AB|KS)$/) }),
    );
    const past = await search(buyer, 1001, 'page=99999&pageSize=100');
    expect(past.body.rows).toEqual([]);
    expect(past.body.total).toBe(r.body.total);
    // The last page within the cap is whole; the one after it is past the end.
    const last = await search(buyer, 1001, 'page=10&pageSize=100');
    expect(last.body.rows).toHaveLength(100);
    expect(last.body.rows[99].partNumber > last.body.rows[0].partNumber).toBe(true);
    const after = await search(buyer, 1001, 'page=11&pageSize=100');
    expect(after.body.rows).toEqual([]);
  });

  it('pages a prefix in order, and counts a common word up to the cap', async () => {
    // 'SP-10002' is a number's start (ten parts) and no description's word: one page of 4 at a
    // time walks the ten in order, the exact one first when typed whole.
    const all = (await search(buyer, 1001, 'q=SP-10002&pageSize=20')).body.rows.map(
      (r: { partNumber: string }) => r.partNumber,
    );
    const paged: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const r = await search(buyer, 1001, `q=SP-10002&pageSize=4&page=${page}`);
      expect(r.body).toMatchObject({ total: 10, more: false });
      paged.push(...r.body.rows.map((x: { partNumber: string }) => x.partNumber));
    }
    expect(paged).toEqual(all);
    // The start of words in most descriptions: capped, its pages in part-number order, one after
    // the other: the first 100 matches walked in order, the deeper pages gathered and sorted.
    const numbers: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const words = await search(buyer, 1001, `q=b&pageSize=50&page=${page}`);
      expect(words.body.more).toBe(true);
      numbers.push(...words.body.rows.map((x: { partNumber: string }) => x.partNumber));
    }
    expect(numbers).toHaveLength(150);
    expect(numbers).toEqual([...new Set(numbers)].sort());
    const hundred = await search(buyer, 1001, 'q=b&pageSize=100&page=1');
    expect(hundred.body.rows.map((x: { partNumber: string }) => x.partNumber)).toEqual(
      numbers.slice(0, 100),
    );
  });
});

describe("a part's page", () => {
  it('shows the supersession chain both ways', async () => {
    const middle = await part(buyer, 1001, 'SP-100004');
    expect(middle.status).toBe(200);
    expect(middle.body.status).toBe('superseded');
    expect(middle.body.replaced.map((p: { partNumber: string }) => p.partNumber)).toEqual([
      'SP-100003',
    ]);
    expect(middle.body.replacedBy.map((p: { partNumber: string }) => p.partNumber)).toEqual([
      'SP-100005',
    ]);
    const last = await part(buyer, 1001, 'sp-100005');
    expect(last.body.partNumber).toBe('SP-100005');
    expect(last.body.replaced.map((p: { partNumber: string }) => p.partNumber)).toEqual([
      'SP-100003',
      'SP-100004',
    ]);
  });

  it("shows a kit's contents, and the kit on each component's page", async () => {
    const kit = await part(buyer, 1001, 'SP-100025');
    expect(kit.body.unit).toBe('KIT');
    expect(kit.body.kitContents.length).toBeGreaterThanOrEqual(2);
    const component = kit.body.kitContents[0].partNumber;
    const page = await part(buyer, 1001, component);
    expect(page.body.inKits.map((p: { partNumber: string }) => p.partNumber)).toContain(
      'SP-100025',
    );
  });

  it("prices by the dealer's price list and its currency", async () => {
    const [own, sameList, cad] = await Promise.all([
      part(buyer, 1001, 'SP-100000'),
      part(big, 1003, 'SP-100000'),
      part(canada, 1004, 'SP-100000'),
    ]);
    expect(own.body.currency).toBe('USD');
    expect(own.body.netPrice).toBeCloseTo(own.body.listPrice * 0.7, 1);
    expect(sameList.body).toEqual(own.body);
    expect(cad.body.currency).toBe('CAD');
    expect(cad.body.listPrice).toBeCloseTo(own.body.listPrice * 1.38, 1);
    expect(cad.body.netPrice).toBeCloseTo(cad.body.listPrice * 0.7, 1);
  });

  it('takes the price whose period holds the day: the last day of one, the first of the next', async () => {
    // The seed changes one part in ten on 2027-01-01 (SP-100010 among them).
    const at = async (on: string) => (await part(buyer, 1001, 'SP-100010', `?on=${on}`)).body;
    const before = await at('2026-12-31');
    const after = await at('2027-01-01');
    expect(before.priceEffectiveTo).toBe('2026-12-31');
    expect(after.priceEffectiveFrom).toBe('2027-01-01');
    expect(after.listPrice).toBeCloseTo(before.listPrice * 1.06, 1);
    expect((await at('2025-12-31')).listPrice).toBeNull();
  });

  it('shows where the part is used, and its stock per warehouse', async () => {
    const diagram = (await get(buyer, '/parts-catalog/1001/diagrams/1')).body;
    const used = diagram.callouts[0];
    const page = await part(buyer, 1001, used.partNumber);
    expect(page.body.whereUsed).toContainEqual(
      expect.objectContaining({ diagramId: 1, model: diagram.model, callout: used.callout }),
    );
    expect(page.body.availability.length).toBeGreaterThan(0);
  });
});

describe('who sees what', () => {
  it('gives a DealerViewer no net price at all, and buyers and staff theirs', async () => {
    const seen = await Promise.all([
      part(viewer, 1001, 'SP-100000'),
      search(viewer, 1001, 'q=SP-1000'),
      part(buyer, 1001, 'SP-100000'),
      part(sales, 1001, 'SP-100000'),
    ]);
    expect(seen.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(seen[0].body).not.toHaveProperty('netPrice');
    expect(seen[0].body.listPrice).toBeGreaterThan(0);
    for (const row of seen[1].body.rows) expect(row).not.toHaveProperty('netPrice');
    expect(seen[2].body.netPrice).toBeGreaterThan(0);
    expect(seen[3].body.netPrice).toBe(seen[2].body.netPrice);
  });

  it("refuses another dealer's prices to a dealer; staff read them as that dealer", async () => {
    const own = (await part(buyer, 1001, 'SP-100000')).body;
    const canadian = (await part(sales, 1004, 'SP-100000')).body;
    expect([canadian.currency, own.currency]).toEqual(['CAD', 'USD']);
    expect(canadian.netPrice).not.toBe(own.netPrice);
    expect((await part(buyer, 1003, 'SP-100000')).status).toBe(403);
    expect((await search(viewer, 1004, 'q=SP-1')).status).toBe(403);
  });
});

describe('models and diagrams', () => {
  it('lists every model with 10 to 20 assemblies, and a diagram with its callouts', async () => {
    const models = (await get(buyer, '/parts-catalog/1001/models?language=fr-CA')).body;
    expect(models.length).toBe(20);
    for (const m of models) {
      expect(m.assemblies.length).toBeGreaterThanOrEqual(10);
      expect(m.assemblies.length).toBeLessThanOrEqual(20);
    }
    expect(models[0].assemblies[0].title).toBe('Ensemble de vis');
    const id = models[0].assemblies[0].diagramId;
    const d = (await get(buyer, `/parts-catalog/1001/diagrams/${id}?language=fr`)).body;
    expect(d.svg).toMatch(/^<svg [^>]*viewBox/);
    expect(d.callouts.length).toBeGreaterThanOrEqual(6);
    for (const c of d.callouts) expect(d.svg).toContain(`data-callout="${c.callout}"`);
    const en = (await get(buyer, `/parts-catalog/1001/diagrams/${id}`)).body;
    expect(en.callouts[0].partNumber).toBe(d.callouts[0].partNumber);
    expect(
      en.callouts.some(
        (c: { description: string }, i: number) => c.description !== d.callouts[i].description,
      ),
    ).toBe(true);
  });
});

describe('bad input', () => {
  it.each([
    [`/parts?q=${'x'.repeat(201)}`, 400, /q/],
    ['/parts?q=%01', 400, /control characters/],
    ['/parts?page=0', 400, /page/],
    ['/parts?pageSize=101', 400, /pageSize/],
    ['/parts?language=%3Cscript%3E', 400, /language/],
    ['/parts/NOPE-1', 404, /No part with number NOPE-1/],
    ['/parts/SP-100000?on=2026-02-30', 400, /querystring.on must match format "date"/],
    ['/parts/SP-100000?on=tomorrow', 400, /on/],
    ['/diagrams/999999', 404, /No diagram 999999/],
    ['/diagrams/abc', 400, /diagramId/],
  ])('%s: %i naming what is wrong', async (path, status, message) => {
    const r = await get(buyer, `/parts-catalog/1001${path}`);
    expect(r.status).toBe(status);
    expect(r.body.message).toMatch(message);
    expect(JSON.stringify(r.body)).not.toMatch(/\s+at /);
  });
});
