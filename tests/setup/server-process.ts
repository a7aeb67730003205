import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { withAdminClient } from './test-database'

// The built server, started as a separate process, the way `npm run serve` and process managers do.
const MAIN = 'build/node/main.js'

export interface RunningServer {
  pid: number
  output: () => string
  exited: Promise<{ code: number | null }>
  signal: (name: NodeJS.Signals) => void
}

/** Every server started here, so a failed or timed-out test can stop them all (`stopStartedServers`). */
const started: ChildProcess[] = []

export function startServer(env: Record<string, string>): RunningServer {
  let output = ''
  const child = spawn(process.execPath, [MAIN], {
    // No balancer is in front of these servers, so the drain at SIGTERM would only slow each test down;
    // tests/e2e/server-shutdown.spec.ts sets it where it is the point.
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', HOST: '127.0.0.1', SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null }>((resolve) => child.on('exit', (code) => resolve({ code })))
  return { pid: child.pid ?? 0, output: () => output, exited, signal: (name) => child.kill(name) }
}

/** A test's servers must not hold their ports for the next run. */
export function stopStartedServers() {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
}

export const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'afterword-server-'))

/**
 * Settings for a spawned server whose test is about HTTP, not about the embedded database: a new database on
 * the PostgreSQL server when TEST_DATABASE_URL is set (.ci/run sets it), else the embedded one in a fresh
 * DATA_DIR. A first start of the embedded database took 20-40 s on a loaded 2-core machine, a new server
 * database about 2 s; the embedded database's own starts are tested in server-lifecycle.spec.ts.
 * `drop` removes the database (after the server has stopped).
 */
export async function scratchDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = freshDataDir()
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return { env: { DATA_DIR: dataDir }, drop: async () => {} }
  const name = `afterword_server_${process.pid}_${randomBytes(4).toString('hex')}`
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    // Instances on a server database share these, so they are set, not made at start (.env.example).
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
      DOCUMENT_KEY: randomBytes(32).toString('base64'),
    },
    drop: async () => {
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`))
    },
  }
}

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/**
 * One HTTP request with exactly the headers given, Host included: fetch and browsers will not send a Host that
 * differs from the address, which is what a DNS-rebinding page does.
 */
export function rawRequest(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}
