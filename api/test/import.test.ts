import {
  call,
  login,
  sqlWhileDown,
  startServer,
  type Session,
  type TestServer,
} from './support/server';

// The import feed over HTTP against the real server: every kind from a sample file,
// idempotence, updates, tombstones, snapshots, the per-row report, atomicity across a kill -9,
// and who may call it.

/** A trigram index takes new rows into a pending list that every search reads whole, until it is
 * merged: the pages this merges now (none when the import merged them). */
const PENDING_PAGES = `select gin_clean_pending_list('wholegoods_orders_search_idx'::regclass)::int as pages`;
let server: TestServer;
let admin: Session;
let key: string;

beforeAll(async () => {
  server = await startServer();
  admin = await login(server, 'admin');
  const r = await call(server, 'POST', '/service-accounts', {
    token: admin.token,
    body: { name: 'erp-nightly' },
  });
  expect(r.status).toBe(201);
  key = r.body.key;
});
afterAll(() => server?.stop());

/** Sends a file to the import endpoint as its raw body. */
function importRaw(kind: string, text: string, query = '', token = key) {
  return call(server, 'POST', `/import/${kind}${query}`, {
    token,
    raw: text,
    headers: { 'content-type': 'text/plain' },
  });
}

const jsonl = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const csv = (rows: Record<string, string | number>[]) =>
  [Object.keys(rows[0]).join(','), ...rows.map((r) => Object.values(r).join(','))].join('\n') +
  '\n';
const asAdmin = (path: string) =>
  call(server, 'GET', path, { token: admin.token }).then((r) => r.body);

const SAMPLES: Record<string, () => string> = {
  dealers: () =>
    csv([
      {
        tradingPartnerId: 4242,
        tpNameX: 'D4242',
        companyNameX: 'Imported Farm Supply',
        divX: 'Domestic',
        terX: 'T9',
        currencY_X: 'USD',
      },
    ]),
  'wholegoods-orders': () =>
    jsonl(
      [1, 2, 3].map((i) => ({
        orderNumber: `IMPWG${i}`,
        salesOrderLineId: i,
        tradingPartnerId: 1001,
        scheduleStatus: 'Scheduled',
        orderedDate: '2026-10-0' + i,
        invoiceAmount: '12,500.00',
        invoiceStatus: 'Open',
        customerPoNumber: `PO-IMP-${i}`,
      })),
    ),
  'parts-lines': () =>
    csv(
      [1, 2].map((i) => ({
        salesOrderNoX: 'IMPPO1',
        lineNoN: i,
        tpNameX: 'D1001',
        invoiceStatusC: '1 - Open',
        orderedD: '2026-10-01',
        custPOnoX: 'PPO-IMP',
        typeC: 'Stock Order',
        partX: `P-${i}`,
        partDescrX: `Part ${i}`,
        orderedQtyN: 2,
        shippedQtyN: 0,
        backorderedQtyN: 2,
      })),
    ),
  'stock-units': () =>
    jsonl([
      {
        serialNo: 'IMPSN1',
        unitKind: 'pulltype',
        salesOrderNo: 'IMPWG1',
        unitType: 'V-Series 500',
        destination: 'Lot A',
        manufactureDate: '2026-01-15',
        tradingPartnerId: 1001,
      },
    ]),
  'wholegoods-invoices': () =>
    csv([
      {
        invoiceno_x: 'IMPWI1',
        tpNameX: 'D1001',
        invoice_d: '2026-10-05',
        ordered_d: '2026-09-01',
        invoiceamnt_n: '1200.00',
        amnT_PAID_N: '0',
        invoice_status_c: 'Open',
      },
    ]),
  'parts-invoices': () =>
    jsonl([
      {
        invoicenO_X: 'IMPPI1',
        tpNameX: 'D1001',
        invoicE_D: '2026-10-06',
        ordereD_D: '2026-09-02',
        amnt_billed_n: '$45.10',
        amnt_paid_n: '45.10',
        invoice_status_c: 'Paid',
      },
    ]),
  claims: () =>
    jsonl([
      {
        calL_NO_X: 'IMPWC1',
        product_sn: 'SN-IMP-1',
        call_d: '2026-10-07',
        tp_name_x: 'D1001',
        calL_TYPE_X: 'Warranty',
        complaint_c: 'Scale reads low',
        call_status: 'Open',
        current_status: 'Submitted',
      },
    ]),
  // The dealer imported above (4242) joins the rewards program.
  rewards: () =>
    jsonl([
      {
        tradingPartnerId: 4242,
        currentStatus: 'BRONZE',
        totalPoints: 12,
        supremeVisits: 2,
        farmVisits: 4,
        isExclusive: true,
        maintainsInventory: 'false',
      },
    ]),
  'sales-staff': () =>
    csv([
      {
        salesRepId: 'R-IMP',
        salesRepDescr: 'Ines Imported',
        repTitle: 'Territory Manager',
        repPhone: '(555) 020-4242',
        emailAddr: 'ines@example.com',
        territoryId: 'T9',
        territoryDescr: 'Imported Territory',
      },
    ]),
  'profile-rows': () =>
    jsonl([
      {
        tpNameX: 'D1001',
        addrTypeC: 'DEPT',
        deptX: 'Finance',
        contactNameX: 'Fran Ledger',
        titleX: 'Controller',
        phoneX: '(555) 014-1001',
        emailAddressX: 'finance@d1001.example.com',
      },
    ]),
  statements: () =>
    csv([{ name: 'Statement_D1001_12012026.pdf', tpNameX: 'D1001', statementDate: '2026-12-01' }]),
};
const COUNTS: Record<string, number> = {
  dealers: 1,
  'wholegoods-orders': 3,
  'parts-lines': 2,
  'stock-units': 1,
  'wholegoods-invoices': 1,
  'parts-invoices': 1,
  claims: 1,
  rewards: 1,
  'sales-staff': 1,
  'profile-rows': 1,
  statements: 1,
};

