import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workDir } from './portal';

/** Mails the API's local catcher wrote (DATA_DIR/mail), as raw text. */
export function caughtMails(): string[] {
  const dir = join(workDir(), 'data', 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}
