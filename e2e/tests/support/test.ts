import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Request, Response } from '@playwright/test';

const server = join(__dirname, '../../server.mjs');

/** Polls the server's readiness until it answers 200, or fails when the server exits first. */
async function ready(url: string, exited: () => number | null, ms: number) {
  const end = Date.now() + ms;
  for (;;) {
    if (exited() !== null) throw new Error(`the portal server exited (${exited()}) before ${url}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > end) throw new Error(`${url} did not answer within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A port nothing listens on now. Fixed ports (8180 + 1000 + the worker's index, as before) made
 * two runs on one machine share a portal: the second run's tests were answered by the first one's
 * server until it stopped, then refused. E2E_PORT still fixes them, for a run that needs to. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

type Portal = { url: string; workDir: string };

/**
 * Each Playwright worker runs against a portal of its own: its own server, database, mail catcher
 * and copy of the built apps. So the suites run two at a time without seeing each other's writes,
 * sign-in limits or area redeploys, and a worker restarted after a failure starts clean.
 */
export const test = base.extend<NonNullable<unknown>, { portal: Portal }>({
  portal: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, worker) => {
      const port = process.env.E2E_PORT
        ? Number(process.env.E2E_PORT) + 1000 + worker.workerIndex
        : await freePort();
      const workDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
      const child = spawn('node', [server], {
        env: {
          ...process.env,
          E2E_PORT: String(port),
          E2E_WORK_DIR: workDir,
          // Passwords hashed at N=2^12, not 2^17 (decision 0051): the suites sign in hundreds of
          // times, and no browser test measures the hash.
          NODE_ENV: 'test',
          PASSWORD_HASH_COST: '12',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
      });
      let code: number | null = null;
      const exit = new Promise<void>((resolve) =>
        child.on('exit', (c) => {
          code = c ?? 0;
          resolve();
        }),
      );
      const url = `http://localhost:${port}`;
      try {
        await ready(`${url}/api/ready`, () => code, 180_000);
        // The suites' helpers read the mail catcher and the apps copy from here.
        process.env.E2E_WORK_DIR = workDir;
        await use({ url, workDir });
      } finally {
        if (code === null) process.kill(-child.pid!, 'SIGTERM');
        await exit;
        rmSync(workDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
});