test('the demo seed came through the import: its rows, sent back as the API answers them, change nothing', async () => {
  // Decision 0041: the seed's rows carry their natural keys, so the feed finds and keeps them
  // (a seed with its own inserts left them keyless, and these would be inserted again).
  const claims = (await asAdmin('/servicewarrantycalls/1001?page=1&view=history')).rows;
  expect(claims.length).toBeGreaterThan(0);
  const c = await importRaw('claims', jsonl(claims));
  expect(c.body).toMatchObject({ inserted: 0, updated: 0, unchanged: claims.length, refused: 0 });
  const profile = (await asAdmin('/profile/1001')) as object[];
  expect(profile.length).toBeGreaterThan(0);
  const p = await importRaw(
    'profile-rows',
    jsonl(profile.map((r) => ({ ...r, tpNameX: 'D1001' }))),
  );
  expect(p.body).toMatchObject({ inserted: 0, updated: 0, unchanged: profile.length, refused: 0 });
});

describe('each kind from a sample file', () => {
  for (const kind of Object.keys(SAMPLES)) {
    test(`${kind}: imported, then the same file again changes nothing`, async () => {
      const first = await importRaw(kind, SAMPLES[kind]());
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        status: 'applied',
        inserted: COUNTS[kind],
        updated: 0,
        refused: 0,
        errors: [],
      });
      const again = await importRaw(kind, SAMPLES[kind]());
      expect(again.body).toMatchObject({
        status: 'applied',
        inserted: 0,
        updated: 0,
        unchanged: COUNTS[kind],
      });
    });
  }

  test("each tab's kept count is its number of rows after the imports (migrations 0011, 0030, 0032)", async () => {
    // Tabs whose kept count differs from a count of their rows, by the lists' own rules.
    const counted = {
      wholegoods_counts: `select dealer_id, 'all' as view, count(*) as n from wholegoods_orders group by 1
        union all select dealer_id, case when lower(coalesce(invoice_status, '')) = 'closed'
            and coalesce(schedule_status, '') = 'Shipped' then 'history' else 'open' end, count(*)
          from wholegoods_orders group by 1, 2`,
      parts_orders_counts: `select dealer_id, view, count(*) as n from parts_orders group by 1, 2`,
      claims_counts: `select dealer_id, 'all' as view, count(*) as n from warranty_calls group by 1
        union all select dealer_id, 'open', count(*) from warranty_calls
          where call_status = 'Open' group by 1
        union all select dealer_id, 'history', count(*) from claims_history group by 1`,
    };
    let wrong: unknown[] = [];
    await server.restart('SIGTERM', async () => {
      for (const [kept, rows] of Object.entries(counted))
        wrong = wrong.concat(
          await sqlWhileDown(
            server,
            `select '${kept}' as kept, dealer_id, view, k.n::int as kept_n, c.n::int as counted
               from ${kept} k full join (${rows}) c using (dealer_id, view)
              where coalesce(k.n, 0) <> coalesce(c.n, 0)`,
          ),
        );
    });
    expect(wrong).toEqual([]);
  });

  test('the imported rows are what the screens read, as soon as the import commits', async () => {
    expect(await asAdmin('/dealers/4242')).toEqual([
      expect.objectContaining({ tpNameX: 'D4242', companyNameX: 'Imported Farm Supply' }),
    ]);
    const wg = await asAdmin('/wholegoods/1001?page=1&q=IMPWG');
    expect(wg.rows.map((r: { orderNumber: string }) => r.orderNumber).sort()).toEqual([
      'IMPWG1',
      'IMPWG2',
      'IMPWG3',
    ]);
    // Parts orders are a read model (a materialized view): refreshed by the import.
    const parts = await asAdmin('/openpartsorders/1001?page=1&q=IMPPO1');
    expect(parts.total).toBeGreaterThan(0);
    expect(JSON.stringify(parts.rows)).toContain('IMPPO1');
    const units = await asAdmin('/pulltypeinventory/1001');
    expect(units.map((u: { serialNo: string }) => u.serialNo)).toContain('IMPSN1');
    const inv = await asAdmin('/allinvoices/1001?page=1&q=IMP');
    expect(inv.total).toBe(2);
    const claims = await asAdmin('/servicewarrantycalls/1001?page=1&view=open&q=IMPWC1');
    expect(claims.total).toBe(1);
    // Counters not sent read as never recorded (0, false).
    expect(await asAdmin('/rewards/4242')).toMatchObject({
      currentStatus: 'BRONZE',
      totalPoints: 12,
      supremeVisits: 2,
      farmVisits: 4,
      partsPoints: 0,
      isExclusive: true,
      maintainsInventory: false,
      salesTerritory: 'T9',
    });
    expect(await asAdmin('/salesstaff')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ salesRepId: 'R-IMP', territoryDescr: 'Imported Territory' }),
      ]),
    );
    expect(JSON.stringify(await asAdmin('/profile/1001'))).toContain('Fran Ledger');
    const buyer = await login(server, 'buyer');
    const list = await call(server, 'GET', '/api/blob-statements/D1001', { token: buyer.token });
    expect(list.body).toEqual(expect.arrayContaining([{ name: 'Statement_D1001_12012026.pdf' }]));
  });

  test('the new kinds update in place by their keys, and refuse what they cannot read', async () => {
    const r = await importRaw(
      'rewards',
      jsonl([
        { tpNameX: 'D4242', currentStatus: 'SILVER', totalPoints: 55 },
        { tradingPartnerId: 4242, currentStatus: 'SILVER', isPanelParticipant: 'maybe' },
        { tpNameX: 'D4242', totalPoints: 3 },
      ]),
    );
    expect(r.body).toMatchObject({ inserted: 0, updated: 1, refused: 2 });
    expect(r.body.errors).toEqual([
      { line: 2, reason: 'isPanelParticipant: wrong type (expected true or false, got "maybe")' },
      { line: 3, reason: 'currentStatus: missing' },
    ]);
    expect(await asAdmin('/rewards/4242')).toMatchObject({
      currentStatus: 'SILVER',
      totalPoints: 55,
    });
    // The same department of another dealer is another row; a statement moves by its name.
    const p = await importRaw(
      'profile-rows',
      jsonl([
        { tpNameX: 'D1002', addrTypeC: 'DEPT', deptX: 'Finance', contactNameX: 'Other' },
        { tpNameX: 'D1001', addrTypeC: 'DEPT', deptX: 'Finance', contactNameX: 'Fran Ledger II' },
      ]),
    );
    expect(p.body).toMatchObject({ inserted: 1, updated: 1 });
    const gone = await importRaw(
      'sales-staff',
      jsonl([{ salesRepId: 'R-IMP', territoryId: 'T9', _delete: true }]),
    );
    expect(gone.body).toMatchObject({ deleted: 1 });
    expect(JSON.stringify(await asAdmin('/salesstaff'))).not.toContain('R-IMP');
  });
});

