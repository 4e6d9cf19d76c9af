import { call, login, startServer, type TestServer } from './support/server';

// The list screens read one page of one tab from the server, and the home cards their
// counts. The spec's rules (quoted below) are applied here to the whole lists, and the server's
// pages and counts must agree with them exactly.
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = (await login(server, 'big')).token;
});
afterAll(() => server.stop());

type Row = Record<string, unknown>;
const get = async (path: string, who = token) => {
  const r = await call(server, 'GET', path, { token: who });
  expect([path, r.status]).toEqual([path, 200]);
  return r.body;
};
/** Every page of a tab, in the server's default order. */
async function allPages(path: string): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const body = await get(`${path}&page=${page}&pageSize=500`);
    total = body.total;
    rows.push(...body.rows);
    if (page * 500 >= total) break;
  }
  expect(rows.length).toBe(total);
  return { rows, total };
}

describe('wholegoods (spec 000 §4)', () => {
  // 'A row is history when invoice status is closed AND schedule status is 'Shipped'; every
  // other row is open.'
  const isHistory = (o: Row) => o.invoiceStatus === 'closed' && o.scheduleStatus === 'Shipped';
  let all: Row[];
  beforeAll(async () => {
    all = await get('/wholegoodsall/1003');
  });

  it.each(['open', 'history'])(
    'view=%s is exactly the rows of that tab, in id order',
    async (v) => {
      const { rows } = await allPages(`/wholegoodsall/1003?view=${v}`);
      const expected = all.filter((o) => isHistory(o) === (v === 'history'));
      expect(expected.length).toBeGreaterThan(100);
      expect(rows).toEqual(expected);
    },
  );

  it('searches order number, status and dealer PO only (spec 000 §5)', async () => {
    const po = String(all.find((o) => o.customerPoNumber)!.customerPoNumber);
    const byPo = await get(
      `/wholegoodsall/1003?view=open&page=1&pageSize=50&q=${po.toLowerCase()}`,
    );
    expect(byPo.rows.length).toBeGreaterThan(0);
    for (const o of byPo.rows)
      expect(String(o.customerPoNumber).toLowerCase()).toContain(po.toLowerCase());
    // A model name is shown but not searched.
    const model = String(all[0].partModel);
    const byModel = await get(
      `/wholegoodsall/1003?page=1&pageSize=50&q=${encodeURIComponent(model)}`,
    );
    expect(byModel.total).toBe(
      all.filter((o) =>
        [o.orderNumber, o.scheduleStatus, o.customerPoNumber].some((f) =>
          String(f ?? '')
            .toLowerCase()
            .includes(model.toLowerCase()),
        ),
      ).length,
    );
  });

  it('sorts with empty values last in both directions (spec 000 §2 list behaviour)', async () => {
    for (const order of ['asc', 'desc']) {
      const { rows } = await allPages(
        `/wholegoodsall/1003?view=open&sort=invoiceDate&order=${order}`,
      );
      const dates = rows.map((r) => r.invoiceDate as string | null);
      const firstEmpty = dates.findIndex((d) => !d);
      expect(firstEmpty).toBeGreaterThan(0);
      expect(dates.slice(firstEmpty).every((d) => !d)).toBe(true);
      const filled = dates.slice(0, firstEmpty) as string[];
      const sorted = [...filled].sort();
      expect(filled).toEqual(order === 'asc' ? sorted : sorted.reverse());
    }
  });
});

