import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { keyId } from '~/features/documents/document-keys.server'
import { freshDataDir, startServer, stopStartedServers, type RunningServer } from '../setup/server-process'

/**
 * What the built server refuses at start, in one line and before it opens the database (decision 054): a second
 * server on the same data directory, a port already in use, a document key that cannot read what is stored. And a
 * data directory left by a crash, which it takes back.
 */

test.afterEach(stopStartedServers)

/** A first start creates the embedded database: 40 s was seen on a loaded 2-core machine. */
const START_LIMIT_MS = 200_000
/** A refusal comes before the database is opened: a few seconds, however slow creating one would be. */
const REFUSAL_LIMIT_MS = 30_000
const LOCK_FILE = 'afterword.pid'

async function listening(server: RunningServer) {
  await expect
    .poll(() => server.output(), { timeout: START_LIMIT_MS, message: 'the server did not start' })
    .toContain('Afterword is listening')
}

/** The one line a refused start prints; fails at once, rather than at the test's limit, if it starts instead. */
async function refusal(server: RunningServer, limitMs = REFUSAL_LIMIT_MS): Promise<string> {
  const outcome = await Promise.race([
    server.exited,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), limitMs)),
  ])
  expect(outcome, `the server did not refuse to start:\n${server.output()}`).toEqual({ code: 1 })
  return server.output().trim()
}

async function stopped(server: RunningServer) {
  server.signal('SIGTERM')
  expect((await server.exited).code).toBe(0)
}

test('a second server on the same data directory is refused in one line naming the first, which goes on answering', async () => {
  test.setTimeout(START_LIMIT_MS + REFUSAL_LIMIT_MS + 30_000)
  const dataDir = freshDataDir()
  const first = startServer({ PORT: '3440', DATA_DIR: dataDir })
  await listening(first)
  // Before decision 054 this one started without a word, and the two corrupted the embedded database.
  const second = startServer({ PORT: '3441', DATA_DIR: dataDir })
  expect(await refusal(second)).toBe(
    `Afterword could not start: another Afterword server (pid ${first.pid}) is using the data directory ${path.resolve(dataDir)}. Stop it first, or set DATA_DIR to another folder.`,
  )
  expect((await fetch('http://127.0.0.1:3440/healthz')).status).toBe(200)
  // The refused one left the first's lock alone.
  expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: first.pid })
  await stopped(first)
  expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
})

test('a server killed without warning leaves its lock behind, and the next start takes it over', async () => {
  test.setTimeout(2 * START_LIMIT_MS + 30_000)
  const dataDir = freshDataDir()
  const crashed = startServer({ PORT: '3442', DATA_DIR: dataDir })
  await listening(crashed)
  crashed.signal('SIGKILL')
  await crashed.exited
  expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: crashed.pid })

  const next = startServer({ PORT: '3442', DATA_DIR: dataDir })
  await listening(next)
  expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: next.pid })
  expect((await fetch('http://127.0.0.1:3442/healthz')).status).toBe(200)
  await stopped(next)
  expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
})

test('a port in use is reported before the database is created', async () => {
  test.setTimeout(REFUSAL_LIMIT_MS + 30_000)
  const other = createServer()
  await new Promise<void>((resolve) => other.listen(3443, '127.0.0.1', resolve))
  try {
    const dataDir = freshDataDir()
    const server = startServer({ PORT: '3443', DATA_DIR: dataDir })
    expect(await refusal(server)).toBe(
      'Afterword could not start: 127.0.0.1:3443 is already in use. Stop the other program or set PORT.',
    )
    // Before decision 054 the whole embedded database and the keys were made first, and then the port was found taken.
    expect(readdirSync(dataDir)).toEqual([])
  } finally {
    other.close()
  }
})

test('a document key other than the one the data was stored under is refused at start, in one line', async () => {
  test.setTimeout(START_LIMIT_MS + START_LIMIT_MS / 2 + 30_000)
  const dataDir = freshDataDir()
  const first = Buffer.alloc(32, 1)
  const second = Buffer.alloc(32, 2)
  const original = startServer({ PORT: '3444', DATA_DIR: dataDir, DOCUMENT_KEY: first.toString('base64') })
  await listening(original)
  await stopped(original)

  // Before decision 054 this one started, and every download answered 500.
  const wrong = startServer({ PORT: '3444', DATA_DIR: dataDir, DOCUMENT_KEY: second.toString('base64') })
  // The key is checked once the database is open: a later start, some seconds.
  expect(await refusal(wrong, START_LIMIT_MS / 2)).toBe(
    `Afterword could not start: the document key (fingerprint ${keyId(second)}, from DOCUMENT_KEY) is not the key this database's documents are stored under (fingerprint ${keyId(first)}). Set DOCUMENT_KEY to that key, or add it to DOCUMENT_KEYS_PREVIOUS while rotating keys (docs/operations.md).`,
  )

  // A rotation (the old key in DOCUMENT_KEYS_PREVIOUS) passes: tests/integration/document-key-check.test.ts.
})
