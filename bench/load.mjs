// The load run: 200 concurrent signed-in users (each signs in first and holds its own
// token; the demo accounts, dealers and staff acting for the big dealer) mixing list, download and
// sign-in calls against the API on a PostgreSQL server with the scale seed, loopback only.
// Prints p50/p99/p99.9/max latency, the answers over 2 s (none on a quiet machine),
// throughput and errors (non-2xx and socket errors); exits 1 on any error. Besides pages of the
// screens (random pages and searches), one call in 50 is a whole list (no `page`) of the dealer,
// or for a dealer over the API's bound on whole lists (decision 0073) a page of 500 at random, as
// the portal's CSV export reads, and one in 20 is /api/health: none may make the others wait
//.
//   node bench/load.mjs [--duration 60]      LOAD_DURATION=60 (seconds, 1..300), LOAD_USERS=200
//   LOAD_SIGNINS_PER_S=1: sign-ins in the mix. A sign-in costs ~0.5 s of CPU by design (scrypt,
//   N=2^17), so they are paced. The sign-in limits count every sign-in per address (120 a minute,
//   4 at once): the API runs behind one trusted proxy hop (TRUST_PROXY=1) and each user comes from
//   its own address, as 200 real users would; no security default is changed for the run.
//   DATABASE_URL=...: use a server already seeded with `node api/dist/setup.js --scale 50`.
//   LOAD_DB=pglite: the default PGlite instead, seeded here at LOAD_SCALE (default 50) in a
//   temporary folder removed at the end; LOAD_DATA_DIR=<folder> keeps it there for the next run
//   (seeded only when the folder is empty; scale-50 seeding takes minutes).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { scalePostgres } from './lib/postgres.mjs';
import { startApi } from './lib/api-server.mjs';
import { root } from './lib/paths.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const DURATION_S = Math.min(
  300,
  Math.max(1, Number(arg('duration') ?? process.env.LOAD_DURATION) || 60),
);
const USERS = Math.min(1000, Math.max(1, Number(process.env.LOAD_USERS) || 200));
const SIGNINS_PER_S = Math.max(0, Number(process.env.LOAD_SIGNINS_PER_S ?? 1));
const PORT = 8196;
const BIG_DEALER = 1003;

const accounts = JSON.parse(readFileSync(join(root, 'api/demo-accounts.json'), 'utf8')).filter(
  (a) => a.key !== 'mustchange', // must change its password before anything else
);

const SCALE = Math.max(1, Number(process.env.LOAD_SCALE) || 50);
const onPglite = process.env.LOAD_DB === 'pglite';
const pg = onPglite ? seededPglite(SCALE) : scalePostgres(SCALE);
const api = await startApi({
  port: PORT,
  databaseUrl: pg.url,
  dataDir: pg.dataDir,
  env: { TRUST_PROXY: '1' },
});
const base = api.base;
let exitCode = 0;

