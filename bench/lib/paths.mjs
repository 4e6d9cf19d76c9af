// Where things are: the repository root and the packages the bench scripts borrow (pg from the
// API, playwright-core from e2e), so bench/ installs nothing twice.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const fromApi = createRequire(join(root, 'api/package.json'));
export const fromE2e = createRequire(join(root, 'e2e/package.json'));
