import { configOrExit } from './config';
import { openDatabase } from './db/client';
import { exitIfFolderInUse } from './db/folderLock';
import { buildApp } from './app';
import { Mailer } from './plugins/mailer';
import { WebhookSender } from './plugins/webhookSender';
import { jwtSecret } from './services/secrets';
import { keepRemovingExpiredAuthRows } from './auth/expiredRows';
import { markInterruptedRuns } from './import/run';
import { rebuildLeftPartsOrders } from './lists/readModels';

/** Starts the server: API under the prefix, the built apps at '/'. Stops gracefully:
 * /api/ready answers 503 at once and, DRAIN_DELAY_MS later (the balancer has seen it), new
 * connections are refused; requests in flight and the mails in hand finish, then the database
 * closes. */
async function main() {
  const config = configOrExit();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsDir: config.migrationsDir,
    pgliteThread: true,
  });
  // Imports left 'running' by a process that was killed are said to be interrupted.
  await markInterruptedRuns(database, true);
  await rebuildLeftPartsOrders(database.db);
  const mailer = await Mailer.create(config);
  const app = await buildApp({
    config,
    database,
    jwtSecret: await jwtSecret(database, config),
    mailer,
  });
  mailer.start(database.db, app.deps.blobs);
  const webhooks = new WebhookSender(config);
  webhooks.start(database.db);
  const stopRemovingExpired = await keepRemovingExpiredAuthRows(database.db);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Dealer portal on http://localhost:${config.port} (database: ${database.kind})`);

  const { drainDelayMs } = config;
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.deps.lifecycle.draining = true;
    const force = setTimeout(() => process.exit(1), drainDelayMs + 15_000);
    force.unref();
    // The mailer begins no new mail from now; the ones in hand go out meanwhile.
    const mails = mailer.stop();
    const deliveries = webhooks.stop();
    stopRemovingExpired();
    await new Promise((r) => setTimeout(r, drainDelayMs));
    app.log.info(`${signal}: finishing requests in flight`);
    // Fastify closes the keep-alive connections idle when the close begins; one busy then and
    // idle after would hold the close until its keep-alive timeout: closed as each goes idle.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(idle);
    await mails;
    await deliveries;
    await database.close();
    process.exit(0);
  };
  // The tests end PGlite's thread as a crash would, to see the server notice and bring it back.
  if (config.underTest && database.crashThread) {
    const crash = database.crashThread;
    process.on('SIGUSR2', () => void crash());
  }
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((e) => {
  exitIfFolderInUse(
    e,
    'another server or command is running on this DATA_DIR: stop it first, or give this server a DATA_DIR of its own',
  );
  console.error(e);
  process.exit(1);
});
