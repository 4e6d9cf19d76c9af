/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// The workspace's ESLint config allows a *Wire type only in shared/src/contract. ESLint's API
// runs in a node process of its own: its config is an ES module, which jest's CommonJS cannot load.
const root = join(__dirname, '../..');

type Message = { ruleId: string | null; message: string };

/** ESLint's messages for each [file, source], linted in one process. */
function lint(...files: [string, string][]): Message[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint();
    const files = JSON.parse(process.env.FILES);
    const messages = [];
    for (const [filePath, source] of files)
      messages.push((await eslint.lintText(source, { filePath }))[0].messages);
    process.stdout.write(JSON.stringify(messages));`;
  const run = spawnSync('node', ['--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, FILES: JSON.stringify(files.map(([f, s]) => [join(root, f), s])) },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

const restated = `export interface PartsOrderWire {
  orderNumber: string;
}
export type UserWriteWire = { email: string };
`;

const using = `import type { PartsOrderWire } from '@portal/shared/contract/parts';
export type PartsOrder = PartsOrderWire;
`;

it('fails a *Wire interface or type declared outside the contract, and only there', () => {
  const [area, api, contract, importing] = lint(
    ['mf-parts/src/partsRules.ts', restated],
    ['api/src/lists/parts.ts', restated],
    ['shared/src/contract/parts.ts', restated],
    ['mf-parts/src/partsRules.ts', using],
  );
  expect(area.map((m) => m.ruleId)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  expect(area[0].message).toMatch(/declared only in shared\/src\/contract/);
  expect(api.map((m) => m.ruleId)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  // The contract declares them; the others import and use them.
  expect(contract).toEqual([]);
  expect(importing).toEqual([]);
});
