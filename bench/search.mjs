// Issue 26, point 1: the top bar's search at the big dealer (D1003, 100,000 wholegoods orders by
// default), one request per keystroke as a dealer types five numbers (a serial, a wholegoods
// order, a parts order, an invoice, a claim) character by character, one at a time. Two passes:
//   cold  the first time each prefix is asked, right after the server started
//   warm  the same keystrokes again (the database's pages cached; the API keeps no answer cache)
// Prints p50 / p95 / max per pass and the slowest keystroke; asserts nothing. Loopback only.
// Bounded: about 120 requests in all, plus seeding.
//   BENCH_DB=pglite|postgres (default postgres), BENCH_ORDERS=100000, DATABASE_URL=... (an empty
//   database to use instead of a throwaway one)
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn, startApi } from './lib/api-server.mjs';
import { benchDatabase, seedOrders } from './lib/bench-db.mjs';

const db = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const orders = Number(process.env.BENCH_ORDERS) || 100_000;
const API_PORT = 8126;
const DEALER = 1003;

const dataDir = mkdtempSync(join(tmpdir(), 'portal-search-bench-'));
const database = benchDatabase(db, '/tmp/portal-pg-search-bench.state');

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

let api = null;
try {
  const took = seedOrders(orders, dataDir, database.url);
  console.log(`[bench] ${orders.toLocaleString('en')} orders ready in ${took} s`);
  api = await startApi({
    port: API_PORT,
    databaseUrl: db === 'postgres' ? database.url : undefined,
    dataDir,
  });
  const token = await signIn(api.base, 'bigdealer@portal.test', 'Buyer#2026');
  const get = async (q) => {
    const started = performance.now();
    const r = await fetch(`${api.base}/api/search/${DEALER}?q=${encodeURIComponent(q)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await r.json();
    if (!r.ok) throw new Error(`search ${q}: ${r.status}`);
    return { ms: performance.now() - started, hits: body.hits.length };
  };
  // Real numbers of the dealer, found by the search itself from their first characters.
  const typed = [];
  for (const start of ['SO', 'PO', 'WI', 'WC', 'PT']) {
    const hit = (
      await (
        await fetch(`${api.base}/api/search/${DEALER}?q=${start}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).hits.at(-1);
    if (hit) typed.push(hit.value);
  }
  console.log(`[bench] typing ${typed.join(', ')} (db ${db}, load ${loadavg()[0].toFixed(1)})`);
  for (const pass of ['cold', 'warm']) {
    const times = [];
    let slowest = { ms: 0, q: '' };
    for (const number of typed)
      for (let i = 1; i <= number.length; i++) {
        const q = number.slice(0, i);
        const { ms } = await get(q);
        times.push(ms);
        if (ms > slowest.ms) slowest = { ms, q };
      }
    console.log(
      `${pass.padEnd(5)} ${times.length} keystrokes: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${slowest.ms.toFixed(1)} ms ('${slowest.q}'), load ${loadavg()[0].toFixed(1)}`,
    );
  }
} finally {
  await api?.stop();
  database.stop();
}
