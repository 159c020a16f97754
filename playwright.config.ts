// End-to-end tests (tests/e2e) in Chromium against the real server with a fresh PGlite database
// and demo data. The portal must be built first: npm run test:e2e does that.
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium by default (Playwright cannot download browsers here);
// CHROMIUM_PATH='' means Playwright's own browser.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
/** The tests that change what every other test reads (the demo customer's name). */
const SHARED_NAME_CHANGES = /masterdata-company\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  // Not test-results/ itself: Playwright empties its output dir, and the vitest reports live there.
  outputDir: 'test-results/playwright',
  // The longer flows (a user created, a message published and read) take some 15 s on two idle
  // cores, 30–60 s when both workers, the server and Chromium share them, and more on a loaded machine.
  timeout: 120_000,
  // A page opened anew (the portal's code parsed, the session and the page's first call) takes
  // 1–2 s on two idle cores; on a loaded CI machine a ticket list once took more than 10 s twice.
  expect: { timeout: 20_000 },
  workers: 2,
  fullyParallel: false,
  // One retry everywhere: a test that passes only on its retry is still reported, as flaky, by name.
  retries: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'nb-NO',
    screenshot: 'only-on-failure',
    // A trace only for a test's retry: a trace kept for every test records the screen all along,
    // which cost a third of the suite's CPU (the browser's GPU and main processes) for traces
    // that were thrown away. A test that fails twice still leaves the trace of its second try.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath || undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: SHARED_NAME_CHANGES },
    // Renames the demo customer that other tests find by its name: alone, after them, not beside one of them.
    { name: 'shared-names', use: { ...devices['Desktop Chrome'] }, testMatch: SHARED_NAME_CHANGES, dependencies: ['chromium'] },
  ],
  webServer: {
    // One process (not the tsx CLI, which re-sends the stop signal and SIGKILLs a child that is
    // busy), so the server gets to remove its temporary database on SIGTERM.
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `${baseURL}/version.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM rather than the default SIGKILL, so the server removes its temporary database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
