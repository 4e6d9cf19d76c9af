// What a COPY of new orders into the orders table spends its time on: the same rows COPYed in a
// transaction rolled back, as the table is, then with one thing taken away (an index dropped, the
// triggers off, every secondary index dropped) or the rows sorted by dealer, each such case right
// after a reference COPY of the table as it is (A, B pairs), with its ratio to that reference.
// The drops are rolled back too: nothing else may use the table meanwhile.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { COLUMNS, row } from './import-vs-copy.mjs';
import { root } from './paths.mjs';

const fromApi = createRequire(join(root, 'api/package.json'));
const pg = fromApi('pg');
const { from: copyFrom } = fromApi('pg-copy-streams');

/** The COPY lines of `rows` new orders, sorted by dealer when asked. */
function lines(prefix, rows, dealers, sorted) {
  const all = Array.from({ length: rows }, (_, i) => row(prefix, i, dealers));
  if (sorted) all.sort((a, b) => Number(a[2]) - Number(b[2]));
  return all.map((r) => `${[...r, `wholegoods-orders\x1f${r[0]}\x1f${r[1]}`].join('\t')}\n`);
}

/** Each case's rows/s beside the reference's, taken just before it. */
export async function copyPieces({ url, rows, dealers, load }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const copy = async (prepare, sorted = false) => {
    await client.query('begin');
    try {
      for (const statement of prepare) await client.query(statement);
      const data = lines('PIECE', rows, dealers, sorted);
      const t0 = process.hrtime.bigint();
      const sink = client.query(
        copyFrom(`copy wholegoods_orders (${COLUMNS.join(', ')}) from stdin`),
      );
      await pipeline(Readable.from(data), sink);
      return Number(process.hrtime.bigint() - t0) / 1e9;
    } finally {
      await client.query('rollback');
    }
  };
  try {
    const { rows: indexes } = await client.query(
      `select i.indexrelid::regclass::text as name, c.conname as constraint
       from pg_index i left join pg_constraint c on c.conindid = i.indexrelid
       where i.indrelid = 'wholegoods_orders'::regclass and not i.indisprimary order by 1`,
    );
    const drop = ({ name, constraint }) =>
      constraint
        ? `alter table wholegoods_orders drop constraint ${constraint}`
        : `drop index ${name}`;
    const cases = [
      ['rows sorted by dealer', [], true],
      ['triggers off', ['alter table wholegoods_orders disable trigger user']],
      ['no secondary index', indexes.map(drop)],
      ...indexes.map((ix) => [`without ${ix.name}`, [drop(ix)]]),
    ];
    const results = [];
    await copy([]); // warms the table's pages for both sides of the first pair
    for (const [label, prepare, sorted] of cases) {
      const before = load();
      const reference = await copy([]);
      const piece = await copy(prepare, sorted);
      results.push([
        label,
        Math.round(rows / reference),
        Math.round(rows / piece),
        (reference / piece).toFixed(2),
        `${before}/${load()}`,
      ]);
    }
    return results;
  } finally {
    await client.end();
  }
}
