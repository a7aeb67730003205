import { defineConfig } from 'vitest/config'

const integration = ['tests/integration/**/*.test.ts']
const postgresUrl = process.env.TEST_DATABASE_URL
// Creating and migrating a database per file takes a few seconds on a busy 2-core machine (PGlite starts a
// whole PostgreSQL in WebAssembly); these are limits for hung tests, not expectations of speed.
const databaseTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 }

if (!postgresUrl) {
  console.warn(
    '\n[vitest] TEST_DATABASE_URL is not set: the integration suite runs on PGlite only. ' +
      '.ci/run sets it to run on PostgreSQL too.\n',
  )
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest's default on 2 cores is one worker; the integration files mostly wait on PostgreSQL, so two at once
    // finish sooner (measured: 16 files in 100 s instead of 151 s), which keeps .ci/run within its 30 minutes.
    maxWorkers: 2,
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: { name: 'unit', include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'db/**/*.test.ts'] },
      },
      {
        resolve: { tsconfigPaths: true },
        // An empty TEST_DATABASE_URL makes this project use PGlite even when the shell sets the variable.
        test: { name: 'integration:pglite', include: integration, env: { TEST_DATABASE_URL: '' }, ...databaseTimeouts },
      },
      ...(postgresUrl
        ? [
            {
              resolve: { tsconfigPaths: true },
              test: {
                name: 'integration:postgres',
                include: integration,
                env: { TEST_DATABASE_URL: postgresUrl },
                ...databaseTimeouts,
              },
            },
          ]
        : []),
    ],
  },
})