test('an updated row replaces the old one; the home card counts follow at once', async () => {
  const before = await asAdmin('/summary/1001');
  // The searched text is kept with the row (decision 0080): a search by the new status finds it.
  const shipped = async () =>
    (await asAdmin('/wholegoods/1001?page=1&pageSize=500&q=shipped')).rows.map(
      (o: { orderNumber: string }) => o.orderNumber,
    );
  expect(await shipped()).not.toContain('IMPWG1');
  const rows = SAMPLES['wholegoods-orders']().replace(
    '"orderNumber":"IMPWG1","salesOrderLineId":1,"tradingPartnerId":1001,"scheduleStatus":"Scheduled"',
    '"orderNumber":"IMPWG1","salesOrderLineId":1,"tradingPartnerId":1001,"scheduleStatus":"Shipped"',
  );
  const r = await importRaw(
    'wholegoods-orders',
    rows.replace(/"invoiceStatus":"Open"/g, '"invoiceStatus":"Closed"'),
  );
  expect(r.body).toMatchObject({ inserted: 0, updated: 3, unchanged: 0 });
  const after = await asAdmin('/summary/1001');
  expect(after.wholegoods.history).toBe(before.wholegoods.history + 3);
  const history = await asAdmin('/wholegoods/1001?page=1&view=history&q=IMPWG');
  expect(history.rows.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['IMPWG1']);
  expect(await shipped()).toContain('IMPWG1');
  // A feed of small imports leaves the trigram index nothing pending either (decision 0080):
  // the pages merged now, none when the import merged them.
  let pending: unknown[] = [];
  await server.restart('SIGTERM', async () => {
    pending = await sqlWhileDown(server, PENDING_PAGES);
  });
  admin = await login(server, 'admin');
  expect(pending).toEqual([{ pages: 0 }]);
});

