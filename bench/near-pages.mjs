// Pages of 500 (the CSV export's size) a few pages from one already served, on
// PGlite (the default database), with the answer cache off. Such a page is read from the served
// page's edge (decision 0021); the rows between are skipped. Two builds of the API, each started
// afresh on the same seeded folder, interleaved (after, before, after, before...), the load
// average beside each run. Per sort, pages 20, 40 ... 180 in turn, each followed by the page after
// it and the pages nine after and nine before it. Per run and kind, the median and max ms:
//   ten    page 20, 40 ...: ten pages past the last one served (the first of each sort: nothing
//          served yet, read by OFFSET from the nearer end)
//   next   the page after one served
//   nine   nine pages from one served, forward and backward
// Prints figures; asserts nothing. Loopback only; bounded by the pages listed below.
//   BENCH_BEFORE=<checkout, built> BENCH_DATA_DIR=<PGlite folder seeded at scale 50> \
//   BENCH_ROUNDS=3 node bench/near-pages.mjs
import { loadavg } from 'node:os';
import { signIn, startApi } from './lib/api-server.mjs';
import { root } from './lib/paths.mjs';
import { median, table } from './lib/stats.mjs';

const BEFORE = process.env.BENCH_BEFORE;
const DATA_DIR = process.env.BENCH_DATA_DIR;
if (!BEFORE || !DATA_DIR) throw new Error('BENCH_BEFORE and BENCH_DATA_DIR are both needed');
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);
const SORTS = ['', '&sort=orderNumber&order=desc', '&sort=promisedDate&order=asc'];
const ANCHORS = [20, 40, 60, 80, 100, 120, 140, 160, 180];

async function run(from) {
  const load = loadavg()[0].toFixed(1);
  const api = await startApi({
    port: 8193,
    dataDir: DATA_DIR,
    from,
    env: { DATABASE_URL: '', LIST_ANSWER_TTL_MS: '0' },
  });
  try {
    const token = await signIn(api.base, 'bigdealer@portal.test', 'Buyer#2026');
    const timed = async (url) => {
      const t0 = performance.now();
      const r = await fetch(`${api.base}/api${url}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await r.arrayBuffer();
      if (!r.ok) throw new Error(`${url}: ${r.status}`);
      return performance.now() - t0;
    };
    const times = { ten: [], next: [], nine: [] };
    for (const sort of SORTS)
      for (const a of ANCHORS) {
        const url = (p) => `/wholegoodsall/1003?page=${p}&pageSize=500${sort}`;
        times.ten.push(await timed(url(a)));
        times.next.push(await timed(url(a + 1)));
        times.nine.push(await timed(url(a + 10)), await timed(url(a - 9)));
      }
    return { times, load };
  } finally {
    await api.stop();
  }
}

const rows = [];
for (let round = 1; round <= ROUNDS; round++)
  for (const [name, from] of [
    ['after', root],
    ['before', BEFORE],
  ]) {
    const { times, load } = await run(from);
    const cell = (k) => `${median(times[k]).toFixed(0)} / ${Math.max(...times[k]).toFixed(0)}`;
    rows.push([round, name, cell('ten'), cell('next'), cell('nine'), load]);
  }
console.log(
  '\nPages of 500 of the big dealer (100,000 orders), PGlite, cache off: median / max ms\n',
);
table(['round', 'build', 'ten pages on', 'next', 'nine pages away', 'load'], rows);
