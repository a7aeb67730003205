import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { renderNginxConf, type NginxSlots } from '../../deploy/render-nginx-conf'

/** Debian's nginx; `.ci/run` installs it when it is missing. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export interface RunningNginx {
  base: string
  prefix: string
  /** The access log's JSON lines so far. */
  accessLog(): Array<Record<string, unknown>>
  stop(): Promise<void>
}

/** A port nobody listens on right now, from the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts nginx with deploy/nginx.conf, rendered for `slots`, in a temporary prefix directory that holds its pid,
 * logs and temporary files, in the foreground (so it is this process's child), and waits until it answers.
 */
export async function startNginx(slots: Omit<NginxSlots, 'listen'> & { port: number }): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'afterword-nginx-'))
  // Run as root, nginx's workers are www-data: they must be able to reach tmp/ under the prefix.
  chmodSync(prefix, 0o755)
  for (const folder of ['run', 'logs', 'tmp']) mkdirSync(path.join(prefix, folder))
  const conf = path.join(prefix, 'nginx.conf')
  writeFileSync(conf, renderNginxConf({ ...slots, listen: `127.0.0.1:${slots.port}` }))
  const check = spawn(NGINX_PATH, ['-t', '-q', '-c', conf, '-p', `${prefix}/`], { stdio: ['ignore', 'pipe', 'pipe'] })
  const checkOutput = await outputOf(check)
  if (checkOutput.code !== 0) throw new Error(`nginx -t refused the rendered config:\n${checkOutput.text}`)

  const child = spawn(NGINX_PATH, ['-c', conf, '-p', `${prefix}/`, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const base = `http://127.0.0.1:${slots.port}`
  await waitForListening(base, child, () => stderr)
  return {
    base,
    prefix,
    accessLog: () => readAccessLog(path.join(prefix, 'logs/access.log')),
    async stop() {
      // SIGQUIT: finish the requests in flight, then exit (nginx's graceful stop).
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}

function readAccessLog(file: string): Array<Record<string, unknown>> {
  let text = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return []
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

function outputOf(child: ChildProcess): Promise<{ code: number | null; text: string }> {
  let text = ''
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, text })))
}

async function waitForListening(base: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr()}`)
    try {
      // Any answer will do, even 502 when no instance is up yet: nginx itself is listening (and does not log it).
      await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1_000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  child.kill('SIGKILL')
  throw new Error(`nginx did not start listening on ${base}: ${stderr()}`)
}
