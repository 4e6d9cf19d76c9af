import { configOrExit } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { Mailer } from './plugins/mailer';
import { jwtSecret } from './lib/secrets';

/** Starts the one server: API under the prefix, the built apps at '/'. Stops gracefully: new
 * connections are refused, requests in flight finish, then the mailer and the database close. */
async function main() {
  const config = configOrExit();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsDir: config.migrationsDir,
  });
  const mailer = await Mailer.create(config);
  const app = await buildApp({
    config,
    database,
    jwtSecret: await jwtSecret(database, config),
    mailer,
  });
  mailer.start(database.db, app.deps.blobs);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Dealer portal on http://localhost:${config.port} (database: ${database.kind})`);

  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
    await mailer.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
