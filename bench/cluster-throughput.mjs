// Throughput through HAProxy with 1, 2 and 3 API processes on one PostgreSQL server
// (prints figures, asserts nothing). 100 connections of a signed-in buyer reading list pages
// (remembered per process) and the dealer row, THROUGHPUT_DURATION seconds (10) per step.
//   DATABASE_URL=... node bench/cluster-throughput.mjs   (seeded by the cluster when empty)
import { cannon } from './lib/cannon.mjs';
import { startCluster } from './lib/cluster.mjs';

const DURATION = Math.min(60, Math.max(3, Number(process.env.THROUGHPUT_DURATION) || 10));
if (!process.env.DATABASE_URL) {
  console.error('[throughput] give DATABASE_URL (a PostgreSQL database)');
  process.exit(2);
}

const rows = [];
for (const processes of [1, 2, 3]) {
  const cluster = await startCluster({ port: 8197, processes });
  const login = await fetch(`${cluster.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@portal.test', password: 'Buyer#2026' }),
  }).then((r) => r.json());
  const headers = { authorization: `Bearer ${login.token}` };
  const r = await cannon({
    url: cluster.url,
    connections: 100,
    duration: DURATION,
    requests: [
      { method: 'GET', path: '/api/allinvoices/1001?page=1&pageSize=10', headers },
      { method: 'GET', path: '/api/allinvoices/1001?page=2&pageSize=10', headers },
      { method: 'GET', path: '/api/dealers/1001', headers },
    ],
  });
  rows.push({ processes, ...r });
  console.log(
    `${processes} process(es): ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors} (non-2xx ${r.non2xx}, socket ${r.socketErrors}, timeouts ${r.timeouts})`,
  );
  await cluster.stop();
}
console.table(
  rows.map(({ processes, rps, p50, p99, errors }) => ({ processes, rps, p50, p99, errors })),
);
