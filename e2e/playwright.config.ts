import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  // The demo data seeded once; each worker's portal starts on a copy (seedOnce.ts).
  globalSetup: './seedOnce.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers, each with a portal of its own (tests/support/test.ts): a suite's tests run in
  // order in one worker, two suites at a time.
  fullyParallel: false,
  workers: 2,
  // A failed test runs once more, recording a trace then (its actions, DOM snapshots and
  // screenshots, kept in test-results/). Recording one for every test, as 'retain-on-failure'
  // does, cost about a third of the suite's time (shell.spec.ts: 87 s with, 59 s without). A test
  // that passes only on its retry still fails the run (failOnFlakyTests). trace, screenshot and
  // video are worker options: a file that changed one with test.use would get workers of its own,
  // each seeding a portal of its own (25-40 s), so no file does.
  retries: 1,
  failOnFlakyTests: true,
  reporter: 'list',
  use: {
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The portal honours the system's reduced-motion setting (docs/decisions/0082-reduced-motion.md),
    // so antd's lists and menus appear at their place. Animated, a list zooms in from 0.8, and a
    // click aimed while it grows can land on the neighbouring option: the likely cause of a CI run
    // where 'Dairy' was clicked and its 'Number of Cows' field never came.
    reducedMotion: 'reduce',
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
});
