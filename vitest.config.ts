import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) }
const integration = ['tests/integration/**/*.test.ts']
const postgresUrl = process.env.TEST_DATABASE_URL
// A fresh PGlite (initdb + migrations) takes a few seconds when every worker starts one at once.
const integrationTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 }

if (!postgresUrl) {
  console.warn(
    '\n[vitest] TEST_DATABASE_URL is not set: the integration suite runs on PGlite only. ' +
      '.ci/run sets it to run on PostgreSQL too.\n',
  )
}

export default defineConfig({
  resolve: { alias },
  test: {
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'db/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        // An empty TEST_DATABASE_URL makes this project use PGlite even when the shell sets the variable.
        test: {
          name: 'integration:pglite',
          include: integration,
          env: { TEST_DATABASE_URL: '' },
          ...integrationTimeouts,
        },
      },
      ...(postgresUrl
        ? [
            {
              resolve: { alias },
              test: {
                name: 'integration:postgres',
                include: integration,
                env: { TEST_DATABASE_URL: postgresUrl },
                ...integrationTimeouts,
              },
            },
          ]
        : []),
    ],
  },
})
