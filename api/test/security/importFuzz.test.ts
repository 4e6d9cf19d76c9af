import { KIND_NAMES, kindOf, type Field } from '../../src/import/kinds';
import { call, login, startServer, type TestServer } from '../support/server';
import { rng } from '../../src/seed/random';

// The import feed fuzzed as every other operation is: a bounded, seeded generator of mutated
// files (JSON lines and CSV) for every kind of record, sent over HTTP to the real server. Each
// answer is a report (200 or 422) or a 4xx with a message, never a 5xx or a stack trace, and the
// server answers between and after them. The seed is printed, so a failure can be replayed.
let server: TestServer;
let key: string;
const SEED = Number(process.env.IMPORT_FUZZ_SEED ?? 43);
/** Files sent per kind: every kind, 11 today, so a few hundred files in all. */
const FILES_PER_KIND = 30;
let sent = 0;

beforeAll(async () => {
  server = await startServer();
  const admin = await login(server, 'admin');
  const r = await call(server, 'POST', '/service-accounts', {
    token: admin.token,
    body: { name: 'erp-fuzz' },
  });
  key = r.body.key;
});
afterAll(async () => {
  console.log(`import fuzz: ${sent} files (seed ${SEED})`);
  await server?.stop();
});

/** The demo seed's generator (mulberry32), so every run sends the same files; `int(n)` in [0, n). */
function generator(seed: number) {
  const r = rng(seed);
  return { next: r.next, int: (n: number) => r.int(0, n - 1), pick: r.pick };
}
type Rng = ReturnType<typeof generator>;

/** A value the field would take. */
function plausible(field: Field, rng: Rng): unknown {
  if (field.wire === 'tradingPartnerId') return rng.pick([1001, 1002, 4343]);
  if (/^tp_?name_?x$/i.test(field.wire)) return rng.pick(['D1001', 'D1002']);
  switch (field.type) {
    case 'int':
      return rng.int(1000);
    case 'date':
      return `2026-0${1 + rng.int(9)}-1${rng.int(9)}`;
    case 'amount':
      return rng.pick(['12,500.00', '$45.10', '0']);
    case 'unitKind':
      return rng.pick(['pulltype', 'truckmount', 'stationary']);
    case 'bool':
      return rng.pick([true, 'false', 'yes']);
    case 'decimal':
      return rng.pick(['12.50', '0', '1500', '-3.25', '1.23456']);
    case 'svg':
      return rng.pick([
        '<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>',
        '<svg onload="alert(1)"></svg>',
        '<svg><script>alert(1)</script></svg>',
      ]);
    default:
      return `FZ${rng.int(50)}`;
  }
}

const CONTROL = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).concat('\u007f');
/** Values no field expects. */
function odd(rng: Rng): unknown {
  const random = () =>
    Array.from({ length: 1 + rng.int(40) }, () => String.fromCharCode(rng.int(0x10000))).join('');
  return rng.pick<() => unknown>([
    random,
    () => rng.pick(CONTROL) + 'x' + rng.pick(CONTROL),
    () => '9'.repeat(1 + rng.int(400)),
    () => rng.pick([1e308, -1e308, 2 ** 53 + 1, -0, 0.5, 2147483648, -2147483649]),
    () => rng.pick(['NaN', 'Infinity', '1e999', '0x1F', ' 12 ', '-']),
    () => ({ nested: { deeper: [1, { x: null }] } }),
    () => [rng.int(9), 'a'],
    () => rng.pick(['🚜'.repeat(300), '\ud800', 'e\u0301', '\u202eRTL', 'Ünïcødé', '\ufeff']),
    () => rng.pick(['0000-01-01', '9999-12-31', '2026-02-29', '2024-02-29T25:00', '10000-01-01']),
    () => 'x'.repeat(rng.pick([999, 1001, 5000, 70000])),
    () => rng.pick([null, '', true, false, 0]),
    () => rng.pick(['=cmd|x', '"quoted"', 'a,b', 'line\nbreak', "O'Brien"]),
  ])();
}

