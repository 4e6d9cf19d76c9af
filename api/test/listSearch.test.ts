import { call, login, sqlWhileDown, startServer, type TestServer } from './support/server';

// Decision 0079: a search asks the trigram index for the part of its text that narrows, learned
// from a sample of the table, and checks the whole text with strpos. Whatever the sample says,
// a search must find exactly the rows whose searched fields hold the text: here against the
// whole list filtered in JavaScript. Every table is sampled, whatever its size (decision 0083),
// and answers are not remembered here, so every page is read.
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer({ LIST_ANSWER_TTL_MS: '0' });
  token = (await login(server, 'big')).token;
});
afterAll(() => server.stop());

interface Order {
  orderNumber: string | null;
  scheduleStatus: string | null;
  customerPoNumber: string | null;
}
// The wholegoods lists' searched fields, as the server joins them (lists/wholegoods.ts).
const searchedText = (o: Order) =>
  [o.orderNumber, o.scheduleStatus, o.customerPoNumber]
    .map((v) => v ?? '')
    .join('\u001f')
    .toLowerCase();

/** Every row of the open tab's search of `q` (all of the tab for ''), as JSON texts, sorted. */
async function searched(q: string) {
  const rows: Order[] = [];
  let total = -1;
  for (let page = 1; total < 0 || rows.length < total; page++) {
    const path = `/wholegoodsall/1003?view=open&q=${encodeURIComponent(q)}&page=${page}&pageSize=500`;
    const r = await call<{ rows: Order[]; total: number }>(server, 'GET', path, { token });
    expect([path, r.status]).toEqual([path, 200]);
    total = r.body.total;
    if (r.body.rows.length === 0) break;
    rows.push(...r.body.rows);
  }
  return { rows, total };
}
const texts = (rows: Order[]) => rows.map((o) => JSON.stringify(o)).sort();

it('finds exactly the rows holding the text, for texts that share the common prefix or not', async () => {
  // The tab's rows as the server pages them unsearched: what a search picks from.
  const whole = (await searched('')).rows;
  expect(whole.length).toBeGreaterThan(1000);
  const numbers = whole.map((o) => (o.orderNumber ?? '').toLowerCase()).filter(Boolean);
  // Every order number of the dealer begins alike: the trigrams of that beginning are common.
  expect(new Set(numbers.map((n) => n.slice(0, 5))).size).toBe(1);
  const asked = new Set<string>(['pending', 'sh', 'po-', '50%', 'so1003', 'so100300']);
  // Whole numbers, their beginnings and their ends, and a PO number's middle, from rows spread
  // over the list: narrow texts with the common beginning, and without it.
  for (let i = 0; i < whole.length; i += Math.floor(whole.length / 12)) {
    const n = numbers[i];
    asked.add(n).add(n.slice(0, -1)).add(n.slice(0, -3)).add(n.slice(3)).add(n.slice(-4));
    const po = (whole[i].customerPoNumber ?? '').toLowerCase();
    if (po.length > 4) asked.add(po.slice(2, -1));
  }
  for (const q of asked) {
    const want = texts(whole.filter((o) => searchedText(o).includes(q)));
    const got = await searched(q);
    expect([q, got.total, texts(got.rows)]).toEqual([q, want.length, want]);
  }
});

it("the orders' search text is a column of its own, and its trigram index answers a search", async () => {
  let index: unknown[] = [];
  let plan: unknown[] = [];
  await server.restart('SIGTERM', async () => {
    index = await sqlWhileDown(
      server,
      `select indexdef from pg_indexes where indexname = 'wholegoods_orders_search_idx'`,
    );
    // With sequential scans priced out, what is left is an index that can answer the condition.
    plan = await sqlWhileDown(
      server,
      `set enable_seqscan = off; explain select id from wholegoods_orders where search_text like '%b0929%'`,
    );
  });
  expect(JSON.stringify(index)).toMatch(/gin \(search_text gin_trgm_ops\)/);
  expect(JSON.stringify(plan)).toContain('Bitmap Index Scan on wholegoods_orders_search_idx');
});
