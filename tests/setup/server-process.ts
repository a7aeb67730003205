import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

// The built server, started as a separate process, the way `npm run serve` and process managers do.
const MAIN = 'build/node/main.js'

export interface RunningServer {
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
  return { output: () => output, exited, signal: (name) => child.kill(name) }
}

/** A test's servers must not hold their ports for the next run. */
export function stopStartedServers() {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
}

export const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'afterword-server-'))

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
