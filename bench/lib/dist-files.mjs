// The built apps as the bundled server lays them out (shell at /, each area at /remotes/<area>/),
// read straight from the dist folders: a browser page can load the portal without any server.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';
import { root } from './paths.mjs';
import areas from '../../shared/webpack/areas.cjs';

export const AREAS = Object.keys(areas.manifest);
export const APPS = areas.appFolders();

/** The dist file a URL path names, or null (the shell's html answers unknown paths). */
export function fileFor(pathname, home = join(root, 'shell', 'dist')) {
  // /remotes/<area>/ is an area's dist; any other /remotes/<name>/ is the page's own (the floor
  // page's html points at /remotes/floor/, as a remote's standalone page would).
  const m = /^\/remotes\/([a-z]+)\/(.*)$/.exec(pathname);
  const dir = m && AREAS.includes(m[1]) ? join(root, `mf-${m[1]}`, 'dist') : home;
  const rel = normalize(m ? m[2] : pathname.slice(1));
  if (rel.startsWith('..')) return null;
  const file = join(dir, rel);
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

const TYPES = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.css': 'text/css',
};

/** Bytes of a file after gzip -9: what a compressing server sends, the same on every run. */
const gzCache = new Map();
export function gzipBytes(file) {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzCache.get(file);
}

/**
 * Serves the portal's files to a Playwright page from the dist folders; API calls go to `api`
 * (a base URL) when given, otherwise they answer 401 (no session: enough for the sign-in page).
 * `home`: the dist folder served at / (the shell's by default; the floor page's for the floor).
 */
export async function routeDist(page, { api, home = join(root, 'shell', 'dist') } = {}) {
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/api/')) {
      if (api) return route.continue({ url: api + url.pathname + url.search });
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"statusCode":401,"error":"Unauthorized","message":"no session"}',
      });
    }
    const file =
      fileFor(url.pathname, home) ?? (extname(url.pathname) ? null : join(home, 'index.html'));
    if (!file) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({
      status: 200,
      contentType: TYPES[extname(file)] ?? 'application/octet-stream',
      body: readFileSync(file),
    });
  });
}
