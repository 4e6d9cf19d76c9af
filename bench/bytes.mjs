// The byte figures from the built apps: builds the floor reference page (bench/floor) in
// this run, then measures in Chromium, from the dist folders, the JavaScript (gzip -9) fetched
// before the sign-in form is usable on the portal and on the floor page, and prints a table per
// app. Run after a build: node bench/bytes.mjs
import { join } from 'node:path';
import { areaFirstVisit, readDist } from './lib/bundles.mjs';
import { APPS } from './lib/dist-files.mjs';
import { buildFloor, floorDir } from './lib/floor.mjs';
import { formBytes, launch } from './lib/login-bytes.mjs';
import { kb, table } from './lib/stats.mjs';

buildFloor();

const browser = await launch();
let login;
let floor;
try {
  login = await formBytes(browser);
  floor = await formBytes(browser, { home: join(floorDir, 'dist'), path: '/' });
} finally {
  await browser.close();
}
console.log('\nBefore the sign-in form is usable (JavaScript, gzip -9; target ≤ 1.15 × floor)\n');
table(
  ['page', 'files', 'KB gzip', '× floor'],
  [
    [
      'floor: React + federation runtime + antd Form/Input/Button',
      floor.files.length,
      kb(floor.bytes),
      '1.00',
    ],
    ['portal /login', login.files.length, kb(login.bytes), (login.bytes / floor.bytes).toFixed(2)],
  ],
);
console.log('\nportal /login files:', login.files.map((f) => `${f.path} ${kb(f.gzip)}`).join(', '));

const rows = APPS.map((app) => {
  const files = readDist(app);
  const entry = files.find((f) => f.file === (app === 'shell' ? 'main.js' : 'remoteEntry.js'));
  return [
    app,
    files.length,
    kb(files.reduce((s, f) => s + f.gzip, 0)),
    kb(entry.gzip),
    app === 'shell' ? kb(login.bytes) + ' (/login)' : kb(areaFirstVisit(app, files)),
  ];
});
console.log(
  '\nPer app (KB gzip -9): every JS file of the build, its entry, and a first visit (target ≤ 150 for an area)\n',
);
table(['app', 'JS files', 'all JS', 'entry', 'first visit'], rows);
