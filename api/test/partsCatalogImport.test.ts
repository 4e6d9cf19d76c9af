import { call, login, startServer, type Session, type TestServer } from './support/server';

// The parts catalogue's import kinds over HTTP: prices at the edges of their periods, the
// supersession chain and its loops, each bad row's error, and a second run that changes nothing.
let server: TestServer;
let key: string;
let buyer2: Session;

beforeAll(async () => {
  server = await startServer();
  const admin = await login(server, 'admin');
  key = (
    await call(server, 'POST', '/service-accounts', { token: admin.token, body: { name: 'erp' } })
  ).body.key;
  buyer2 = await login(server, 'buyer2');
});
afterAll(() => server?.stop());

const jsonl = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const send = (kind: string, rows: object[], query = '') =>
  call(server, 'POST', `/import/${kind}${query}`, {
    token: key,
    raw: jsonl(rows),
    headers: { 'content-type': 'text/plain' },
  });
/** Today plus `n` days, as the API's prices read today (UTC). */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const testPart = (partNumber: string, extra: object = {}) => ({
  partNumber,
  descriptionEn: `Test bearing ${partNumber}`,
  descriptionFr: `Roulement d'essai ${partNumber}`,
  unit: 'EA',
  packQuantity: 1,
  status: 'active',
  ...extra,
});
const superseded = (partNumber: string, by: string) =>
  testPart(partNumber, { status: 'superseded', supersededBy: by });

/** The catalogue's files of these tests, in the order the feed takes them. */
const FILES: [string, object[]][] = [
  ['parts', [testPart('TP-1'), testPart('TC'), superseded('TB', 'TC'), superseded('TA', 'TB')]],
  ['price-lists', [{ code: 'TEST-USD', name: 'Test list', currency: 'USD' }]],
  [
    'prices',
    [
      { from: day(-10), to: day(-1), list: '100.00' },
      { from: day(0), to: day(4), list: '110.00' },
      { from: day(5), to: null, list: '120.00' },
    ].map((p) => ({
      priceListCode: 'TEST-USD',
      partNumber: 'TP-1',
      listPrice: p.list,
      netPrice: (Number(p.list) / 2).toFixed(2),
      effectiveFrom: p.from,
      effectiveTo: p.to,
    })),
  ],
  ['dealer-price-lists', [{ tpNameX: 'D1002', priceListCode: 'TEST-USD' }]],
  [
    'availability',
    [
      {
        warehouseCode: 'KS',
        partNumber: 'TP-1',
        onHand: 0,
        nextReceiptDate: day(9),
        nextReceiptQuantity: 12,
      },
    ],
  ],
  ['kits', [{ kitPartNumber: 'TP-1', componentPartNumber: 'TC', quantity: 2 }]],
];

