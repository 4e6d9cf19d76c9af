import { isDealerApi, problemOf, sendProblem } from '../http/problem';
import { existsSync, mkdirSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { basename, join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AREAS, AREA_NAMES } from '@portal/shared/areas';
import type { Config } from '../config';
import { statusText } from './errors';

/** Entries, manifests and html must be re-checked on every load (a redeployed area is picked up);
 * content-hashed chunks are cached for a year. */
const NO_CACHE =
  /^(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|main\.js|index\.html|.*\.html)$/;

/**
 * Headers that govern a document (what it may load, frame, open or refer) and mean nothing on a
 * script, image or manifest. Sent on every static file they cost ~0.5 KB each, ~13 KB over the
 * 28 responses of /home; nosniff and CORP, which do apply to subresources, stay.
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function setFileHeaders(reply: FastifyReply, path: string) {
  // `path` is the file sent: main.js.br for main.js when the browser accepts brotli.
  const file = basename(path).replace(/\.(br|gz)$/, '');
  reply.header(
    'Cache-Control',
    NO_CACHE.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
  );
  if (!file.endsWith('.html')) for (const h of DOCUMENT_ONLY) reply.raw.removeHeader(h);
}

/**
 * Refuses, as not found, a file whose real path is outside the folder served: a symbolic link
 * placed in a build (or planted beside it) would otherwise send whatever it points at, the host's
 * /etc/passwd included. Checked on the file chosen, its .br or .gz sibling too.
 */
function insideRoot(root: string) {
  return async (path: string) => {
    const [file, folder] = await Promise.all([realpath(path), realpath(root)]);
    if (!file.startsWith(folder + sep))
      throw Object.assign(new Error('No such resource'), { statusCode: 404 });
  };
}

/** A published version's file: `/<area>/<version>/<file>` under /areas/ (no history.json, no
 * remotes.json, no folder being copied: those start with a dot). */
const PUBLISHED_FILE = /^\/[a-z][a-z0-9-]*\/[^/.][^/]*\/[^/]/;

/** A published version never changes (the deploy refuses to overwrite one): every file of it,
 * its remoteEntry.js and manifest too, may be cached for a year. */
function setPublishedHeaders(reply: FastifyReply, path: string) {
  setFileHeaders(reply, path);
  reply.header('Cache-Control', 'public, max-age=31536000, immutable');
}

/**
 * Serves the built shell at '/' and each area at '/remotes/<area>/', one Node process, one URL;
 * and the areas deployed by `npm run deploy:area` at '/areas/<area>/<version>/', with the
 * remotes.json that deploy writes (docs/decisions/0054-deploy-and-roll-back-one-area.md).
 */
export async function registerStatic(app: FastifyInstance, config: Config) {
  const shellDist = join(config.appsDir, 'shell', 'dist');
  const deployed = join(config.appsDir, 'areas');
  const areaDists = AREA_NAMES.map((a) => ({
    area: a,
    dir: join(config.appsDir, AREAS[a].folder, 'dist'),
  }));

  // Registered even when a folder is missing: a later deploy only needs the files to appear.
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    onFile: insideRoot(shellDist),
    index: 'index.html',
    preCompressed: true,
    setHeaders: setFileHeaders,
  });
  for (const { area, dir } of areaDists) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: AREAS[area].routePrefix,
      onFile: insideRoot(dir),
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: setFileHeaders,
    });
  }

  // Made now (when the apps folder is writable) so the first deploy needs no restart.
  try {
    mkdirSync(deployed, { recursive: true });
  } catch {
    // A read-only apps folder: nothing can be deployed into it anyway.
  }
  await app.register(fastifyStatic, {
    root: deployed,
    prefix: '/areas/',
    onFile: insideRoot(deployed),
    decorateReply: false,
    index: false,
    preCompressed: true,
    allowedPath: (path) => PUBLISHED_FILE.test(path),
    setHeaders: setPublishedHeaders,
  });
  // Once an area has been deployed, its remotes.json is the portal's: a rebuilt shell's own
  // (every area at /remotes/<area>/) does not undo the deployments.
  app.get('/remotes.json', { schema: { hide: true } }, (_req, reply) =>
    existsSync(join(deployed, 'remotes.json'))
      ? reply.sendFile('remotes.json', deployed, { onFile: insideRoot(deployed) })
      : reply.sendFile('remotes.json', shellDist, { onFile: insideRoot(shellDist) }),
  );

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    const api = url === config.prefix || url.startsWith(`${config.prefix}/`);
    if (isDealerApi(url, config.prefix))
      return sendProblem(reply, problemOf(404, `No such resource: ${req.method} ${url}`));
    if (api || (req.method !== 'GET' && req.method !== 'HEAD') || /\.[a-z0-9]{1,5}$/i.test(url)) {
      reply.status(404).send({
        statusCode: 404,
        error: statusText(404),
        message: `No such resource: ${req.method} ${url}`,
      });
      return;
    }
    // Single-page apps: unknown paths get the page that routes them.
    const area = areaDists.find(
      (d) => url === `/remotes/${d.area}` || url.startsWith(`/remotes/${d.area}/`),
    );
    const dir = area ? area.dir : shellDist;
    if (!existsSync(join(dir, 'index.html'))) {
      reply.status(404).send({
        statusCode: 404,
        error: statusText(404),
        message: 'The portal is not built yet: run npm start',
      });
      return;
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', dir, { cacheControl: false, onFile: insideRoot(dir) });
  });
}
