// The floor reference page (bench/floor) built and served over loopback HTTP, as the portal serves
// its own files (the build's public path, /remotes/floor/, is its folder): the build's brotli or gzip copy by Accept-Encoding, index.html for any other path.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { root } from './paths.mjs';

const floorDir = join(root, 'bench/floor');
const dist = join(floorDir, 'dist');
const types = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css' };

/** Builds the floor page unless a build is there (BENCH_FLOOR_BUILD=1 builds it again). */
export function buildFloor() {
  if (existsSync(join(dist, 'index.html')) && process.env.BENCH_FLOOR_BUILD !== '1') return;
  const built = spawnSync('node', [join(root, 'shared/webpack/cli.cjs'), 'build'], {
    cwd: floorDir,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the floor page did not build');
}

/** @returns {Promise<{ base: string, stop: () => Promise<void> }>} */
export function serveFloor(port) {
  const server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://floor').pathname).replace(
      /^\/+(remotes\/floor\/)?/,
      '',
    );
    const file = path && existsSync(join(dist, path)) ? join(dist, path) : join(dist, 'index.html');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = ['br', 'gzip'].find(
      (e) => accepts.includes(e) && existsSync(`${file}.${e === 'br' ? 'br' : 'gz'}`),
    );
    const body = readFileSync(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file);
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'cache-control': file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000',
    });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${port}`,
        stop: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}
