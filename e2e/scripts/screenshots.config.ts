import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

// The screenshot run: the same throwaway portal and browser as the browser tests, but
// its one "test" lives here, outside tests/, so `npm test` never runs it. Started by
// screenshots.mjs, which passes the output folder in SCREENSHOTS_DIR.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'screenshots.shots.ts',
  timeout: 15 * 60_000,
  outputDir: '/tmp/portal-screenshots-results',
  use: { ...base.use, trace: 'off' },
  // The portal: the browser tests' own per-worker one (tests/support/test.ts), one worker.
  workers: 1,
});
