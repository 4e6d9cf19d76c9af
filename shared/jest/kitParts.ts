// What the kit-split tests check (docs/decisions/0065-kit-split-by-route.md): a page that paints
// before the kit's later part is loaded imports none of the later components.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The components of the kit's later part, as kitLater.ts re-exports them. */
export function laterKitNames(): string[] {
  const text = readFileSync(join(__dirname, '../src/kitLater.ts'), 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from\s*'antd'/.exec(text)?.[1] ?? '';
  return list
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
}

const KIT_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@portal\/shared\/kit'/g;
const RELATIVE_IMPORT = /from\s*'(\.{1,2}\/[^']+)'/g;

function fileOf(base: string): string | undefined {
  return ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ext) => base + ext)
    .find((f) => existsSync(f) && !f.endsWith('/'));
}

/**
 * The later components imported, file by file, by `entries` and every file they reach by relative
 * imports (type-only names excluded). Only files with such imports are listed.
 */
export function laterKitImports(entries: string[]): Record<string, string[]> {
  const later = new Set(laterKitNames());
  const seen = new Set<string>();
  const found: Record<string, string[]> = {};
  const queue = entries.map((e) => resolve(e));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const names = [...text.matchAll(KIT_IMPORT)]
      .flatMap((m) => m[1].split(','))
      .map((n) => n.trim())
      .filter((n) => later.has(n));
    if (names.length) found[file] = names;
    for (const m of text.matchAll(RELATIVE_IMPORT)) {
      const next = fileOf(resolve(dirname(file), m[1]));
      if (next) queue.push(next);
    }
  }
  return found;
}
