import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// The lint rules that keep the API's insides findable (decision 0112) and its configuration in
// one place (decision 0111), run by ESLint's own API on small sources placed in api/src. ESLint
// loads its config as an ES module, which jest's module system cannot: it runs in a child.
const root = join(__dirname, '../..');

interface Finding {
  ruleId: string | null;
  message: string;
}
type Probe = [filePath: string, code: string];

/** Lints each probe with the repository's config; one child for all (each start loads ESLint). */
function lintAll(probes: Probe[]): Finding[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint();
    const out = [];
    for (const [filePath, code] of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText(code, { filePath });
      out.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
    }
    console.log(JSON.stringify(out));
  `;
  const r = spawnSync('node', ['--input-type=module', '-e', script, JSON.stringify(probes)], {
    cwd: root,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as Finding[][];
}

const ENV_READ = 'export const size = process.env.DB_POOL;\n';
const importing = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;

const BACK_UP: [string, string][] = [
  ['api/src/db/probe.ts', '../services/outbox'],
  ['api/src/http/probe.ts', '../auth/tokens'],
  ['api/src/services/probe.ts', '../routes/users'],
  ['api/src/services/probe.ts', '../lists/claims'],
  ['api/src/lists/probe.ts', '../import/kinds'],
  ['api/src/lists/probe.ts', '../app'],
  ['api/src/import/files/probe.ts', '../../plugins/errors'],
  ['api/src/routes/probe.ts', '../seed/seed'],
  ['api/src/kit/probe.ts', '../db/client'],
  ['api/src/config.ts', './kit/slots'],
];
const DOWN: [string, string][] = [
  ['api/src/routes/probe.ts', '../services/outbox'],
  ['api/src/services/probe.ts', '../http/errors'],
  ['api/src/import/files/probe.ts', '../../lists/readModels'],
  ['api/src/db/probe.ts', '../kit/slots'],
  ['api/src/kit/probe.ts', './slots'],
  ['api/src/seed/probe.ts', '../routes/dealers'],
];

const found = new Map<string, Finding[]>();
const key = (file: string, code: string) => `${file}\n${code}`;
beforeAll(() => {
  const probes: Probe[] = [
    ['api/src/db/probe.ts', ENV_READ],
    ['api/src/config.ts', ENV_READ],
    ...[...BACK_UP, ...DOWN].map(([file, from]): Probe => [file, importing(from)]),
  ];
  lintAll(probes).forEach((findings, i) => found.set(key(...probes[i]), findings));
}, 120_000);

const lint = (file: string, code: string) => found.get(key(file, code))!;
const rules = (findings: Finding[]) => findings.map((f) => f.ruleId);

describe('lint: configuration only through config.ts', () => {
  it('a process.env read elsewhere in api/src fails', () => {
    const findings = lint('api/src/db/probe.ts', ENV_READ);
    expect(rules(findings)).toEqual(['no-restricted-properties']);
    expect(findings[0].message).toMatch(/api\/src\/config\.ts/);
  });

  it('config.ts itself may read it', () => {
    expect(lint('api/src/config.ts', ENV_READ)).toEqual([]);
  });
});

describe('lint: imports run only down the layers of api/src', () => {
  it.each(BACK_UP)('%s importing %s fails', (file, from) => {
    const findings = lint(file, importing(from));
    expect(rules(findings)).toEqual(['no-restricted-imports']);
  });

  it.each(DOWN)('%s importing %s (down or sideways) passes', (file, from) => {
    expect(lint(file, importing(from))).toEqual([]);
  });
});