describe('parts orders (spec 000 §3, §4)', () => {
  let lines: Row[];
  beforeAll(async () => {
    lines = await get('/allpartsorders/1003');
  });
  // 'Included are orders whose invoiceStatusC, lower-cased, contains open or partially shipped or
  // equals shipped; the status shown is the part of invoiceStatusC after the first hyphen, or the
  // whole text when no hyphen. Order History shows only lines whose invoiceStatusC is exactly
  // 'Order History', with status taken from typeC.' 'Lines are grouped into one order per
  // salesOrderNoX ... Within an order, lines with the same part number and description are
  // merged and their quantities summed.'
  const isOpen = (s: string) => {
    const v = s.toLowerCase();
    return v.includes('open') || v.includes('partially shipped') || v === 'shipped';
  };
  function expectedOrders(view: 'open' | 'history') {
    const keep = (l: Row) =>
      view === 'open'
        ? isOpen(String(l.invoiceStatusC ?? ''))
        : l.invoiceStatusC === 'Order History';
    const byOrder = new Map<string, Row[]>();
    for (const l of lines.filter(keep)) {
      const k = String(l.salesOrderNoX);
      byOrder.set(k, [...(byOrder.get(k) ?? []), l]);
    }
    return [...byOrder.entries()].map(([orderNumber, ls]) => {
      const first = ls[0];
      const s = String(first.invoiceStatusC ?? '');
      const merged = new Map<string, Row>();
      for (const l of ls) {
        const key = `${l.partX}|${l.partDescrX}`;
        const m = merged.get(key);
        if (m) {
          m.ordered = (m.ordered as number) + (l.orderedQtyN as number);
          m.shipped = (m.shipped as number) + (l.shippedQtyN as number);
          m.backordered = (m.backordered as number) + (l.backorderedQtyN as number);
        } else
          merged.set(key, {
            partNumber: l.partX,
            description: l.partDescrX,
            ordered: l.orderedQtyN,
            shipped: l.shippedQtyN,
            backordered: l.backorderedQtyN,
          });
      }
      return {
        orderNumber,
        status:
          view === 'open'
            ? (s.includes('-') ? s.slice(s.indexOf('-') + 1) : s).trim()
            : first.typeC,
        orderDate: first.orderedD,
        estimatedShipDate: first.orderedD,
        invoiceDate: first.invoiceD,
        dealerPO: first.custPOnoX ?? '',
        lines: [...merged.values()],
      };
    });
  }

  it.each(['open', 'history'] as const)(
    'view=%s: orders grouped and merged as the spec says',
    async (v) => {
      const { rows } = await allPages(`/allpartsorders/1003?view=${v}`);
      const expected = expectedOrders(v);
      expect(expected.length).toBeGreaterThan(100);
      // The server's default order is the order of each order's first line.
      expect(rows).toEqual(expected);
      expect(rows.some((o) => (o.lines as Row[]).length > 1)).toBe(true);
    },
  );

  it('reads the status texts exactly: lower/upper-case shipped, the first hyphen, no tab', async () => {
    const open = (await allPages('/allpartsorders/1003?view=open')).rows;
    const history = (await allPages('/allpartsorders/1003?view=history')).rows;
    const status = (n: string) => open.find((o) => o.orderNumber === n)?.status;
    expect(status('PO1003E1')).toBe('shipped');
    expect(status('PO1003E2')).toBe('SHIPPED');
    expect(status('PO1003E3')).toBe('Open - Backordered');
    for (const n of ['PO1003E4', 'PO1003E5'])
      expect([...open, ...history].some((o) => o.orderNumber === n)).toBe(false);
  });

  it('searches orders by number, status and dealer PO; sorts by status', async () => {
    const body = await get('/allpartsorders/1003?view=open&page=1&pageSize=500&q=backordered');
    expect(body.total).toBe(
      expectedOrders('open').filter((o) =>
        [o.orderNumber, o.status, o.dealerPO].some((f) =>
          String(f).toLowerCase().includes('backordered'),
        ),
      ).length,
    );
    const sorted = await get(
      '/allpartsorders/1003?view=open&page=1&pageSize=500&sort=status&order=asc',
    );
    const statuses = sorted.rows.map((o: Row) => String(o.status).toLowerCase());
    expect(statuses).toEqual([...statuses].sort());
  });
});

describe('claims (spec 000 §4)', () => {
  let calls: Row[];
  beforeAll(async () => {
    calls = await get('/servicewarrantycalls/1003');
  });

  it('view=open is call status Open', async () => {
    const { rows } = await allPages('/servicewarrantycalls/1003?view=open');
    expect(rows).toEqual(calls.filter((c) => c.call_status === 'Open'));
  });

  it('view=history is Closed or Complete, once per claim number and serial number: the most recent row', async () => {
    const { rows } = await allPages('/servicewarrantycalls/1003?view=history');
    // Of a claim's rows the latest by date is kept, then the last
    // loaded (highest id); the whole list answers in id order, so a later equal date wins.
    const latest = new Map<string, Row>();
    for (const c of calls) {
      if (c.call_status !== 'Closed' && c.call_status !== 'Complete') continue;
      const key = `${c.calL_NO_X}|${c.product_sn}`;
      const kept = latest.get(key);
      if (!kept || String(c.call_d ?? '') >= String(kept.call_d ?? '')) latest.set(key, c);
    }
    const expected = [...latest.values()];
    expect(calls.length - expected.length).toBeGreaterThan(0);
    // The seed's duplicates differ in their status: the later row says 'Paid'.
    const twice = calls.filter(
      (c) =>
        c.call_status !== 'Open' &&
        calls.some((d) => d !== c && d.calL_NO_X === c.calL_NO_X && d.product_sn === c.product_sn),
    );
    expect(twice.some((c) => c.current_status !== 'Paid')).toBe(true);
    // Same rows; the read model pages in id order like the others.
    const byId = (a: Row, b: Row) => String(a.calL_NO_X).localeCompare(String(b.calL_NO_X));
    expect([...rows].sort(byId)).toEqual([...expected].sort(byId));
  });
});

