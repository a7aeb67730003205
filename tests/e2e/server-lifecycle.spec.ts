import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freshDataDir, scratchDatabase, startServer, stopStartedServers } from '../setup/server-process'

test.afterEach(stopStartedServers)

test('a malformed setting stops the boot with one clear line', async () => {
  const server = startServer({ PORT: 'eighty', DATA_DIR: freshDataDir() })
  const { code } = await server.exited
  expect(code).toBe(1)
  expect(server.output().trim()).toBe(
    'Invalid configuration: PORT must be a whole number (got "eighty"). See .env.example.',
  )
})

test('a data directory that cannot be written stops the boot with a clear message', async () => {
  const blocker = path.join(freshDataDir(), 'a-file')
  writeFileSync(blocker, 'not a directory')
  const server = startServer({ PORT: '3191', DATA_DIR: path.join(blocker, 'data') })
  const { code } = await server.exited
  expect(code).toBe(1)
  expect(server.output()).toMatch(/Afterword could not start\. Cannot write to the data directory .*a-file\/data/)
  expect(server.output()).toContain('Set DATA_DIR to a writable folder')
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} stops the server cleanly, even with a connection open`, async () => {
    // Each start creates a new embedded database: several seconds when the machine is busy.
    test.slow()
    const port = signal === 'SIGTERM' ? 3192 : 3193
    // SIGTERM closes the embedded database; SIGINT, the same code, is tried on a server database (faster to make).
    const database =
      signal === 'SIGTERM' ? { env: { DATA_DIR: freshDataDir() }, drop: async () => {} } : await scratchDatabase()
    const server = startServer({ PORT: String(port), ...database.env })
    await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('Afterword is listening')
    // A keep-alive connection stays open after this response, as a browser's would.
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { keepalive: true })
    expect(response.status).toBe(200)
    server.signal(signal)
    // It must not wait for the idle connection to time out: connections are cut after a 3 s grace period.
    const { code } = await server.exited
    expect(code).toBe(0)
    expect(server.output()).toContain('shut down cleanly')
    // The port is free again: nothing was left listening.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()
    await database.drop()
  })
}

test('the server restarts on the data directory it left behind (the embedded database was closed cleanly)', async () => {
  test.slow()
  const dataDir = freshDataDir()
  for (const port of [3194, 3195]) {
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir })
    await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('Afterword is listening')
    server.signal('SIGTERM')
    expect((await server.exited).code).toBe(0)
  }
})

test('the built server runs React in production mode when NODE_ENV is not set', async () => {
  // React picks its (several times slower) development build unless NODE_ENV is 'production' when it loads.
  test.slow()
  const database = await scratchDatabase()
  const server = startServer({ PORT: '3196', ...database.env })
  await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('Afterword is listening')
  const line = server
    .output()
    .split('\n')
    .find((entry) => entry.includes('Afterword is listening'))
  expect(JSON.parse(line ?? '{}')).toMatchObject({ mode: 'production', nodeEnv: 'production' })
  server.signal('SIGTERM')
  await server.exited
  await database.drop()
})