/** One record of the kind: plausible values, some of them replaced, some keys odd. */
function record(kindName: string, rng: Rng): Record<string, unknown> {
  const kind = kindOf(kindName)!;
  const r: Record<string, unknown> = {};
  for (const field of kind.fields) if (rng.next() < 0.9) r[field.wire] = plausible(field, rng);
  if (kind.dealerFrom === 'row' && rng.next() < 0.8) r.tradingPartnerId = 1001;
  for (let n = rng.int(3); n > 0; n--) r[rng.pick(kind.fields).wire] = odd(rng);
  if (rng.next() < 0.2)
    r[rng.pick(['__proto__', 'constructor', 'a\u0000b', '', '_delete'])] = odd(rng);
  if (rng.next() < 0.1) r._delete = rng.pick([true, 'yes', 'maybe']);
  return r;
}

/** A CSV cell as a careless writer would write it: quoted only sometimes. */
function cell(v: unknown, rng: Rng): string {
  const s = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? '');
  return rng.next() < 0.7 ? `"${s.replaceAll('"', '""')}"` : s;
}

/** A file of a few records, as JSON lines or CSV. */
function file(kindName: string, rng: Rng): string {
  const rows = Array.from({ length: 1 + rng.int(6) }, () => record(kindName, rng));
  if (rng.next() < 0.5) return rows.map((r) => JSON.stringify(r)).join(rng.pick(['\n', '\r\n']));
  const header = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return [header.map((h) => cell(h, rng)), ...rows.map((r) => header.map((h) => cell(r[h], rng)))]
    .map((cells) => cells.join(','))
    .join(rng.pick(['\n', '\r\n']));
}

/** The file's bytes, sometimes cut, spliced with random bytes, or with a byte changed. */
function mutate(text: string, rng: Rng): Buffer {
  let bytes = Buffer.from(rng.next() < 0.1 ? `\ufeff${text}` : text);
  const at = () => rng.int(bytes.length + 1);
  const steps = rng.int(3);
  for (let i = 0; i < steps; i++) {
    const step = rng.int(5);
    if (step === 0) bytes = bytes.subarray(0, at());
    else if (step === 1) {
      const p = at();
      const noise = Buffer.from(Array.from({ length: 1 + rng.int(16) }, () => rng.int(256)));
      bytes = Buffer.concat([bytes.subarray(0, p), noise, bytes.subarray(p)]);
    } else if (step === 2 && bytes.length) bytes[rng.int(bytes.length)] = rng.int(256);
    else if (step === 3) {
      const p = at();
      bytes = Buffer.concat([
        bytes.subarray(0, p),
        Buffer.from(rng.pick(['"', '\n', '{', '[', ',', '\u001f'])),
        bytes.subarray(p),
      ]);
    } else bytes = Buffer.concat([bytes, Buffer.from('\n'), bytes]);
  }
  return bytes;
}

async function send(kindName: string, body: Buffer, query: string) {
  const r = await fetch(`${server.url}/api/import/${kindName}${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' },
    body,
  });
  sent++;
  return { status: r.status, text: await r.text() };
}

describe('import fuzz: mutated JSON lines and CSV files of every kind', () => {
  for (const kindName of KIND_NAMES)
    test(`${kindName}: ${FILES_PER_KIND} files, never a 5xx`, async () => {
      const rng = generator(SEED + KIND_NAMES.indexOf(kindName));
      const problems: string[] = [];
      for (let i = 0; i < FILES_PER_KIND; i++) {
        const body = mutate(file(kindName, rng), rng);
        const mode = rng.pick(['good-rows', 'all-or-nothing']);
        const snapshot = kindName !== 'dealers' && rng.next() < 0.2;
        const r = await send(kindName, body, `?mode=${mode}${snapshot ? '&snapshot=true' : ''}`);
        const answer = JSON.parse(r.text);
        const fine =
          r.status === 200 || r.status === 422
            ? Array.isArray(answer.errors) &&
              answer.errors.every(
                (e: { line: unknown; reason: unknown }) =>
                  Number.isInteger(e.line) && typeof e.reason === 'string',
              )
            : r.status >= 400 && r.status < 500 && typeof answer.message === 'string';
        if (!fine || r.text.includes('    at '))
          problems.push(
            `${r.status} ${r.text.slice(0, 300)} for ${JSON.stringify(body.toString('latin1').slice(0, 300))}`,
          );
      }
      expect(problems).toEqual([]);
      expect((await call(server, 'GET', '/health')).status).toBe(200);
    });
});