describe('claims search per tab (spec 000 §5)', () => {
  // 'Open claims by claim number, serial number, dealer, date, type, issue, current status;
  // claims history by claim number, serial number, dealer, issue, current and call status.'
  const fields = {
    open: [
      'calL_NO_X',
      'product_sn',
      'tp_name_x',
      'call_d',
      'calL_TYPE_X',
      'complaint_c',
      'current_status',
    ],
    history: [
      'calL_NO_X',
      'product_sn',
      'tp_name_x',
      'complaint_c',
      'current_status',
      'call_status',
    ],
  };
  // A date is searched as the screen shows it (MM/DD/YYYY), never as ISO text.
  const shown = (c: Row, f: string) => {
    const v = String(c[f] ?? '');
    const iso = f === 'call_d' && /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
    return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : v;
  };
  it.each(['open', 'history'] as const)('%s: a date, a type and a status word', async (view) => {
    const { rows } = await allPages(`/servicewarrantycalls/1003?view=${view}`);
    const day = shown(rows[0], 'call_d');
    for (const q of ['/2026', day, day.slice(0, 5), '2026-0', 'policy', 'complete', 'd1003']) {
      const expected = rows.filter((c) =>
        fields[view].some((f) => shown(c, f).toLowerCase().includes(q)),
      );
      if (view === 'open' && q === day) expect(expected.length).toBeGreaterThan(0);
      const body = await get(`/servicewarrantycalls/1003?view=${view}&page=1&pageSize=500&q=${q}`);
      expect([q, body.total]).toEqual([q, expected.length]);
    }
  });
});

describe('invoices (spec 000 §4, §5)', () => {
  let all: Row[];
  beforeAll(async () => {
    all = await get('/allinvoices/1003');
  });

  it.each([
    ['view=outstanding', (i: Row) => i.status === 'Open'],
    ['view=outstanding&category=Parts', (i: Row) => i.status === 'Open' && i.category === 'Parts'],
    ['view=all&category=Wholegoods', (i: Row) => i.category === 'Wholegoods'],
  ])('%s', async (filter, keep) => {
    const { rows } = await allPages(`/allinvoices/1003?${filter}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(all.filter(keep));
  });
});

describe('home summary (spec 000 §2, §4)', () => {
  it('counts what the whole lists count, by the home card rules', async () => {
    const [wg, lines, calls, invoices, summary] = await Promise.all([
      get('/wholegoodsall/1003'),
      get('/allpartsorders/1003'),
      get('/servicewarrantycalls/1003'),
      get('/allinvoices/1003'),
      get('/summary/1003'),
    ]);
    // 'The home card counts open as invoice status not closed, and history as closed.'
    const closed = wg.filter((o: Row) => o.invoiceStatus === 'closed').length;
    // 'Parts orders on the home card: open if the status text, lower-cased, contains 'open' or
    // 'partially shipped' or equals 'shipped', counted by distinct order number; history if
    // status equals 'Order History'.'
    const open = new Set<string>();
    const history = new Set<string>();
    for (const l of lines) {
      const s = String(l.invoiceStatusC ?? '').toLowerCase();
      if (s.includes('open') || s.includes('partially shipped') || s === 'shipped')
        open.add(l.salesOrderNoX);
      else if (l.invoiceStatusC === 'Order History') history.add(l.salesOrderNoX);
    }
    // 'Claims: home card counts closed if call status is Closed or Complete, otherwise open'
    // (each claim and serial number once, as the claims screens show them).
    const openClaims = new Set<string>();
    const closedClaims = new Set<string>();
    for (const c of calls)
      (c.call_status === 'Closed' || c.call_status === 'Complete' ? closedClaims : openClaims).add(
        `${c.calL_NO_X}|${c.product_sn}`,
      );
    expect(summary).toEqual({
      wholegoods: { open: wg.length - closed, history: closed },
      partsOrders: { open: open.size, history: history.size },
      claims: { open: openClaims.size, closed: closedClaims.size },
      invoices: {
        outstanding: invoices.filter((i: Row) => i.status === 'Open').length,
        all: invoices.length,
      },
    });
  });

  it('gives a viewer no invoice counts (the Invoices card is for buyers and staff)', async () => {
    const viewer = (await login(server, 'viewer')).token;
    const body = await get('/summary/1001', viewer);
    expect(Object.keys(body).sort()).toEqual(['claims', 'partsOrders', 'wholegoods']);
  });
});

describe('bad tab parameters', () => {
  it.each([
    ['/wholegoodsall/1003?view=open', 'view needs page'],
    ['/wholegoodsall/1003?view=closed&page=1', 'view'],
    ['/allpartsorders/1003?view=history', 'view needs page'],
    ['/openpartsorders/1003?view=history&page=1', 'no history view'],
    ['/servicewarrantycalls/1003?view=all&page=1', 'view'],
    ['/allinvoices/1003?category=Tools&page=1', 'category'],
    ['/allinvoices/1003?view=outstanding', 'need page'],
  ])('%s → 400 naming the problem', async (path, words) => {
    const r = await call(server, 'GET', path, { token });
    expect(r.status).toBe(400);
    expect(String(r.body.message)).toContain(words);
  });
});
