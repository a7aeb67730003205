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
  /** How long its first start took, to /healthz answering. */
  firstStartMs: number
  pid(): number | undefined
  /** SIGKILL, as a crash or the OOM killer would; answers when the process is gone. */
  kill(): Promise<void>
  /** Starts it again on the same port; answers when it is healthy. */
  restart(): Promise<number>
}

/** Starts `node build/node/main.js` on `port` and waits for /healthz; answers once it is healthy. */
export async function startInstance(port: number, env: Record<string, string>, logDir: string): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `afterword-scale-${port}-`))
  let child: ChildProcess | undefined
  let starts = 0
  const launch = async () => {
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
    await waitForHealth(port, child)
    return performance.now() - started
  }
  const stop = async (signal: NodeJS.Signals) => {
    const running = child
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()))
    running.kill(signal)
    const timer = setTimeout(() => running.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
    children.delete(running)
  }
  const firstStartMs = await launch()
  onCleanup(`instance ${port}`, async () => {
    await stop('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  })
  return {
    port,
    firstStartMs,
    pid: () => child?.pid,
    kill: () => stop('SIGKILL'),
    restart: launch,
  }
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the instance on ${port} exited (${child.exitCode}); see its log`)
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) })
      if (answer.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the instance on ${port} did not become healthy within 60 s`)
}
