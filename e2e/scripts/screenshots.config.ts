import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import base from '../playwright.config';

// The screenshot run (issue 15): the same throwaway portal and browser as the browser tests, but
// its one "test" lives here, outside tests/, so `npm test` never runs it. Started by
// screenshots.mjs, which passes the output folder in SCREENSHOTS_DIR.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'screenshots.shots.ts',
  timeout: 15 * 60_000,
  outputDir: '/tmp/portal-screenshots-results',
  use: { ...base.use, trace: 'off' },
  // The portal server is started from e2e/, where the browser tests start it.
  webServer: { ...(base.webServer as object), cwd: join(__dirname, '..') } as typeof base.webServer,
});
