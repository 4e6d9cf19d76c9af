// Writes the OpenAPI document of the routes to a file (or stdout), without a database, a mailer
// or the built apps: `node api/dist/openapi.js out.json`; with `--v1`, the dealer API's own
// document (as served at /api/v1/openapi.json). `npm test` lints both with Spectral.
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
  const args = process.argv.slice(2);
  const v1 = args.includes('--v1');
  const document = v1
    ? (await app.inject({ method: 'GET', url: `${app.deps.config.prefix}/v1/openapi.json` })).json()
    : app.swagger();
  const text = JSON.stringify(document, null, 2);
  const out = args.find((a) => !a.startsWith('--'));
  if (out) writeFileSync(out, text);
  else process.stdout.write(text);
  await app.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
