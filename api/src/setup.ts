import { setPasswordHashCost } from './auth/passwords';
import { configOrExit } from './config';
import { openDatabase } from './db/client';
import { exitIfFolderInUse } from './db/folderLock';
import { topUpWholegoods } from './seed/bulkOrders';
import { seed } from './seed/seed';

/** Applies the migrations and, on an empty database, the demo data. `--scale N` multiplies the
 * large dealer's rows for benchmarks; `--wholegoods-orders N` then tops its wholegoods orders up
 * to N (e.g. 1000000; bench/lists-scale.mjs). */
async function main() {
  const config = configOrExit();
  setPasswordHashCost(config.passwordHashCost);
  const i = process.argv.indexOf('--scale');
  const scale = i > 0 ? Math.max(1, Number(process.argv[i + 1]) || 1) : 1;
  const started = Date.now();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsDir: config.migrationsDir,
  });
  const seeded = await seed(database, { scale });
  const j = process.argv.indexOf('--wholegoods-orders');
  if (j > 0) await topUpWholegoods(database.db, 1003, Number(process.argv[j + 1]) || 0);
  await database.close();
  console.log(
    `[setup] database ready (${database.kind}); ${seeded ? `demo data seeded (scale ${scale})` : 'existing data kept'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((e) => {
  exitIfFolderInUse(e, "stop the portal's server (or the other command) using it first");
  console.error(e);
  process.exit(1);
});
