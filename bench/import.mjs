// The import feed's speed into PostgreSQL, outside CI. Writes a wholegoods orders file
// of BENCH_ROWS rows (1,000,000 by default) as CSV, streamed to disk, and imports it with the
// command (`node api/dist/import.js wholegoods-orders <file>`) into PostgreSQL, sampling the
// command's resident memory (RSS) every 200 ms; then an incremental file of 1,000 changed rows.
// Prints figures; asserts nothing.
//   DATABASE_URL=... node bench/import.mjs   a migrated, seeded database (setup.js)
//   node bench/import.mjs                    starts, seeds (scale 1) and stops its own server
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { scalePostgres } from './lib/postgres.mjs';
import { root } from './lib/paths.mjs';

const ROWS = Number(process.env.BENCH_ROWS) || 1_000_000;
const dir = mkdtempSync(join(tmpdir(), 'portal-import-bench-'));
const pg = scalePostgres(1);

/** A wholegoods orders CSV; `changed` alters the schedule status of every row it writes. */
async function writeFile(path, from, count, changed = false) {
  const out = createWriteStream(path);
  out.write(
    'orderNumber,salesOrderLineId,tradingPartnerId,description,partModel,scheduleStatus,orderedDate,invoiceAmount,invoiceStatus,customerPoNumber\n',
  );
  for (let i = from; i < from + count; i++) {
    const line = `BENCH${i},1,${1001 + (i % 3)},Vertical TMR mixer,V-500,${changed ? 'On Hold' : 'Scheduled'},2026-0${1 + (i % 9)}-1${i % 10},"12,500.00",Open,PO-${i}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

async function runImport(path) {
  const started = process.hrtime.bigint();
  const child = spawn('node', [join(root, 'api/dist/import.js'), 'wholegoods-orders', path], {
    env: { ...process.env, DATABASE_URL: pg.url, DATA_DIR: pg.dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const samples = [];
  const timer = setInterval(() => samples.push(rssMb(child.pid)), 200);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const [code] = await once(child, 'exit');
  clearInterval(timer);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0) throw new Error(`import exited ${code}: ${out}`);
  const rss = samples.filter(Boolean);
  return { seconds, report: JSON.parse(out), rss };
}

try {
  const big = join(dir, 'orders.csv');
  await writeFile(big, 0, ROWS);
  console.log(`[bench] ${ROWS.toLocaleString()} rows, ${(statSync(big).size / 1e6).toFixed(0)} MB`);
  const first = await runImport(big);
  const q = (p) => first.rss.slice().sort((a, b) => a - b)[Math.floor((first.rss.length - 1) * p)];
  console.log(
    `full file: ${first.seconds.toFixed(1)} s, ${Math.round(ROWS / first.seconds).toLocaleString()} rows/s ` +
      `(inserted ${first.report.inserted}, updated ${first.report.updated}); RSS of the command: ` +
      `p10 ${q(0.1).toFixed(0)} MB, median ${q(0.5).toFixed(0)} MB, max ${q(1).toFixed(0)} MB ` +
      `(${first.rss.length} samples); load ${loadavg()[0].toFixed(2)}`,
  );
  const small = join(dir, 'changed.csv');
  await writeFile(small, 5000, 1000, true);
  const inc = await runImport(small);
  console.log(
    `incremental 1,000 changed rows: ${inc.seconds.toFixed(2)} s for the whole command ` +
      `(updated ${inc.report.updated}, unchanged ${inc.report.unchanged})`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
  pg.stop();
}
