// The copy detector of `npm test`: jscpd over the sources outside tests, six lines or
// more. A pair of places passes only when .jscpd.json lists it under "allowed" with its reason;
// any other copy fails the step. Run alone: `node scripts/copies.mjs`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { root } from './pnpm.mjs';

// jscpd 4.2.4's ES module build imports 'colors/safe' without its extension: Node refuses it.
const { detectClones } = createRequire(import.meta.url)('jscpd');

const { allowed = [], ...options } = JSON.parse(readFileSync(join(root, '.jscpd.json'), 'utf8'));
const key = (a, b) => [a, b].sort().join(' ~ ');
const reasons = new Map(allowed.map((p) => [key(...p.files), p.reason]));

process.chdir(root);
const clones = await detectClones({ ...options, path: ['.'], absolute: false });
let failed = 0;
for (const c of clones) {
  const [a, b] = [c.duplicationA, c.duplicationB];
  const where = `${a.sourceId}:${a.start.line}-${a.end.line} ~ ${b.sourceId}:${b.start.line}-${b.end.line}`;
  const reason = reasons.get(key(a.sourceId, b.sourceId));
  if (reason) console.log(`allowed  ${where} (${reason})`);
  else {
    failed++;
    console.log(`COPY     ${where}`);
  }
}
console.log(`copies: ${clones.length} found, ${failed} not allowed`);
process.exit(failed ? 1 : 0);
