import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT || 8180);
// One work folder per run, shared with the tests (they redeploy or remove areas inside it).
process.env.E2E_WORK_DIR ||= mkdtempSync(join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node server.mjs',
    url: `http://localhost:${port}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port), E2E_WORK_DIR: process.env.E2E_WORK_DIR },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
