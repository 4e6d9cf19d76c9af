// Ant Design Pro's sign-in page next to ours: the JavaScript (gzip -9, as our pages are
// counted) a fresh Chromium fetches before its login form is usable, from its production build.
// Its repository is never committed here; build it outside the project first:
//   git clone --depth 1 https://github.com/ant-design/ant-design-pro /tmp/adp && cd /tmp/adp
//   npm pkg delete devDependencies.@ant-design/cli   # its locked 6.6.0 tarball is a 404 (v6.0.3)
//   npm install --ignore-scripts --legacy-peer-deps && npx max build
// then: node bench/antd-pro.mjs [/tmp/adp/dist]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipBytes } from './lib/dist-files.mjs';
import { formBytes, launch } from './lib/login-bytes.mjs';
import { kb, table } from './lib/stats.mjs';

const dist = process.argv[2] ?? '/tmp/adp/dist';
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`no build in ${dist}: see the commands at the top of this file`);
  process.exit(2);
}

const browser = await launch();
try {
  const page = await browser.newPage();
  const js = [];
  const css = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname !== 'adp.test') return route.abort(); // analytics: not part of the page's own code
    if (url.pathname.startsWith('/api/')) return route.fulfill({ status: 401, body: '{}' });
    const rel = normalize(url.pathname.slice(1));
    let file = join(dist, rel);
    if (rel.startsWith('..') || !existsSync(file) || !statSync(file).isFile()) {
      if (extname(url.pathname)) return route.fulfill({ status: 404, body: '' });
      file = join(dist, 'index.html');
    }
    if (file.endsWith('.js')) js.push(file);
    if (file.endsWith('.css')) css.push(file);
    const type = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' }[
      extname(file)
    ];
    return route.fulfill({
      status: 200,
      contentType: type ?? 'application/octet-stream',
      body: readFileSync(file),
    });
  });
  await page.goto('http://adp.test/user/login');
  await page.locator('input[type=password]').first().waitFor({ timeout: 60_000 });
  await page.locator('button[type=submit], button.ant-btn-primary').first().waitFor();
  const adp = { js: [...js], css: [...css] };
  const ours = await formBytes(browser);
  const sum = (files) => files.reduce((s, f) => s + gzipBytes(f), 0);
  console.log('\nBefore the sign-in form is usable (KB gzip -9)\n');
  table(
    ['page', 'JS files', 'JS KB gzip', 'CSS KB gzip'],
    [
      [
        'Ant Design Pro /user/login (production build)',
        adp.js.length,
        kb(sum(adp.js)),
        kb(sum(adp.css)),
      ],
      ['this portal /login', ours.files.length, kb(ours.bytes), '0.0 (CSS-in-JS)'],
    ],
  );
} finally {
  await browser.close();
}
