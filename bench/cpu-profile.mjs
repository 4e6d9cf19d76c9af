// Where a V8 CPU profile's time went (a .cpuprofile written by `node --cpu-prof`, e.g. the API's
// under `BENCH_CPU_PROF=<folder> node bench/api-cpu.mjs`): self time by package and by function,
// the idle time left out. Prints Markdown tables; asserts nothing.
//   node bench/cpu-profile.mjs /tmp/prof/CPU.20261128.cpuprofile
//   BENCH_TOP=25: functions listed; BENCH_SKIP_SECONDS=15: the process's start left out
import { readFileSync } from 'node:fs';
import { table } from './lib/stats.mjs';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/cpu-profile.mjs <file.cpuprofile>');
const top = Number(process.env.BENCH_TOP) || 25;
const profile = JSON.parse(readFileSync(file, 'utf8'));

const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
const skipUs = (Number(process.env.BENCH_SKIP_SECONDS) || 0) * 1e6;
const selfUs = new Map();
let at = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i];
  if (at >= skipUs) selfUs.set(id, (selfUs.get(id) ?? 0) + profile.timeDeltas[i]);
});

/** The package a script belongs to: its folder under node_modules, Node's own, or the API. */
function packageOf(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(url);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/api/dist/')) return 'api (its own code and @portal/shared)';
  return url;
}

const byPackage = new Map();
const byFunction = new Map();
let busy = 0;
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byNode.get(id).callFrame;
  const name = functionName || '(anonymous)';
  if (name === '(idle)') continue;
  busy += us;
  const pkg = packageOf(url, name);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  const where = url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : '';
  const key = `${name} ${where}`;
  byFunction.set(key, { pkg, us: (byFunction.get(key)?.us ?? 0) + us });
}

const pct = (us) => `${((100 * us) / busy).toFixed(1)} %`;
const ms = (us) => (us / 1000).toFixed(0);
console.log(`\n${file}: ${ms(busy)} ms of CPU sampled (idle left out)\n`);
table(
  ['package', 'self ms', 'share'],
  [...byPackage].sort((a, b) => b[1] - a[1]).map(([p, us]) => [p, ms(us), pct(us)]),
);
console.log('');
table(
  ['function', 'package', 'self ms', 'share'],
  [...byFunction]
    .sort((a, b) => b[1].us - a[1].us)
    .slice(0, top)
    .map(([f, { pkg, us }]) => [f, pkg, ms(us), pct(us)]),
);