try {
  const started = Date.now();
  // Each user signs in for itself, four at a time (the hash is what costs).
  const users = Array.from({ length: USERS }, (_, i) => ({
    account: accounts[i % accounts.length],
    address: `10.8.${i >> 8}.${i & 255}`,
  }));
  for (let i = 0; i < users.length; i += 4) {
    await Promise.all(users.slice(i, i + 4).map(async (u) => (u.session = await signIn(u))));
  }
  console.log(`[load] ${USERS} users signed in in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // What each account may call, found once per account: lists and downloads of its dealer.
  const plans = new Map();
  for (const a of accounts) plans.set(a.key, await plan(users.find((u) => u.account === a)));

  const stats = { list: [], whole: [], export: [], health: [], download: [], signin: [] };
  const errors = { non2xx: 0, socket: 0, samples: [] };
  const until = Date.now() + DURATION_S * 1000;
  let signinBudget = 0;
  const pacer = setInterval(
    () => (signinBudget = Math.min(signinBudget + SIGNINS_PER_S / 10, 5)),
    100,
  );

  const t0 = performance.now();
  await Promise.all(
    users.map(async (u, n) => {
      const p = plans.get(u.account.key);
      let i = n;
      while (Date.now() < until) {
        i++;
        if (signinBudget >= 1) {
          signinBudget--;
          await timed(
            'signin',
            () => login(u),
            (r) => r.ok && (u.session = r.json),
          );
          continue;
        }
        if (i % 20 === 0) {
          await timed('health', () => fetch(`${base}/api/health`));
          continue;
        }
        if (i % 50 === 1 && (p.whole || p.exportPages)) {
          // A list whole within the API's bound, else a page of 500 as the portal's export reads.
          if (p.whole) await timed('whole', () => get(p.whole, u));
          else await timed('export', () => get(p.exportPage(), u));
          continue;
        }
        const kind = i % 5 === 0 && p.downloads.length ? 'download' : 'list';
        const urls = kind === 'download' ? p.downloads : p.lists;
        const url = urls[i % urls.length]
          .replace('{page}', String(1 + Math.floor(Math.random() * 20)))
          .replace('{q}', String(Math.floor(Math.random() * 1000)));
        await timed(kind, () => get(url, u));
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  clearInterval(pacer);

  async function timed(kind, call, after) {
    const s = performance.now();
    try {
      const r = await call();
      stats[kind].push(performance.now() - s);
      if (!r.ok) {
        errors.non2xx++;
        if (errors.samples.length < 5) errors.samples.push(`${kind} ${r.status} ${r.url}`);
      } else after?.(r);
    } catch (e) {
      errors.socket++;
      if (errors.samples.length < 5) errors.samples.push(`${kind} ${e.cause?.code ?? e.message}`);
    }
  }

  const all = Object.values(stats).flat();
  const q = (xs, p) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(0) : '—';
  };
  console.log(
    `\nLoad: ${USERS} signed-in users, ${DURATION_S} s, API on ${onPglite ? 'PGlite' : 'PostgreSQL'} (scale ${SCALE}), loopback, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}\n`,
  );
  console.log('| calls | count | p50 ms | p99 ms | p99.9 ms | max ms | over 2 s |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [k, xs] of Object.entries({ all, ...stats })) {
    const max = xs.length ? Math.max(...xs).toFixed(0) : '—';
    const slow = xs.filter((x) => x > 2000).length;
    console.log(
      `| ${k} | ${xs.length} | ${q(xs, 50)} | ${q(xs, 99)} | ${q(xs, 99.9)} | ${max} | ${slow} |`,
    );
  }
  const errorCount = errors.non2xx + errors.socket;
  console.log(
    `\nthroughput ${(all.length / elapsed).toFixed(0)} req/s; errors ${errorCount} (non-2xx ${errors.non2xx}, socket ${errors.socket})`,
  );
  for (const s of errors.samples) console.log(`  e.g. ${s}`);
  exitCode = errorCount ? 1 : 0;
} finally {
  await api.stop();
  pg.stop();
}
process.exit(exitCode);

async function login({ account: a, address }) {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email: a.email, password: a.password }),
  });
  const json = r.ok ? await r.json() : await r.text();
  return { ok: r.ok, status: r.status, url: '/api/auth/login', json };
}

async function signIn(u) {
  const r = await login(u);
  if (!r.ok) throw new Error(`sign-in ${u.account.email}: ${r.status} ${r.json}`);
  return r.json;
}

async function get(path, u) {
  const headers = { authorization: `Bearer ${u.session.token}` };
  // Staff act for one dealer at a time: the big one.
  if (u.session.dealerId == null) headers['x-dealer-id'] = String(BIG_DEALER);
  const r = await fetch(base + path, { headers });
  await r.arrayBuffer();
  return { ok: r.ok, status: r.status, url: path };
}

/** The list and download calls this account is allowed, checked once (a 403 is not load). */
async function plan(user) {
  const dealer = user.session.dealerId ?? BIG_DEALER;
  const lists = [];
  // What the screens ask: one page of one tab, the home cards' counts, a search.
  for (const path of [
    `/api/summary/${dealer}`,
    `/api/wholegoodsall/${dealer}?view=open&page={page}&pageSize=10`,
    `/api/wholegoodsall/${dealer}?view=history&page={page}&pageSize=10&sort=orderedDate&order=asc`,
    `/api/allpartsorders/${dealer}?view=open&page={page}&pageSize=10`,
    `/api/allpartsorders/${dealer}?view=history&page={page}&pageSize=10&sort=orderDate`,
    `/api/allinvoices/${dealer}?view=outstanding&page={page}&pageSize=10&sort=invoiceDate`,
    `/api/servicewarrantycalls/${dealer}?view=open&page={page}&pageSize=10`,
    `/api/servicewarrantycalls/${dealer}?view=history&page={page}&pageSize=10`,
    `/api/wholegoodsall/${dealer}?view=open&page=1&pageSize=10&q=ship`,
    `/api/wholegoodsall/${dealer}?view=open&page=1&pageSize=10&q=so${dealer}{q}`,
  ]) {
    if ((await get(path.replace('{page}', '1').replace('{q}', '1'), user)).ok) lists.push(path);
  }
  // The whole list (every order of the dealer); the big one's is over the bound and refused.
  const whole = `/api/wholegoodsall/${dealer}`;
  const first = await fetch(`${base}/api/wholegoodsall/${dealer}?page=1&pageSize=500`, {
    headers: { authorization: `Bearer ${user.session.token}`, 'x-dealer-id': String(dealer) },
  });
  const exportPages = first.ok ? Math.max(1, Math.ceil((await first.json()).total / 500)) : 0;
  const exportPage = () =>
    `/api/wholegoodsall/${dealer}?page=${1 + Math.floor(Math.random() * exportPages)}&pageSize=500`;
  const downloads = [];
  const library = await fetch(`${base}/api/api/pdf-library`, {
    headers: { authorization: `Bearer ${user.session.token}`, 'x-dealer-id': String(dealer) },
  });
  if (library.ok) {
    for (const [category, docs] of Object.entries(await library.json()).slice(0, 2)) {
      for (const d of docs.slice(0, 2)) {
        downloads.push(
          `/api/api/pdf-library/${encodeURIComponent(category)}/${encodeURIComponent(d.name)}`,
        );
      }
    }
  }
  const dealerRow = await fetch(`${base}/api/dealers/${dealer}`, {
    headers: { authorization: `Bearer ${user.session.token}`, 'x-dealer-id': String(dealer) },
  });
  const code = dealerRow.ok ? (await dealerRow.json())[0]?.tpNameX : null;
  if (code) {
    const st = await fetch(`${base}/api/api/blob-statements/${code}`, {
      headers: { authorization: `Bearer ${user.session.token}`, 'x-dealer-id': String(dealer) },
    });
    if (st.ok)
      for (const s of (await st.json()).slice(0, 3))
        downloads.push(`/api/api/blob/Statements/${code}/${s.name}`);
  }
  // Invoice PDFs (made on first request, then read from the blob store), for the roles allowed.
  const inv = await fetch(`${base}/api/allinvoices/${dealer}?page=1&pageSize=2`, {
    headers: { authorization: `Bearer ${user.session.token}`, 'x-dealer-id': String(dealer) },
  });
  if (inv.ok) {
    for (const i of (await inv.json()).rows)
      downloads.push(`/api/api/files/find/Invoices/${i.invoiceNumber}`);
  }
  const kept = [];
  for (const d of downloads) if ((await get(d, user)).ok) kept.push(d);
  console.log(`[load] ${user.account.key}: ${lists.length} lists, ${kept.length} downloads`);
  return {
    lists,
    downloads: kept,
    whole: (await get(whole, user)).ok ? whole : null,
    exportPage,
    exportPages,
  };
}

/** A PGlite data folder seeded at `scale` (the API's default database). */
function seededPglite(scale) {
  const keep = process.env.LOAD_DATA_DIR;
  const dataDir = keep ?? mkdtempSync(join(tmpdir(), 'portal-load-pglite-'));
  const stop = () => keep || rmSync(dataDir, { recursive: true, force: true });
  if (keep && existsSync(keep) && readdirSync(keep).length) {
    console.log(`[load] PGlite seeded before in ${keep}`);
    return { url: undefined, dataDir, stop };
  }
  mkdirSync(dataDir, { recursive: true });
  console.log(`[load] seeding PGlite at scale ${scale}`);
  const r = spawnSync('node', [join(root, 'api/dist/setup.js'), '--scale', String(scale)], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('seeding failed');
  return { url: undefined, dataDir, stop };
}