test('a tombstone deletes by key; a snapshot deletes what it does not name, for its dealer only', async () => {
  const gone = await importRaw(
    'stock-units',
    jsonl([{ serialNo: 'IMPSN1', tradingPartnerId: 1001, _delete: true }]),
  );
  expect(gone.body).toMatchObject({ status: 'applied', deleted: 1 });
  expect(
    (await asAdmin('/pulltypeinventory/1001')).map((u: { serialNo: string }) => u.serialNo),
  ).not.toContain('IMPSN1');

  const otherBefore = (await asAdmin('/allinvoices/1003')).length;
  const snap = await importRaw(
    'parts-invoices',
    csv([
      {
        invoicenO_X: 'SNAP1',
        tpNameX: 'D1002',
        invoicE_D: '2026-10-06',
        invoice_status_c: 'Open',
      },
    ]),
    '?snapshot=true',
  );
  expect(snap.body.status).toBe('applied');
  expect(snap.body.deleted).toBeGreaterThan(0);
  const d1002 = await asAdmin('/allinvoices/1002');
  expect(
    d1002
      .filter((i: { category: string }) => i.category === 'Parts')
      .map((i: { invoiceNumber: string }) => i.invoiceNumber),
  ).toEqual(['SNAP1']);
  // Its wholegoods invoices and the other dealers' rows are untouched.
  expect(d1002.some((i: { category: string }) => i.category === 'Wholegoods')).toBe(true);
  expect((await asAdmin('/allinvoices/1003')).length).toBe(otherBefore);
});

