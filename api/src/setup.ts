import { setPasswordHashCost } from './auth/passwords';
import { configOrExit } from './config';
import { openDatabase } from './db/client';
import { exitIfFolderInUse } from './db/folderLock';
import { topUpWholegoods } from './seed/bulkOrders';
import { seedNetwork } from './seed/manufacturer';
import { seed, seedScaledCatalog } from './seed/seed';

/** Applies the migrations and, on an empty database, the demo data. `--scale N` multiplies the
 * large dealer's rows for benchmarks; `--wholegoods-orders N` then tops its wholegoods orders up
 * to N (e.g. 1000000; bench/lists-scale.mjs). `--manufacturer N` adds a manufacturer's network of
 * N wholegoods orders and parts lines (half each) over `--dealers` dealers (2000), the largest
 * `--largest` rows (200000) in each, once (bench/manufacturer-scale.mjs). `--catalog-parts N` grows
 * the parts catalogue to N parts priced on `--price-lists` lists (50; bench/parts-catalog.mjs). */
async function main() {
  const config = configOrExit();
  setPasswordHashCost(config.passwordHashCost);
  const i = process.argv.indexOf('--scale');
  const scale = i > 0 ? Math.max(1, Number(process.argv[i + 1]) || 1) : 1;
  const network = networkOption();
  const catalog = catalogOption();
  const started = Date.now();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsDir: config.migrationsDir,
  });
  const seeded = await seed(database, { scale });
  const j = process.argv.indexOf('--wholegoods-orders');
  if (j > 0) await topUpWholegoods(database.db, 1003, Number(process.argv[j + 1]) || 0);
  if (network) await seedNetwork(database.db, network);
  if (catalog) await seedScaledCatalog(database, catalog.parts, catalog.lists);
  await database.close();
  console.log(
    `[setup] database ready (${database.kind}); ${seeded ? `demo data seeded (scale ${scale})` : 'existing data kept'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The network `--manufacturer` asks for, checked before the database is opened. */
function networkOption() {
  const m = process.argv.indexOf('--manufacturer');
  if (m < 0) return null;
  const option = (name: string, fallback: number) => {
    const k = process.argv.indexOf(name);
    return k > 0 ? Number(process.argv[k + 1]) : fallback;
  };
  const network = {
    rows: Number(process.argv[m + 1]),
    dealers: option('--dealers', 2000),
    largest: option('--largest', 200_000),
  };
  if (!Object.values(network).every((n) => Number.isInteger(n) && n > 0)) {
    console.error('[setup] --manufacturer, --dealers and --largest take whole numbers above 0');
    process.exit(64);
  }
  return network;
}

/** The catalogue `--catalog-parts` asks for, checked before the database is opened. */
function catalogOption() {
  const c = process.argv.indexOf('--catalog-parts');
  if (c < 0) return null;
  const l = process.argv.indexOf('--price-lists');
  const catalog = {
    parts: Number(process.argv[c + 1]),
    lists: l > 0 ? Number(process.argv[l + 1]) : 50,
  };
  if (!Object.values(catalog).every((n) => Number.isInteger(n) && n > 0)) {
    console.error('[setup] --catalog-parts and --price-lists take whole numbers above 0');
    process.exit(64);
  }
  return catalog;
}

main().catch((e) => {
  exitIfFolderInUse(e, "stop the portal's server (or the other command) using it first");
  console.error(e);
  process.exit(1);
});
