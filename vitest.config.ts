import { defineConfig } from 'vitest/config'

const integration = ['tests/integration/**/*.test.ts']
const postgresUrl = process.env.TEST_DATABASE_URL
/**
 * With a PostgreSQL server, the whole integration suite runs on it, and on the embedded database (PGlite) only
 * these files: what differs between the two is the driver, one in-process connection, the data directory and
 * its backups (docs/decisions/056-integration-suite-on-two-databases.md). The browser tests run entirely on
 * the embedded database. Without a server, every file runs on PGlite.
 */
const embeddedSpecific = [
  'backups',
  'claim-embedded-database',
  'database-harness',
  'document-text-at-rest',
  'document-text-migration',
  'documents',
  'durable-work',
  'family-deletion',
  'jobs',
  'mail-message-id',
  'migrate-to-server',
  'onboarding-plan',
  'operations-endpoints',
  'reminders',
  'restore-killed',
  'your-data',
].map((name) => `tests/integration/${name}.test.ts`)
// Creating and migrating a database per file takes a few seconds on a busy 2-core machine (PGlite starts a
// whole PostgreSQL in WebAssembly); these are limits for hung tests, not expectations of speed: a restore test took 35 s
// with the machine at a load of 15 on 2 cores, so they allow several times that.
const databaseTimeouts = { testTimeout: 90_000, hookTimeout: 180_000 }

if (!postgresUrl) {
  console.warn(
    '\n[vitest] TEST_DATABASE_URL is not set: the integration suite runs on PGlite only. ' +
      '.ci/run sets it to run on PostgreSQL too.\n',
  )
} else {
  console.info(
    `\n[vitest] integration suite: every file on PostgreSQL, ${embeddedSpecific.length} driver-specific files on PGlite too ` +
      '(docs/decisions/056-integration-suite-on-two-databases.md).\n',
  )
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest's default on 2 cores is one worker; the integration files mostly wait on PostgreSQL, so two at once
    // finish sooner (measured: 16 files in 100 s instead of 151 s), which keeps .ci/run within its 30 minutes.
    maxWorkers: 2,
    // Each worker imports the app's modules once, not once per file (`isolate: false` in each project): importing
    // them again for every file was half the integration suite's time (decision 087). Every file still opens its
    // own database, and each project keeps its own TEST_DATABASE_URL.
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    // Each integration file starts from a copy of a database migrated once per run (tests/setup/test-database.ts).
    globalSetup: ['tests/setup/test-templates.ts'],
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit',
          isolate: false,
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts'],
          // A limit for a hung test, not a speed target: the first estate accounts PDF (fonts loaded, the document
          // laid out) took over vitest's default 5 s with the machine at a load of 15 on 2 cores.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        // An empty TEST_DATABASE_URL makes this project use PGlite even when the shell sets the variable.
        test: {
          name: 'integration:pglite',
          include: postgresUrl ? embeddedSpecific : integration,
          isolate: false,
          env: { TEST_DATABASE_URL: '' },
          ...databaseTimeouts,
        },
      },
      ...(postgresUrl
        ? [
            {
              resolve: { tsconfigPaths: true },
              test: {
                name: 'integration:postgres',
                include: integration,
                isolate: false,
                env: { TEST_DATABASE_URL: postgresUrl },
                ...databaseTimeouts,
              },
            },
          ]
        : []),
    ],
  },
})