const BAD = [
  'orderNumber,salesOrderLineId,tpNameX,orderedDate,partId',
  'BAD1,1,D1001,2026-10-01,7',
  'BAD2,x,D1001,2026-10-01,7',
  ',3,D1001,2026-10-01,7',
  'BAD4,4,D9999,2026-10-01,7',
  'BAD5,5,D1001,2026-02-30,7',
  'BAD6,6,,2026-10-01,7',
  'BAD7,7,D1001,2026-10-01,seven',
].join('\n');
const REPORT = [
  { line: 3, reason: 'salesOrderLineId: wrong type (expected a whole number, got "x")' },
  { line: 4, reason: 'orderNumber: missing' },
  { line: 5, reason: 'unknown dealer: D9999' },
  { line: 6, reason: 'orderedDate: wrong type (expected a date YYYY-MM-DD, got "2026-02-30")' },
  { line: 7, reason: 'tradingPartnerId or tpNameX: missing (the dealer)' },
  { line: 8, reason: 'partId: wrong type (expected a whole number, got "seven")' },
];

test('bad rows: the exact per-row report; all-or-nothing refuses the batch, good-rows applies the rest', async () => {
  const refused = await importRaw('wholegoods-orders', BAD, '?mode=all-or-nothing');
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({ status: 'refused', inserted: 0, refused: 6 });
  expect(refused.body.errors).toEqual(REPORT);
  expect((await asAdmin('/wholegoods/1001?page=1&q=BAD1')).total).toBe(0);

  const applied = await importRaw('wholegoods-orders', BAD);
  expect(applied.status).toBe(200);
  expect(applied.body).toMatchObject({ status: 'applied', inserted: 1, refused: 6 });
  expect(applied.body.errors).toEqual(REPORT);
  expect((await asAdmin('/wholegoods/1001?page=1&q=BAD1')).total).toBe(1);

  // The admin screen lists it, and its report downloads as CSV.
  const list = await asAdmin('/imports');
  expect(list[0]).toMatchObject({
    id: applied.body.id,
    kind: 'wholegoods-orders',
    source: 'erp-nightly',
    inserted: 1,
    refused: 6,
  });
  const report = await call(server, 'GET', `/imports/${applied.body.id}/errors.csv`, {
    token: admin.token,
  });
  expect(report.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(report.body).toContain('5,unknown dealer: D9999\r\n');
  expect(await asAdmin('/audit?limit=5')).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ action: 'import', userEmail: 'erp-nightly' }),
    ]),
  );
});

test('who may import: a service key only; the key reads no dealer data; a revoked key is refused', async () => {
  const buyer = await login(server, 'buyer');
  const line = SAMPLES.claims();
  expect((await importRaw('claims', line, '', buyer.token)).status).toBe(403);
  expect((await importRaw('claims', line, '', admin.token)).status).toBe(403);
  expect((await call(server, 'POST', '/import/claims', { raw: line })).status).toBe(401);
  expect((await importRaw('nonsense', line)).status).toBe(400);
  for (const path of ['/wholegoods/1001', '/dealerview', '/summary/1001', '/users', '/imports'])
    expect((await call(server, 'GET', path, { token: key })).status).toBe(401);
  // Service accounts are no users: the key is not a password either.
  const signIn = await call(server, 'POST', '/auth/login', {
    body: { email: 'erp-nightly', password: key },
  });
  expect(signIn.status).toBeGreaterThanOrEqual(400);
  expect(signIn.status).toBeLessThan(500);

  const made = await call(server, 'POST', '/service-accounts', {
    token: admin.token,
    body: { name: 'to-revoke' },
  });
  const listed = await asAdmin('/service-accounts');
  expect(JSON.stringify(listed)).not.toContain(made.body.key);
  expect(
    (await call(server, 'POST', '/service-accounts', { token: buyer.token, body: { name: 'x' } }))
      .status,
  ).toBe(403);
  expect(
    (await call(server, 'DELETE', `/service-accounts/${made.body.id}`, { token: admin.token }))
      .status,
  ).toBe(200);
  expect((await importRaw('claims', line, '', made.body.key)).status).toBe(401);
});

