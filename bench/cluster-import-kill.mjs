// A kill during an import, on the cluster (outside CI; prints figures, asserts nothing about
// speed): 3 API processes behind HAProxy on PostgreSQL. Each round sends a wholegoods orders file
// of KILL_ROWS rows (60,000 by default) with 'Prefer: respond-async' to one API process, which
// answers 202 with its run; KILL_AFTER_MS later (1,500) that process is killed (SIGKILL) and the
// cluster starts it again. Meanwhile a dealer reads its orders through the balancer. Then, through
// the balancer: how the run is polled (and how long until it reads 'interrupted'), how many of the
// file's rows were left in the table (one transaction on PostgreSQL: 0 expected), and the same
// file sent again and polled to its end (all rows there, once). Loopback only, bounded rounds.
//   node bench/cluster-import-kill.mjs      KILL_ROUNDS=3 (1..10) KILL_ROWS=60000 KILL_AFTER_MS=1500
//   DATABASE_URL=...                         a PostgreSQL database (else the cluster starts one)
import { loadavg } from 'node:os';
import { startCluster } from './lib/cluster.mjs';
import { signIn } from './lib/api-server.mjs';
import { table } from './lib/stats.mjs';

const ROUNDS = Math.min(10, Math.max(1, Number(process.env.KILL_ROUNDS) || 3));
const ROWS = Math.min(200_000, Math.max(1_000, Number(process.env.KILL_ROWS) || 60_000));
const KILL_AFTER_MS = Math.max(100, Number(process.env.KILL_AFTER_MS) || 1_500);
const PORT = 8197;
const load = () => loadavg()[0].toFixed(1);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const fileOf = (round) =>
  Array.from(
    { length: ROWS },
    (_, i) =>
      JSON.stringify({
        orderNumber: `KILL${round}X${i}`,
        salesOrderLineId: 1,
        tradingPartnerId: 1001,
        description: 'Vertical TMR mixer',
        scheduleStatus: 'Scheduled',
        orderedDate: '2026-05-11',
        invoiceStatus: 'Open',
      }) + '\n',
  ).join('');

// Every read reaches the database: a remembered list answer would hide the rows' arrival.
const cluster = await startCluster({ port: PORT, processes: 3, env: { LIST_ANSWER_TTL_MS: '0' } });
const rows = [];
try {
  const admin = await signIn(cluster.url, 'admin@portal.test', 'Admin#2026');
  const made = await fetch(`${cluster.url}/api/service-accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `bench-kill-${Date.now()}` }),
  });
  const { key } = await made.json();
  const buyer = await signIn(cluster.url, 'buyer@portal.test', 'Buyer#2026');
  const auth = { authorization: `Bearer ${key}` };

  /** The number of this round's orders a dealer-independent search finds (the admin's view). */
  const countOf = async (round) => {
    const r = await fetch(`${cluster.url}/api/wholegoods/1001?page=1&pageSize=10&q=KILL${round}X`, {
      headers: { authorization: `Bearer ${buyer}` },
    });
    return r.ok ? (await r.json()).total : `answered ${r.status}`;
  };
  /** Polls a run through the balancer until it ends; its status and the seconds it took. */
  const pollRun = async (id) => {
    const t0 = performance.now();
    for (;;) {
      const r = await fetch(`${cluster.url}/api/import/runs/${id}`, { headers: auth }).catch(
        () => null,
      );
      const run = r?.ok ? await r.json() : null;
      if (run && run.status !== 'running') return { run, seconds: (performance.now() - t0) / 1000 };
      if (performance.now() - t0 > 300_000)
        return { run: { status: 'still running' }, seconds: 300 };
      await sleep(250);
    }
  };

  for (let round = 1; round <= ROUNDS; round++) {
    const file = fileOf(round);
    const target = cluster.processes()[0];
    // Reads through the balancer for the whole round: what a dealer saw meanwhile.
    let reading = true;
    const reads = { ok: 0, failed: 0 };
    const reader = (async () => {
      while (reading) {
        const r = await fetch(`${cluster.url}/api/wholegoods/1001?page=1`, {
          headers: { authorization: `Bearer ${buyer}` },
        }).catch(() => null);
        if (r?.ok) reads.ok++;
        else reads.failed++;
        await r?.arrayBuffer();
        await sleep(50);
      }
    })();

    const sent = await fetch(`http://127.0.0.1:${target.port}/api/import/wholegoods-orders`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/x-ndjson', prefer: 'respond-async' },
      body: file,
    });
    const accepted = await sent.json();
    await sleep(KILL_AFTER_MS);
    process.kill(target.pid, 'SIGKILL');
    const killed = await pollRun(accepted.id);
    const left = await countOf(round);

    const again = await fetch(`${cluster.url}/api/import/wholegoods-orders`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/x-ndjson', prefer: 'respond-async' },
      body: file,
    });
    const rerun = await pollRun((await again.json()).id);
    const after = await countOf(round);
    reading = false;
    await reader;
    rows.push([
      round,
      `${sent.status} → run ${accepted.id}`,
      `${killed.run.status} after ${killed.seconds.toFixed(1)} s`,
      left,
      `${again.status}: ${rerun.run.status}, ${rerun.run.inserted ?? '?'} inserted`,
      after,
      `${reads.ok} ok / ${reads.failed} failed`,
      load(),
    ]);
  }
} finally {
  await cluster.stop();
}

console.log(
  `\nbench/cluster-import-kill.mjs: ${ROWS.toLocaleString('en')} rows a round, the importing process killed ${KILL_AFTER_MS} ms after its 202`,
);
table(
  [
    'round',
    'sent',
    'the killed run, polled',
    'rows left',
    'sent again',
    'rows after',
    'reads meanwhile',
    'load',
  ],
  rows,
);
