import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { API_PATHS } from '@portal/shared/contract/paths';

/**
 * Every command the README and docs/ tell a reader to type is checked here, so that a wrong one
 * fails in CI instead of on a reader's machine. Each is either run for real (the import commands,
 * on a copy of the test database) or, where running it is the whole test suite, a server that
 * never ends or a benchmark of minutes, resolved the way the shell would: the npm or pnpm script
 * exists and is not shadowed by one of pnpm's own commands, the file exists, each flag is one the
 * script reads. A command no rule understands fails: a new kind of command needs a rule here.
 */
const ROOT = join(__dirname, '../..');
const run = promisify(execFile);

const DOCS = [
  'README.md',
  'BENCHMARKS.md',
  'deploy/README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Mentions that name a program or a flag, not a command to type (each with why). */
const NOT_COMMANDS = new Map([
  ['node --liftoff-only', "a V8 flag named in a measurement's description"],
  [
    'node --cpu-prof node_modules/jest/bin/jest.js -i ...',
    "how a profile was taken; '...' is any test",
  ],
]);

/** pnpm's own commands: `pnpm --filter X import` runs pnpm's import, not the package's script. */
const PNPM_BUILTINS = new Set(
  'add audit bin cache cat-file cat-index config create dedupe deploy dlx doctor env exec fetch find-hash import init install i licenses link list ls outdated pack patch patch-commit patch-remove prune publish rebuild remove rm root self-update server setup store unlink update up why'.split(
    ' ',
  ),
);

interface Found {
  doc: string;
  command: string;
}

/** The commands of a document: each line of its shell blocks (a trailing '\' joins the next),
 * and each inline code span that starts like a command. */
function commandsOf(doc: string): Found[] {
  const text = readFileSync(join(ROOT, doc), 'utf8');
  const found: Found[] = [];
  // Every fenced block in turn (so a closing fence never opens one); the shell's are read.
  for (const block of text.matchAll(/```(\w*)\n([\s\S]*?)```/g)) {
    if (!['', 'sh', 'bash', 'shell'].includes(block[1])) continue;
    const lines = block[2].replace(/\\\n\s*/g, ' ').split('\n');
    for (const line of lines) {
      const command = line.replace(/\s+#.*$/, '').trim();
      if (command && !command.startsWith('#')) found.push({ doc, command });
    }
  }
  const prose = text.replace(/```[\s\S]*?```/g, '');
  for (const span of prose.matchAll(
    /`((?:node|npm|pnpm|\.\.\/node_modules\/\.bin|node_modules\/\.bin)[/ ][^`\n]*)`/g,
  ))
    found.push({ doc, command: span[1].trim() });
  return found;
}

const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
const rootScripts: Record<string, string> = json('package.json').scripts;
const packages = new Map<string, { dir: string; scripts: Record<string, string> }>(
  [
    'shared',
    'shell',
    'api',
    'e2e',
    'bench',
    ...readdirSync(ROOT).filter((d) => d.startsWith('mf-')),
  ]
    .filter((d) => existsSync(join(ROOT, d, 'package.json')))
    .map((d) => {
      const p = json(`${d}/package.json`);
      return [p.name as string, { dir: d, scripts: p.scripts ?? {} }];
    }),
);
const areas = new Set(Object.keys(json('shared/areas.json')));
/** The API's route paths (declared once in the contract), as patterns: ':id' matches one segment. */
const API_ROUTES = Object.values(API_PATHS).map(
  (p) => new RegExp(`^${p.replace(/:\w+/g, '[^/]+').replace('*', '.+')}$`),
);
const isPlaceholder = (word: string) => /^<.*>$/.test(word) || word === '...';

/** What is wrong with one command as the shell would run it from the repository's root ('' if
 * nothing); `cwd` is the folder a preceding `cd` moved to. */
function problemOf(command: string, cwd = ''): string {
  if (NOT_COMMANDS.has(command)) return '';
  const cd = /^cd (\S+) && (.*)$/.exec(command);
  if (cd)
    return existsSync(join(ROOT, cwd, cd[1]))
      ? problemOf(cd[2], join(cwd, cd[1]))
      : `no folder ${cd[1]}`;
  // A pipeline: each of its commands (docs/api.md puts today's date into a sample with sed).
  const piped = command.split(' | ');
  if (piped.length > 1) return piped.map((c) => problemOf(c, cwd)).find(Boolean) ?? '';
  const words = command.split(/\s+/).filter((w) => !/^[A-Z_]+=\S*$/.test(w)); // env assignments
  const [program, ...args] = words;
  if (program === 'npm') {
    if (args[0] === 'start' || args[0] === 'test')
      return rootScripts[args[0]] ? '' : `no npm ${args[0]} script`;
    if (args[0] === 'run') {
      if (!rootScripts[args[1]]) return `no npm script '${args[1]}'`;
      if (/^(deploy|rollback):area$/.test(args[1])) {
        const area = args[args.indexOf('--') + 1];
        // docs/adding-an-area.md deploys the area it has just added.
        if (!isPlaceholder(area) && !areas.has(area) && area !== 'marketing')
          return `no area '${area}'`;
      }
      return '';
    }
    return `an npm command no rule checks: ${args[0]}`;
  }
  if (program === 'pnpm' || (program === 'node' && args[0] === 'scripts/pnpm.mjs')) {
    const rest = program === 'pnpm' ? args : args.slice(1);
    if (rest[0] === 'install' || (rest[0] === '-r' && rest.includes('build'))) return '';
    if (rest[0] !== '--filter') return `a pnpm command no rule checks: ${rest.join(' ')}`;
    const name = rest[1];
    const script = rest[2] === 'run' ? rest[3] : rest[2];
    if (rest[2] !== 'run' && PNPM_BUILTINS.has(script))
      return `'${script}' is pnpm's own command, not the package's script: write 'run ${script}'`;
    if (name.includes('<')) return ''; // any area: each has the same scripts (adding-an-area.md)
    const pkg = packages.get(name);
    // docs/adding-an-area.md builds the area it has just added.
    if (!pkg) return name === '@portal/mf-marketing' ? '' : `no workspace package ${name}`;
    return pkg.scripts[script] || script === 'test' ? '' : `${name} has no '${script}' script`;
  }
  if (program === 'node') {
    const file = args.find((a) => !a.startsWith('-'));
    if (!file) return 'node without a script';
    // api/dist is built by `npm start` and by CI's build step before this suite runs.
    const path = join(ROOT, cwd, file === 'build.mjs' ? 'api/build.mjs' : file);
    if (!existsSync(path)) return `no file ${file}`;
    const source = readFileSync(path.replace(/\/dist\/(\w+)\.js$/, '/src/$1.ts'), 'utf8');
    for (const flag of args.filter((a) => a.startsWith('--')))
      if (![`'${flag}'`, `"${flag}"`, `'${flag.slice(2)}'`].some((f) => source.includes(f)))
        return `${file} does not read ${flag}`;
    return '';
  }
  if (/^(\.\.\/)?node_modules\/\.bin\/(jest|playwright)$/.test(program)) {
    // '../node_modules' is said for api/ (README), Playwright is e2e/'s (its only home).
    const base = program.startsWith('../') ? 'api' : program.endsWith('playwright') ? 'e2e' : cwd;
    if (!existsSync(join(ROOT, base, program))) return `no ${program}`;
    for (const a of args.filter((x) => /\.(ts|tsx)$/.test(x) && !x.includes('<')))
      if (!existsSync(join(ROOT, base, a))) return `no test file ${a}`;
    return '';
  }
  if (program === 'sed') {
    const file = args[args.length - 1];
    return existsSync(join(ROOT, cwd, file)) ? '' : `no file ${file}`;
  }
  if (program === 'curl') {
    const url = words.find((w) => /^'?https?:/.test(w))?.replace(/'/g, '');
    if (!url) return 'curl without a URL';
    // The repository's samples it sends (`-d @docs/…`, `-F field=@docs/…`) exist; a file of
    // the reader's own (`@orders.jsonl`) is theirs to have.
    for (const w of words) {
      const sent = /^'?(?:\w+=)?@(docs\/[^;'\s]+)/.exec(w)?.[1];
      if (sent && !existsSync(join(ROOT, cwd, sent))) return `no file ${sent}`;
    }
    const path = new URL(url).pathname.replace(/^\/api/, '');
    return API_ROUTES.some((route) => route.test(path)) ? '' : `no API route ${path}`;
  }
  return `a command no rule checks: ${program}`;
}

const documented = DOCS.flatMap(commandsOf);

describe('the commands the README and docs/ give', () => {
  it('finds the commands (the extraction itself works)', () => {
    const commands = documented.map((d) => d.command);
    expect(commands).toContain('npm test');
    expect(commands).toContain('npm run deploy:area -- parts');
    expect(commands.length).toBeGreaterThan(40);
  });

  it('each resolves as the shell would run it', () => {
    const wrong = documented
      .map((d) => ({ ...d, problem: problemOf(d.command) }))
      .filter((d) => d.problem)
      .map((d) => `${d.doc}: ${d.command} → ${d.problem}`);
    expect(wrong).toEqual([]);
  });

  it('catches the kinds of mistake it is for', () => {
    expect(problemOf('node scripts/pnpm.mjs --filter @portal/api import x.csv')).toMatch(
      /pnpm's own/,
    );
    expect(problemOf('npm run deploy:area -- __proto__')).toMatch(/no area/);
    expect(problemOf('node bench/memory.mjs --roundz 3')).toMatch(/does not read --roundz/);
    expect(problemOf('node bench/nothing.mjs')).toMatch(/no file/);
    expect(problemOf('pnpm --filter @portal/nope build')).toMatch(/no workspace package/);
    expect(problemOf('make all')).toMatch(/no rule/);
    expect(problemOf('curl -d @docs/nothing.json http://localhost:8080/api/v1/pdis')).toMatch(
      /no file docs\/nothing.json/,
    );
    expect(
      problemOf("sed 's/a/b/' docs/nothing.json | curl http://localhost:8080/api/v1/pdis"),
    ).toMatch(/no file/);
    expect(problemOf("curl -X POST 'http://localhost:8080/api/imports/nope/x'")).toMatch(
      /no API route/,
    );
  });

  // On the PGlite run (the template is a seeded folder then); the PostgreSQL run has the same
  // commands and would import into its server's base database.
  const onPglite = process.env.DATABASE_URL ? describe.skip : describe;
  onPglite('the import commands, run for real on a copy of the test database', () => {
    const pnpm = join(ROOT, 'scripts/pnpm.mjs');
    let dataDir: string;
    let work: string;
    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'portal-doc-commands-'));
      cpSync(process.env.PORTAL_TEST_TEMPLATE_DIR!, dataDir, { recursive: true });
      // pnpm runs from the caller's folder, which must be inside the workspace for --filter.
      const cache = join(ROOT, 'node_modules/.cache');
      mkdirSync(cache, { recursive: true });
      work = mkdtempSync(join(cache, 'portal-doc-import-'));
    });
    // INIT_CWD unset: pnpm sets it to the folder it is run from, as on a reader's machine.
    const env = () => ({
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'INIT_CWD')),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
    });
    /** The README's line, with the file it names made in the caller's folder. */
    const readmeLine = (start: string) => {
      const line = documented.find((d) => d.doc === 'README.md' && d.command.startsWith(start));
      if (!line) throw new Error(`the README no longer has a command starting '${start}'`);
      return line.command.split(/\s+/).slice(2); // after 'node scripts/pnpm.mjs'
    };

    it('imports wholegoods orders from a CSV file', async () => {
      const args = readmeLine('node scripts/pnpm.mjs --filter @portal/api run import wholegoods');
      writeFileSync(
        join(work, args.at(-1)!),
        'orderNumber,salesOrderLineId,tradingPartnerId,scheduleStatus\nSODOC1,1,1001,Scheduled\n',
      );
      const r = await run('node', [pnpm, ...args], { cwd: work, env: env() });
      expect(JSON.parse(r.stdout.slice(r.stdout.indexOf('{')))).toMatchObject({
        status: 'applied',
        inserted: 1,
      });
    }, 120_000);

    it('imports a folder of files', async () => {
      const args = readmeLine('node scripts/pnpm.mjs --filter @portal/api run import files');
      cpSync(join(__dirname, 'support'), join(work, args.at(-1)!), { recursive: true });
      const r = await run('node', [pnpm, ...args], { cwd: work, env: env() }).catch(
        (e: { code: number; stdout: string }) => e,
      );
      // A folder without documents is a report (exit 0 applied, 2 refused), never an error.
      expect(r.stdout).toMatch(/"status": "(applied|refused)"/);
    }, 120_000);
  });
});