test('a kill -9 mid-import leaves the previous data whole, and the re-run completes', async () => {
  // Many rows, the first of which changes a row imported above: sent slowly, the server is
  // killed while the import's transaction has written some of them.
  const rows = Array.from({ length: 4000 }, (_, i) => ({
    orderNumber: i === 0 ? 'IMPWG2' : `KILL${i}`,
    salesOrderLineId: i === 0 ? 2 : 1,
    tradingPartnerId: 1001,
    scheduleStatus: 'On Hold',
  }));
  const body = jsonl(rows);
  const half = body.length >> 1;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(body.slice(0, half)));
      // The rest never comes: the server dies first.
    },
  });
  const pending = fetch(`${server.url}/api/import/wholegoods-orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson' },
    body: stream,
    duplex: 'half',
  } as RequestInit).then(
    () => 'answered',
    () => 'connection lost',
  );
  await new Promise((r) => setTimeout(r, 1500));
  await server.restart('SIGKILL');
  expect(await pending).toBe('connection lost');
  admin = await login(server, 'admin');
  expect((await asAdmin('/wholegoods/1001?page=1&q=KILL')).total).toBe(0);
  const kept = await asAdmin('/wholegoods/1001?page=1&q=IMPWG2');
  expect(kept.rows[0].scheduleStatus).toBe('Scheduled');

  const rerun = await importRaw('wholegoods-orders', body);
  expect(rerun.body).toMatchObject({ status: 'applied', inserted: 3999, updated: 1 });
  expect((await asAdmin('/wholegoods/1001?page=1&q=KILL')).total).toBe(3999);
});

it('an import that changes 1,000 rows or more gives the planner its statistics and the trigram index its new entries at once (decisions 0074, 0080)', async () => {
  // PGlite runs no autovacuum: without the import's ANALYZE the planner keeps whatever it knew
  // before (after the demo seed, dealer 1002 holds a few dozen orders), and plans the
  // dealer's lists for that.
  const rows = Array.from({ length: 1500 }, (_, i) => ({
    orderNumber: `STATS${i}`,
    salesOrderLineId: 1,
    tradingPartnerId: 1002,
    scheduleStatus: 'On Hold',
  }));
  expect((await importRaw('wholegoods-orders', jsonl(rows))).body).toMatchObject({
    status: 'applied',
    inserted: 1500,
  });
  let stats: unknown[] = [];
  let pending: unknown[] = [];
  await server.restart('SIGTERM', async () => {
    pending = await sqlWhileDown(server, PENDING_PAGES);
    stats = await sqlWhileDown(
      server,
      `select most_common_vals::text as vals, most_common_freqs::text as freqs,
         (select count(*) filter (where dealer_id = 1002)::float8 / count(*)
          from wholegoods_orders) as truth
       from pg_stats where tablename = 'wholegoods_orders' and attname = 'dealer_id'`,
    );
  });
  admin = await login(server, 'admin');
  expect(stats).toHaveLength(1);
  const { vals, freqs, truth } = stats[0] as { vals: string; freqs: string; truth: number };
  const share = new Map(
    vals
      .replace(/[{}]/g, '')
      .split(',')
      .map((v, i) => [Number(v), Number(freqs.replace(/[{}]/g, '').split(',')[i])]),
  );
  // The statistics hold the dealer's share as it is now (the table is within ANALYZE's sample,
  // so exactly), not the few dozen rows of the seed.
  expect(truth).toBeGreaterThan(0.1);
  expect(share.get(1002)).toBeCloseTo(truth, 2);
  expect(pending).toEqual([{ pages: 0 }]);
});
