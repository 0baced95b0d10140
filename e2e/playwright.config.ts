import { defineConfig, devices } from '@playwright/test';
import { smtpPort } from './mailbox.ts';

// User journeys in Debian's Chromium (Playwright cannot download its own browser here) against the
// production build, served by the real server on a fresh database that tools/test-all.mjs prepares.
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
// The sandbox payment provider's own server, which the shop's server starts beside itself.
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? port + 2);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  // Traces and screenshots of failures; tools/test-all.mjs gives each engine's run a folder of its own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  workers: 1,
  // On CI one more try, so a journey that timed out once on a busy machine does not fail the build; such a
  // journey is still named at the end of `npm test` as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  // A mail server for the whole run: the shop's mail (password reset links) arrives there over SMTP.
  globalSetup: './global-setup.ts',
  // tools/test-all.mjs names a JSON file to count results from; run by hand, the list is enough.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    headless: true,
    // Recording a trace of every journey cost a fifth of the run (checkout and cart: 165 s with, 128 s
    // without); CI, which tries a failed journey again, records the second try only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // A journey tagged @mobile runs on the phone: the task is the same at both sizes, and the desktop's
    // screens are walked by the journeys without the tag. One tagged @desktop as well checks both layouts.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, viewport: { width: 1280, height: 800 } },
      grep: /^(?:(?!@mobile).)*$|@desktop/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: 'node ../apps/api/src/server.ts',
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'sqlite::memory:',
      // The runner builds into its own folder, so a rebuild of apps/web/dist cannot pull pages from under it.
      WEB_DIST: process.env.E2E_WEB_DIST ?? '../apps/web/dist',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort()}`,
      // Every journey signs in from 127.0.0.1; the per-address limit would soon refuse them all, and the
      // demo admin's own budget too: every staff journey signs the same admin in.
      RATE_LIMIT_SIGN_IN_PER_IP: '1000',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '1000',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT_FROM_NEW_DEVICES: '1000',
      // Feedback and newsletter journeys, in two languages and two projects, all come from 127.0.0.1 too.
      RATE_LIMIT_FEEDBACK_PER_IP: '1000',
      RATE_LIMIT_SUBSCRIBE_PER_IP: '1000',
      // Ticket lookups too; and the demo tickets are looked up by many journeys.
      RATE_LIMIT_PASSENGER_LOOKUP_PER_IP: '1000',
      RATE_LIMIT_PASSENGER_LOOKUP_PER_TICKET: '1000',
      // The pending test card settles this soon, so a journey can watch the pending page move on.
      PAYMENT_PENDING_SECONDS: '4',
      PAYMENT_PROVIDER_URL: `http://127.0.0.1:${providerPort}`,
    },
  },
});
