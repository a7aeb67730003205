import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import type { S3StoreOptions } from '~/lib/storage-s3.server'

/**
 * What npm run bench:scale runs: an S3-compatible server (s3rver), app instances of the production build, and
 * (from tests/setup/nginx-process.ts) nginx in front. Everything started is registered with `cleanup`, which
 * stops it all, in reverse order, on success, failure or Ctrl-C.
 */

const cleanups: Array<{ label: string; run: () => Promise<void> | void }> = []
const children = new Set<ChildProcess>()

export function onCleanup(label: string, run: () => Promise<void> | void) {
  cleanups.push({ label, run })
}

export async function cleanup(): Promise<void> {
  for (let next = cleanups.pop(); next; next = cleanups.pop()) {
    try {
      await next.run()
    } catch (error) {
      console.error(`  clean-up of ${next.label} failed: ${String(error)}`)
    }
  }
}

// The last resort when the process exits before the clean-up ran: no instance outlives the bench.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

export async function startS3(port: number, bucket: string): Promise<S3StoreOptions> {
  const directory = mkdtempSync(path.join(tmpdir(), 'afterword-scale-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  onCleanup('s3rver', async () => {
    await server.close()
    rmSync(directory, { recursive: true, force: true })
  })
  return {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  }
}

export interface Instance {
  port: number
  /** How long its first start took, to /readyz answering. */
  firstStartMs: number
  pid(): number | undefined
  /** SIGKILL, as a crash or the OOM killer would; answers when the process is gone. */
  kill(): Promise<void>
  /** SIGTERM, as a rolling restart sends; answers how long it took to drain and exit. */
  stop(): Promise<number>
  /**
   * Starts it again on the same port; answers how long it took until /readyz answered, or null when it had not
   * within `limitMs` (it is left starting: the bench reports it and carries on).
   */
  restart(limitMs: number): Promise<number | null>
}

/** A first start with nothing else running: the database is migrated by then, so this is generous. */
const FIRST_START_LIMIT_MS = 180_000
/** SIGTERM's drain and grace at their defaults (5 s and 25 s) and the job in hand (5 s), with room to spare. */
const STOP_LIMIT_MS = 45_000

/** Starts `node build/node/main.js` on `port` and waits until /readyz answers; answers once it does. */
export async function startInstance(port: number, env: Record<string, string>, logDir: string): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `afterword-scale-${port}-`))
  let child: ChildProcess | undefined
  let starts = 0
  const launch = async (limitMs: number) => {
    starts += 1
    const log = createWriteStream(path.join(logDir, `instance-${port}-${starts}.log`))
    child = spawn(process.execPath, ['build/node/main.js'], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.add(child)
    child.stdout?.pipe(log)
    child.stderr?.pipe(log)
    const started = performance.now()
    return (await waitForReady(port, child, limitMs)) ? performance.now() - started : null
  }
  const stop = async (signal: NodeJS.Signals): Promise<number> => {
    const running = child
    const started = performance.now()
    if (!running || running.exitCode !== null || running.signalCode !== null) return 0
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()))
    running.kill(signal)
    const timer = setTimeout(() => running.kill('SIGKILL'), STOP_LIMIT_MS)
    await exited
    clearTimeout(timer)
    children.delete(running)
    return performance.now() - started
  }
  const firstStartMs = await launch(FIRST_START_LIMIT_MS)
  if (firstStartMs === null) {
    await stop('SIGKILL')
    throw new Error(`the instance on ${port} did not answer /readyz within ${FIRST_START_LIMIT_MS / 1000} s`)
  }
  onCleanup(`instance ${port}`, async () => {
    await stop('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  })
  return {
    port,
    firstStartMs,
    pid: () => child?.pid,
    kill: async () => {
      await stop('SIGKILL')
    },
    stop: () => stop('SIGTERM'),
    restart: launch,
  }
}

/** Polls /readyz until it answers 200 (true) or `limitMs` passes (false); throws if the process exits. */
async function waitForReady(port: number, child: ChildProcess, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the instance on ${port} exited (${child.exitCode}); see its log`)
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1_000) })
      if (answer.ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}
