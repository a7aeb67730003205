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
