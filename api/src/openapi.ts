// Writes the OpenAPI document of the routes to a file (or stdout), without a database, a mailer
// or the built apps: `node api/dist/openapi.js out.json`. `npm test` lints it with Spectral.
import { writeFileSync } from 'node:fs';
import { loadConfig } from './config';
import { buildApp, type AppDeps } from './app';

async function main() {
  // Building the app reads no data: routes and schemas only. Nothing here is ever called.
  const app = await buildApp({
    config: { ...loadConfig(), logLevel: 'silent', appsDir: '/nonexistent' },
    // Nothing changes, so nothing is ever heard (the app listens for changes at start).
    database: {
      kind: 'none',
      listen: async () => async () => undefined,
    } as unknown as AppDeps['database'],
    jwtSecret: 'openapi-document-only',
    mailer: null as unknown as AppDeps['mailer'],
  });
  await app.ready();
  const text = JSON.stringify(app.swagger(), null, 2);
  const out = process.argv[2];
  if (out) writeFileSync(out, text);
  else process.stdout.write(text);
  await app.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
