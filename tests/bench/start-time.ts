import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * How long the built server takes to start (README, 'Quick start'): from spawning `node build/node/main.js` to its
 * 'Afterword is listening' line and to /healthz answering 200. The first start on a fresh DATA_DIR creates the
 * embedded database and the keys; later starts open what is there. The baseline is a bare node http server
 * started the same way: what node itself costs before any of Afterword's work.
 */

export interface StartFigures {
  /** Spawn to the 'listening' line on standard output. */
  listeningMs: number
  /** Spawn to the first 200 from /healthz. */
  healthyMs: number
  /**
   * CPU time the process had used by then (user + system, from /proc; null elsewhere). On a busy machine the
   * wall-clock figures grow with the load and this one does not: it is about what a quiet machine takes.
   */
  cpuMs: number | null
}

export interface StartTimes {
  baseline: StartFigures
  first: StartFigures
  /** Each later start on the same directory, in order. */
  later: StartFigures[]
}

/** Generous: a first start took 40 s on a loaded 2-core machine. */
const LIMIT_MS = 180_000

const BARE_SERVER = `require('node:http').createServer((request, response) => response.end('ok'))
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'))`

async function timeStart(args: string[], env: Record<string, string>, port: number, line: string) {
  const started = performance.now()
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let listeningMs = 0
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    if (!listeningMs && output.includes(line)) listeningMs = performance.now() - started
  })
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`)
      if (performance.now() - started > LIMIT_MS) throw new Error(`the server did not start in ${LIMIT_MS} ms`)
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.status === 200,
        () => false,
      )
      if (healthy) break
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    return { listeningMs, healthyMs: performance.now() - started, cpuMs: cpuTimeMs(child.pid ?? 0) }
  } finally {
    child.kill('SIGTERM')
    await exited
  }
}

/** The baseline, one first start and `laterStarts` later starts, one after another on `port`. */
export async function benchStartTimes(port: number, laterStarts = 3): Promise<StartTimes> {
  const baseline = await timeStart(['-e', BARE_SERVER], {}, port, 'listening')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'afterword-bench-start-'))
  try {
    const server = (env: Record<string, string>) =>
      timeStart(['build/node/main.js'], { DATA_DIR: dataDir, ...env }, port, 'Afterword is listening')
    const first = await server({})
    const later: StartFigures[] = []
    for (let run = 0; run < laterStarts; run++) later.push(await server({}))
    return { baseline, first, later }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** utime + stime of a live process: fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux). */
function cpuTimeMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return null
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