describe('the catalogue through the feed', () => {
  it('applies every kind, and a second run changes nothing', async () => {
    for (const [kind, rows] of FILES) {
      const r = await send(kind, rows, '?mode=all-or-nothing');
      expect([kind, r.status, r.body.refused]).toEqual([kind, 200, 0]);
      expect(r.body.inserted + r.body.updated).toBe(rows.length);
    }
    const page = (
      await call(server, 'GET', '/parts-catalog/1002/parts/TP-1', { token: buyer2.token })
    ).body;
    for (const [kind, rows] of FILES) {
      const again = await send(kind, rows);
      expect([kind, again.body.inserted, again.body.updated, again.body.unchanged]).toEqual([
        kind,
        0,
        0,
        rows.length,
      ]);
    }
    const same = await call(server, 'GET', '/parts-catalog/1002/parts/TP-1', {
      token: buyer2.token,
    });
    expect(same.body).toEqual(page);
  });

  it('prices on the day before, on and after each boundary', async () => {
    const at = async (on?: string) =>
      (
        await call(server, 'GET', `/parts-catalog/1002/parts/TP-1${on ? `?on=${on}` : ''}`, {
          token: buyer2.token,
        })
      ).body;
    const prices = await Promise.all(
      [day(-11), day(-10), day(-1), day(0), undefined, day(4), day(5), day(400)].map(at),
    );
    expect(prices.map((p) => p.listPrice)).toEqual([null, 100, 100, 110, 110, 110, 120, 120]);
    expect(prices[3]).toMatchObject({
      currency: 'USD',
      netPrice: 55,
      priceEffectiveFrom: day(0),
      priceEffectiveTo: day(4),
    });
    const hit = (
      await call(server, 'GET', '/parts-catalog/1002/parts?q=TP-1', { token: buyer2.token })
    ).body.rows[0];
    expect(hit).toMatchObject({ partNumber: 'TP-1', listPrice: 110, netPrice: 55 });
    expect(hit.availability).toEqual([
      {
        warehouse: 'KS',
        warehouseName: 'Kansas',
        onHand: 0,
        nextReceiptDate: day(9),
        nextReceiptQuantity: 12,
      },
    ]);
    // Another dealer keeps its own list: the test list's prices are not its.
    const buyer = await login(server, 'buyer');
    const own = (
      await call(server, 'GET', '/parts-catalog/1001/parts/TP-1', { token: buyer.token })
    ).body;
    expect(own).toMatchObject({ listPrice: null, netPrice: null });
  });

  it("finds a part fed with a new word by the word's start, and by its new word once changed", async () => {
    const find = async (q: string, language = 'en') =>
      (
        await call(server, 'GET', `/parts-catalog/1002/parts?q=${q}&language=${language}`, {
          token: buyer2.token,
        })
      ).body.rows.map((r: { partNumber: string }) => r.partNumber);
    const fed = (en: string, fr: string) =>
      send('parts', [testPart('TW-1', { descriptionEn: en, descriptionFr: fr })]);
    expect((await fed('Zorbulator bracket', 'Support de zorbulateur')).status).toBe(200);
    expect(await find('zorbu')).toEqual(['TW-1']);
    expect(await find('zorbul', 'fr-CA')).toEqual(['TW-1']);
    // The same part fed again with another word: found by it (an update, not an insert).
    expect((await fed('Quixel bracket', 'Support quixel')).status).toBe(200);
    expect(await find('quix')).toEqual(['TW-1']);
    expect(await find('zorbu')).toEqual([]);
  });

  it('finds C from A through a chain sent in one file', async () => {
    const r = await call(server, 'GET', '/parts-catalog/1002/parts?q=ta', { token: buyer2.token });
    expect(r.body.rows[0]).toMatchObject({ partNumber: 'TC', replaces: ['TA', 'TB', 'TC'] });
  });

  it('refuses a supersession loop, in the file and against the catalogue', async () => {
    const inFile = await send('parts', [
      testPart('LB'),
      superseded('LA', 'LB'),
      superseded('LB', 'LA'),
    ]);
    expect(inFile.status).toBe(200);
    expect(inFile.body.errors).toEqual([
      { line: 3, reason: 'supersededBy: LA makes a loop (LB → LA → LB)' },
    ]);
    const againstCatalogue = await send('parts', [superseded('TC', 'TA')]);
    expect(againstCatalogue.body.errors).toEqual([
      { line: 1, reason: 'supersededBy: TA makes a loop (TC → TA → TB → TC)' },
    ]);
    // Nothing of the refused rows was written: C is still the end of the chain.
    const c = await call(server, 'GET', '/parts-catalog/1002/parts/TC', { token: buyer2.token });
    expect(c.body).toMatchObject({ status: 'active', replacedBy: [] });
  });

  it('refuses each bad row with what is wrong, and writes the good ones', async () => {
    const price = (extra: object) => ({
      priceListCode: 'TEST-USD',
      partNumber: 'TP-1',
      listPrice: '10.00',
      netPrice: '5.00',
      effectiveFrom: '2030-01-01',
      ...extra,
    });
    const r = await send('prices', [
      price({ effectiveTo: '2029-12-31' }),
      price({ partNumber: 'NO-SUCH' }),
      price({ priceListCode: 'NO-LIST' }),
      price({ listPrice: '-1.00' }),
      price({ netPrice: 'cheap' }),
      price({}),
    ]);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ inserted: 1, refused: 5 });
    expect(r.body.errors).toEqual([
      { line: 1, reason: 'effectiveTo: 2029-12-31 is before effectiveFrom 2030-01-01' },
      { line: 4, reason: 'listPrice: must not be negative (got "-1.00")' },
      { line: 5, reason: 'netPrice: wrong type (expected a number like 12.50, got "cheap")' },
      { line: 3, reason: 'unknown price list: NO-LIST' },
      { line: 2, reason: 'unknown part: NO-SUCH' },
    ]);
    const stock = await send('availability', [
      { warehouseCode: 'AB', partNumber: 'TP-1', onHand: -3 },
      { warehouseCode: 'XX', partNumber: 'TP-1', onHand: 3 },
    ]);
    expect(stock.body.errors).toEqual([
      { line: 1, reason: 'onHand: must not be negative (got -3)' },
      { line: 2, reason: 'unknown warehouse: XX' },
    ]);
    const kits = await send('kits', [
      { kitPartNumber: 'TP-1', componentPartNumber: 'TC', quantity: -2 },
    ]);
    expect(kits.body.errors).toEqual([
      { line: 1, reason: 'quantity: must not be negative (got -2)' },
    ]);
  });

  it('refuses a drawing that could run or load anything', async () => {
    const diagram = (svg: string) => ({
      model: 'Supreme 300',
      assemblyCode: 'T01',
      titleEn: 'T',
      titleFr: 'T',
      svg,
    });
    const r = await send('diagrams', [
      diagram('<svg><script>alert(1)</script></svg>'),
      diagram('<svg onload="alert(1)"><circle r="2"/></svg>'),
      diagram('<svg><a href="https://example.com"><circle r="2"/></a></svg>'),
      diagram('<div>not a drawing</div>'),
    ]);
    expect(r.body.refused).toBe(4);
    expect(r.body.errors[3].reason).toBe('svg: not an SVG document (<svg …>…</svg>)');
    expect(r.body.errors[0].reason).toMatch(/^svg: holds a script/);
    const callout = await send('callouts', [
      { model: 'Supreme 300', assemblyCode: 'T01', callout: 1, partNumber: 'TP-1', quantity: 1 },
    ]);
    expect(callout.body.errors).toEqual([
      { line: 1, reason: 'unknown diagram: Supreme 300 / T01' },
    ]);
  });
});
