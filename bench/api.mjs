// API list endpoints at 200 concurrent connections on the scale seed over a PostgreSQL server
// (issue 14), next to a bare Fastify route returning the same JSON from memory, plus the query
// plan of one dealer's orders page. Prints figures; asserts nothing.
//   node bench/api.mjs                   starts, seeds (scale 50) and stops its own server
//   DATABASE_URL=... node bench/api.mjs  uses a server already seeded with --scale 50
//   BENCH_DURATION=10 (seconds per endpoint, 1..120), BENCH_CONNECTIONS=200
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cannon } from './lib/cannon.mjs';
import { scalePostgres } from './lib/postgres.mjs';
import { signIn, startApi } from './lib/api-server.mjs';
import { fromApi } from './lib/paths.mjs';
import { table } from './lib/stats.mjs';

const duration = Math.min(120, Math.max(1, Number(process.env.BENCH_DURATION) || 10));
const connections = Number(process.env.BENCH_CONNECTIONS) || 200;
const API_PORT = 8193;
const BARE_PORT = 8194;
const DEALER = 1003; // the scale seed's big dealer: 100,000 wholegoods rows, 250,000 parts lines

// The history rule as the API writes it (api/src/lists/wholegoods.ts) and its partial indexes.
const HISTORY = `(lower(coalesce(invoice_status, '')) = 'closed' and coalesce(schedule_status, '') = 'Shipped')`;

// What the list screens and the home page ask (one page of one tab, the cards' counts).
const ENDPOINTS = [
  `/api/summary/${DEALER}`,
  `/api/wholegoodsall/${DEALER}?view=open&page=1&pageSize=10`,
  `/api/wholegoodsall/${DEALER}?view=history&page=50&pageSize=10&sort=orderedDate&order=asc`,
  `/api/wholegoodsall/${DEALER}?view=open&page=1&pageSize=10&q=SO100310042`,
  `/api/allpartsorders/${DEALER}?view=open&page=1&pageSize=10`,
  `/api/allpartsorders/${DEALER}?view=history&page=1&pageSize=10&sort=orderDate`,
  `/api/allinvoices/${DEALER}?view=outstanding&page=1&pageSize=10&sort=invoiceDate`,
  `/api/servicewarrantycalls/${DEALER}?view=history&page=1&pageSize=10`,
];

const pg = scalePostgres(50);
const api = await startApi({ port: API_PORT, databaseUrl: pg.url, dataDir: pg.dataDir });
let bare;
try {
  const token = await signIn(api.base, 'bigdealer@portal.test', 'Buyer#2026');
  const headers = { authorization: `Bearer ${token}` };

  await explain(pg.url);

  const rows = [];
  for (const path of ENDPOINTS) {
    const url = api.base + path;
    const res = await fetch(url, { headers });
    const body = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${body}`);
    await cannon({ url, connections: 20, duration: 2, headers }); // warm-up
    const a = await cannon({ url, connections, duration, headers });
    // The limit for this body: the same JSON from memory behind a bare Fastify route.
    const file = join(pg.dataDir, 'bare.json');
    writeFileSync(file, body);
    bare = await startBare(file);
    const bareUrl = `http://127.0.0.1:${BARE_PORT}/bare`;
    await cannon({ url: bareUrl, connections: 20, duration: 2 });
    const b = await cannon({ url: bareUrl, connections, duration });
    bare.kill();
    bare = null;
    rows.push([
      path.replace(`/${DEALER}`, '/:id'),
      `${(body.length / 1024).toFixed(1)} KB`,
      a.p50,
      a.p99,
      Math.round(a.rps),
      a.errors,
      b.p99,
      Math.round(b.rps),
      (a.rps / b.rps).toFixed(2),
    ]);
  }
  console.log(
    `\nAPI at ${connections} connections, ${duration} s per endpoint (dealer D${DEALER}):\n`,
  );
  table(
    [
      'endpoint',
      'body',
      'p50 ms',
      'p99 ms',
      'req/s',
      'errors',
      'bare p99 ms',
      'bare req/s',
      'ratio',
    ],
    rows,
  );
} finally {
  bare?.kill();
  await api.stop();
  pg.stop();
}

function startBare(file) {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./lib/bare-server.mjs', import.meta.url), [
      String(BARE_PORT),
      file,
    ]);
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
}

/** The plan of the queries the API runs for one dealer's pages of orders, and a count. */
async function explain(url) {
  const pgLib = fromApi('pg');
  const client = new pgLib.Client(url);
  await client.connect();
  try {
    for (const [title, q] of [
      [
        'open orders page (default order)',
        `select * from wholegoods_orders where dealer_id = $1 and not (${HISTORY}) order by id limit 10`,
      ],
      [
        'open orders total',
        `select count(*) from wholegoods_orders where dealer_id = $1 and not (${HISTORY})`,
      ],
      [
        'order history page sorted by order date',
        `select * from wholegoods_orders where dealer_id = $1 and ${HISTORY} order by ordered_date asc nulls last, id limit 10 offset 490`,
      ],
      [
        'open parts orders page',
        `select * from parts_orders where dealer_id = $1 and view = 'open' order by first_line_id limit 10`,
      ],
    ]) {
      const r = await client.query(`explain (analyze, costs off) ${q}`, [DEALER]);
      const plan = r.rows.map((x) => x['QUERY PLAN']);
      const seq = plan.some((l) => /Seq Scan on (wholegoods_orders|parts_orders)/.test(l));
      console.log(
        `\nEXPLAIN ${title}: ${seq ? 'SEQUENTIAL SCAN' : 'index'}\n  ${plan.join('\n  ')}`,
      );
    }
  } finally {
    await client.end();
  }
}
