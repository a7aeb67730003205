import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E_AUTH_SECRET } from './tests/e2e/server-secret'

// E2E_PORT: another checkout on the same machine may be running its own browser tests on 3100.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${E2E_PORT}`
// A fresh data directory per run: the browser tests never touch ./data.
const dataDir = mkdtempSync(path.join(tmpdir(), 'afterword-e2e-'))
// The server's log (one JSON line each), kept in a file so the security specs can read its error-level lines.
// Set in the environment once, by the runner: the workers load this file again and must find the same path.
process.env.E2E_SERVER_LOG ??= path.join(mkdtempSync(path.join(tmpdir(), 'afterword-e2e-log-')), 'server.log')
export const SERVER_LOG = process.env.E2E_SERVER_LOG

// Debian's headless shell of Chromium (package chromium-headless-shell, built from the same source as chromium):
// the browser Playwright itself uses for headless tests, half the CPU of the full browser's headless mode on the
// 2-core machines (docs/decisions/087-browser-tests-in-the-headless-shell.md). The full browser stays for what
// only it does (FULL_CHROMIUM_PATH: installability, in tests/e2e/installable.spec.ts).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
export const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Sign-up hashes with argon2id and may start PGlite; under a loaded CI machine 5 s is tight, and 10 s once
  // failed a page load while sqlmap attacked the same server from the other worker.
  expect: { timeout: 20_000 },
  // Flows that sign people up, buy Premium and walk several pages took 25-57 s on a 2-core CI machine; the
  // default 30 s made them fail by the clock, not by a fault.
  timeout: 90_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // The offline copy's service worker (decision 079) answers pages and scripts itself, which Playwright's request
    // routing then does not see, and precaches the shell in every new context: it runs only in the specs that
    // test it (offline.spec.ts with `serviceWorkers: 'allow'`, installable.spec.ts in a profile of its own).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // The attack scripts run after the other browser tests: they trip the server's per-address limits (the contact
  // form's among them) for everyone on 127.0.0.1, which the support tests then met when the attacks ran first
  // (docs/decisions/085-test-run-time.md).
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Proof by attack (docs/security.md): the same built server, attacked.
    { name: 'security', testDir: 'tests/security', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // The production build, served as `npm run serve` serves it (npm test builds first).
    command: `node build/node/main.js >> '${SERVER_LOG}'`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    stderr: 'pipe',
    // A first start creates the embedded database in a new DATA_DIR: about 10 s here, 78 s seen on the 2-core
    // machine with eight other processes busy; the limit allows a machine five times slower than that.
    timeout: 300_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Fixed, so a browser test can sign a reminder's unsubscribe link as the server does.
      BETTER_AUTH_SECRET: E2E_AUTH_SECRET,
      LOG_LEVEL: 'warn',
      // Links in e-mails (verification, reset) point at the address the browser uses.
      PUBLIC_URL: baseURL,
      // Each test's browser says where it comes from in X-Forwarded-For (helpers.ts, fromOwnAddress), as
      // people behind a real proxy do, so the per-address sign-up limit meets each person, not the suite.
      TRUST_PROXY: 'loopback',
      // The outbox page is on by default only without a trusted proxy; the tests read e-mails there.
      OUTBOX_PAGE: 'on',
      // The same for the built-in test checkout: the tests buy Premium through it.
      PAYMENTS_MODE: 'test',
      // The support inbox's one admin (tests/e2e/support.spec.ts signs up with this address).
      SUPPORT_ADMINS: 'support-admin@example.com',
    },
  },
})
