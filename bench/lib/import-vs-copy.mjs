// A full import of a wholegoods orders file by the import command (`node api/dist/import.js
// wholegoods-orders <file>`) against a plain COPY of the same rows into the same table (same
// columns, indexes and triggers, rows already there), interleaved: import, COPY, import, COPY.
// Each round's rows are new (their own order numbers), spread over the network's dealers; the
// COPY is rolled back, so only the imports grow the table.
import { spawn } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { root } from './paths.mjs';

const fromApi = createRequire(join(root, 'api/package.json'));
const pg = fromApi('pg');
const { from: copyFrom } = fromApi('pg-copy-streams');

const HEADER =
  'orderNumber,salesOrderLineId,tradingPartnerId,description,partModel,scheduleStatus,orderedDate,invoiceAmount,invoiceStatus,customerPoNumber';
export const COLUMNS = [
  'order_number',
  'sales_order_line_id',
  'dealer_id',
  'description',
  'part_model',
  'schedule_status',
  'ordered_date',
  'invoice_amount',
  'invoice_status',
  'customer_po_number',
  'import_key',
];

/** Row i of a round: the same values for the CSV and the COPY. */
export function row(prefix, i, dealers) {
  const status = ['Scheduled', 'Shipped', 'On Hold', 'Released'][i % 4];
  return [
    `${prefix}${i}`,
    String(1 + (i % 7)),
    String(dealers[i % dealers.length]),
    'Vertical TMR mixer',
    `V-${500 + (i % 40)}`,
    status,
    `2026-0${1 + (i % 9)}-1${i % 10}`,
    '12500.00',
    i % 3 ? 'Open' : 'Closed',
    `PO-${i}`,
  ];
}

async function writeCsv(path, prefix, rows, dealers) {
  const out = createWriteStream(path);
  out.write(`${HEADER}\n`);
  for (let i = 0; i < rows; i++)
    if (!out.write(`${row(prefix, i, dealers).join(',')}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

async function importFile(path, url, dataDir) {
  const t0 = process.hrtime.bigint();
  const child = spawn('node', [join(root, 'api/dist/import.js'), 'wholegoods-orders', path], {
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const [code] = await once(child, 'exit');
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  if (code !== 0) throw new Error(`import exited ${code}: ${out}`);
  const report = JSON.parse(out.slice(out.indexOf('{')));
  return { seconds, inserted: report.inserted };
}

async function copyRows(url, prefix, rows, dealers) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const t0 = process.hrtime.bigint();
    await client.query('begin');
    const sink = client.query(
      copyFrom(`copy wholegoods_orders (${COLUMNS.join(', ')}) from stdin`),
    );
    async function* lines() {
      for (let i = 0; i < rows; i++) {
        const r = row(prefix, i, dealers);
        yield `${[...r, `wholegoods-orders\x1f${r[0]}\x1f${r[1]}`].join('\t')}\n`;
      }
    }
    await pipeline(Readable.from(lines()), sink);
    // What the COPY wrote is all written once it returns; the rollback keeps the table as it was.
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    await client.query('rollback');
    return { seconds };
  } finally {
    await client.end();
  }
}

/** Rounds of (import, COPY); each with its rows/s and the pair's ratio. */
export async function importVsCopy({ url, dataDir, work, rows, rounds, dealers, tag, load }) {
  const results = [];
  for (let r = 0; r < rounds; r++) {
    const prefix = `IMP${tag}R${r}N`;
    const file = join(work, `${prefix}.csv`);
    await writeCsv(file, prefix, rows, dealers);
    const loadA = load();
    const imported = await importFile(file, url, dataDir);
    rmSync(file);
    const loadB = load();
    const copied = await copyRows(url, `CPY${tag}R${r}N`, rows, dealers);
    results.push({
      round: r + 1,
      importRps: Math.round(rows / imported.seconds),
      inserted: imported.inserted,
      copyRps: Math.round(rows / copied.seconds),
      ratio: (copied.seconds / imported.seconds).toFixed(2),
      loads: `${loadA}/${loadB}`,
    });
  }
  return results;
}
