import type * as Reporting from '../src/reporting';
import type * as Store from '../src/auth/store';

// The browser's report queue against a scripted /api/reports: what it sends again and when. The
// API's own refusal (30 batches a minute per user, 429 with Retry-After) is tested over HTTP in
// the API suite; this is what the page does with the answer.
type Answer = { status: number; retryAfter?: string } | 'offline';
let answers: Answer[] = [];
let sent: { messages: string[]; keepalive: boolean }[] = [];

function scriptedFetch(_url: string, init: RequestInit) {
  const body = JSON.parse(String(init.body)) as { reports: { message?: string }[] };
  sent.push({ messages: body.reports.map((r) => r.message ?? ''), keepalive: !!init.keepalive });
  const a = answers.shift() ?? { status: 202 };
  if (a === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
  const headers = new Map(a.retryAfter ? [['retry-after', a.retryAfter]] : []);
  return Promise.resolve({
    status: a.status,
    headers: { get: (h: string) => headers.get(h) ?? null },
  });
}

/** A new page: the module's queue starts empty, with `user` signed in. */
function page(user = 7) {
  let modules!: { reporting: typeof Reporting; store: typeof Store };
  jest.isolateModules(() => {
    modules = {
      reporting: jest.requireActual('../src/reporting'),
      store: jest.requireActual('../src/auth/store'),
    };
  });
  modules.store.session.login({
    token: 't',
    role: 'DealerBuyer',
    dealerId: 1001,
    requirePasswordChange: false,
    email: 'b@portal.test',
    id: user,
    name: 'B',
  });
  return modules.reporting;
}

const error = (r: typeof Reporting, message: string) =>
  r.reportToPortal({ kind: 'error', area: 'parts', message });
/** Lets the scripted answers settle (promise callbacks) without moving the clock. */
const settle = () => jest.advanceTimersByTimeAsync(0);
/** Reports an error, sends it at once, and lets the API's scripted answers (from `first`) come. */
async function sendNow(r: typeof Reporting, message: string, ...first: Answer[]) {
  answers = first;
  error(r, message);
  r.flushReports();
  await settle();
}
/** The messages of each batch sent so far. */
const batches = () => sent.map((s) => s.messages);

beforeEach(() => {
  jest.useFakeTimers();
  answers = [];
  sent = [];
  localStorage.clear();
  global.fetch = jest.fn(scriptedFetch) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

describe('real-user reports the API did not take', () => {
  it('a 429 holds the batch for Retry-After, then sends it first, before newer reports', async () => {
    const r = page();
    await sendNow(r, 'one', { status: 429, retryAfter: '20' });
    error(r, 'two');
    await jest.advanceTimersByTimeAsync(19_000);
    expect(batches()).toEqual([['one']]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(batches()).toEqual([['one'], ['one', 'two']]);
  });

  it("a Retry-After longer than our API's minute (a proxy's) is capped at 5 minutes", async () => {
    const r = page();
    await sendNow(r, 'one', { status: 429, retryAfter: '86400' });
    await jest.advanceTimersByTimeAsync(300_000);
    expect(sent).toHaveLength(2);
  });

  it('a flush while held (the page hidden) sends nothing before the hold ends', async () => {
    const r = page();
    await sendNow(r, 'one', { status: 429, retryAfter: '30' });
    r.flushReports();
    await settle();
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(2);
  });

  it('no network, a 5xx or an expired token: sent again after 10 s, then twice as long each time', async () => {
    const r = page();
    await sendNow(
      r,
      'kept',
      'offline',
      { status: 503 },
      { status: 401 },
      { status: 202 },
      'offline',
    );
    for (const [wait, count] of [
      [9_999, 1],
      [1, 2],
      [19_999, 2],
      [1, 3],
      [39_999, 3],
      [1, 4],
    ])
      await jest.advanceTimersByTimeAsync(wait).then(() => expect(batches()).toHaveLength(count));
    expect(batches()).toEqual([['kept'], ['kept'], ['kept'], ['kept']]);
    // Taken: the next failure waits 10 s again.
    error(r, 'next');
    r.flushReports();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(batches().slice(4)).toEqual([['next'], ['next']]);
  });

  it('a 400 drops the batch: the API cannot take it', async () => {
    const r = page();
    await sendNow(r, 'malformed', { status: 400 });
    await jest.advanceTimersByTimeAsync(600_000);
    expect(batches()).toEqual([['malformed']]);
  });

  it("two of the user's pages left while held keep both pages' reports", async () => {
    const pages = [page(), page()];
    for (const [i, p] of pages.entries())
      await sendNow(p, `page ${i}`, { status: 429, retryAfter: '30' });
    for (const p of pages) p.keepHeldReports();
    page().sendHeldReports();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(batches()).toEqual([['page 0'], ['page 1'], ['page 0', 'page 1']]);
  });

  it('a browser that refuses storage starts as usual and sends at once', async () => {
    const refuse = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const r = page();
    expect(() => r.sendHeldReports()).not.toThrow();
    error(r, 'plain');
    r.keepHeldReports();
    refuse.mockRestore();
    expect(batches()).toEqual([['plain']]);
  });

  it("held reports left with the page are sent by the same user's next page when the API said", async () => {
    const first = page();
    await sendNow(first, 'before leaving', { status: 429, retryAfter: '40' });
    await jest.advanceTimersByTimeAsync(10_000);
    first.keepHeldReports();
    expect(sent).toHaveLength(1);

    const next = page();
    next.sendHeldReports();
    // Taken from storage at once: a second page starting now finds nothing to send.
    expect(localStorage.getItem(next.HELD_REPORTS_KEY)).toBeNull();
    await jest.advanceTimersByTimeAsync(29_000);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(batches()).toEqual([['before leaving'], ['before leaving']]);
  });

  it("leaving while nothing is held sends at once; another user's kept reports wait for them", async () => {
    const r = page();
    error(r, 'plain');
    r.keepHeldReports();
    expect(sent).toEqual([{ messages: ['plain'], keepalive: true }]);
    expect(localStorage.getItem(r.HELD_REPORTS_KEY)).toBeNull();

    const keep = (user: number, holdUntil: number) =>
      localStorage.setItem(
        r.HELD_REPORTS_KEY,
        JSON.stringify({
          user,
          holdUntil,
          reports: [
            { kind: 'error', area: 'parts', version: 'v', route: '/x', message: `of ${user}` },
          ],
        }),
      );
    keep(8, Date.now());
    page(7).sendHeldReports();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
    // User 8 signs in again on this browser: their page sends them.
    page(8).sendHeldReports();
    await settle();
    expect(batches()).toEqual([['plain'], ['of 8']]);
    expect(localStorage.getItem(r.HELD_REPORTS_KEY)).toBeNull();
  });

  it('kept reports whose wait ended over 15 minutes ago, or unreadable ones, are dropped', async () => {
    const r = page();
    localStorage.setItem(
      r.HELD_REPORTS_KEY,
      JSON.stringify({ user: 7, holdUntil: Date.now() - 16 * 60_000, reports: [{ kind: 'load' }] }),
    );
    page(7).sendHeldReports();
    expect(localStorage.getItem(r.HELD_REPORTS_KEY)).toBeNull();
    for (const bad of ['{not json', '{"user":"7"}', 'null']) {
      localStorage.setItem(r.HELD_REPORTS_KEY, bad);
      page(7).sendHeldReports();
      expect(localStorage.getItem(r.HELD_REPORTS_KEY)).toBeNull();
    }
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([]);
  });
});
