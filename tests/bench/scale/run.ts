import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import pg from 'pg'
import { freePort, startNginx, type RunningNginx } from '../../setup/nginx-process'
import { cleanup, onCleanup, startInstance, startS3, type Instance } from './cluster'
import { formatPhase, Recorder, type PhaseFigures, type TaskWrite, type UploadWrite } from './recorder'
import { createBenchDatabase } from '../family-seed'
import { migrate, POPULATION, seedPopulation, tasksOfFamilies } from './seed'
import { verifyWrites } from './verify'
import { VirtualUser, type SharedLoad } from './virtual-user'

/**
 * npm run bench:scale (after npm run build): a seeded population on PostgreSQL, instances of the production
 * build behind nginx (deploy/nginx.conf), an S3-compatible bucket, and a mixed load of virtual users: first
 * with one instance and with three, then a longer run with three in which one is killed (SIGKILL) half-way and
 * started again, then a rolling restart (each instance in turn sent SIGTERM and started again). Afterwards every
 * acknowledged write must be in the database and every acknowledged upload must download intact. Exits 1 if one
 * is lost, if a request fails outside the kill window, or if a restarted instance did not come back. Ports are
 * free ones and the database has a name of its own, so two runs on one machine leave each other alone.
 */

const MAIN_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 300)
const PHASE_SECONDS = Number(process.env.BENCH_SCALE_PHASE_SECONDS ?? 60)
const USERS = Number(process.env.BENCH_SCALE_USERS ?? 50)
/** Before each measured phase, the same load unmeasured: the first sign-ins and the instances' JIT warm-up. */
const WARMUP_SECONDS = Number(process.env.BENCH_SCALE_WARMUP_SECONDS ?? 15)
const SERVER_URL = process.env.BENCH_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DATABASE_PREFIX = 'afterword_scale'
const INSTANCES = 3
/** A request that failed and overlapped this long after the kill is counted as the killed instance's. */
const KILL_WINDOW_MS = 1_000
/** Load before the rolling restart begins and after it ends, so each end of it is under way. */
const ROLLING_MARGIN_MS = 10_000

interface Restart {
  port: number
  /** SIGTERM to exit: the drain, then the requests in flight. */
  stoppedMs: number
  /** Start to /readyz answering; null when it did not within the limit. */
  readyMs: number | null
  /** SIGTERM to nginx's first answer from the new process; null when none came within the limit. */
  backInNginxMs: number | null
}

const log = (line: string) => console.log(line)

async function main() {
  if (!existsSync('build/node/main.js')) throw new Error('no build: run `npm run build` first')
  if (![MAIN_SECONDS, PHASE_SECONDS, USERS].every((value) => Number.isFinite(value) && value > 0)) {
    throw new Error('BENCH_SCALE_SECONDS, BENCH_SCALE_PHASE_SECONDS and BENCH_SCALE_USERS must be positive numbers')
  }
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'afterword-scale-logs-'))
  log(
    `Scale bench: ${USERS} virtual users; phases of ${PHASE_SECONDS} s with 1 and 3 instances, then ${MAIN_SECONDS} s with 3 (one killed half-way), then a rolling restart; ${os.cpus().length} CPUs. Instance logs: ${runDir}`,
  )

  const [nginxPort = 0, s3Port = 0, ...instancePorts] = await distinctFreePorts(2 + INSTANCES)
  log(`Starting s3rver on ${s3Port} and a fresh database…`)
  const s3 = await startS3(s3Port, 'afterword-scale')
  const database = await createBenchDatabase(SERVER_URL, DATABASE_PREFIX)
  onCleanup(`the database ${database.name}`, database.drop)
  log(`  database ${database.name}`)
  await migrate(database.url)
  const maxConnections = await showMaxConnections(database.url)
  // Three instances, the bench's own connections and anything else on the server must fit.
  const poolMax = Math.max(2, Math.min(20, Math.floor((maxConnections - 25) / INSTANCES)))

  log(
    `Seeding ${POPULATION.people} people, ${POPULATION.families} families, ${POPULATION.tasks} tasks, ${POPULATION.documents} documents…`,
  )
  const documentKey = randomBytes(32).toString('base64')
  const seeded = await seedPopulation(database.url, s3, documentKey, Math.min(USERS, POPULATION.families), log)
  log(`Seeded in ${seeded.seconds.toFixed(1)} s.`)

  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: String(poolMax),
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
    DOCUMENT_KEY: documentKey,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint ?? '',
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.credentials?.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: s3.credentials?.secretAccessKey ?? '',
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    REQUIRE_EMAIL_VERIFICATION: 'false',
    LOG_LEVEL: 'warn',
  }
  log(`Starting instance 1 (pool ${poolMax} connections each; the server allows ${maxConnections})…`)
  const instances: Instance[] = [await startInstance(instancePorts[0] ?? 0, env, runDir)]
  log(`  instance 1 answers after ${Math.round(instances[0]?.firstStartMs ?? 0)} ms`)
  let nginx = await startNginxFor(instances)

  const families = Array.from({ length: USERS }, (_, index) => (index % POPULATION.families) + 1)
  const shared: SharedLoad = {
    base: nginx.base,
    tasks: await tasksOfFamilies(database.url, families),
    taskWrites: new Map<string, TaskWrite>(),
    uploads: [] as UploadWrite[],
    sample: seeded.sample,
    asset: await hashedAsset(nginx.base),
  }
  const users = families.map((family, index) => new VirtualUser(index, family, shared))

  const phases: PhaseFigures[] = []
  await runPhase('warm-up', 1, WARMUP_SECONDS, users)
  phases.push(await runPhase('1 instance', 1, PHASE_SECONDS, users))
  log(formatPhase(phases[0] as PhaseFigures))

  log('Starting instances 2 and 3…')
  for (const port of instancePorts.slice(1)) {
    const instance = await startInstance(port, env, runDir)
    log(`  instance on ${port} answers after ${Math.round(instance.firstStartMs)} ms`)
    instances.push(instance)
  }
  await nginx.stop()
  nginx = await startNginxFor(instances)
  await runPhase('warm-up', 3, WARMUP_SECONDS, users)
  phases.push(await runPhase('3 instances', 3, PHASE_SECONDS, users))
  log(formatPhase(phases[1] as PhaseFigures))

  // A restart under load took 3 to 4 times a first start on the machine measured; a limit that grows with the
  // first starts keeps a slow machine's restart from being taken for a lost instance.
  const restartLimitMs = Math.max(120_000, 10 * Math.max(...instances.map((instance) => instance.firstStartMs)))
  const missing: string[] = []
  const restart = async (instance: Instance): Promise<number | null> => {
    try {
      const readyMs = await instance.restart(restartLimitMs)
      if (readyMs === null)
        missing.push(`the instance on ${instance.port} did not answer /readyz within ${restartLimitMs / 1000} s`)
      return readyMs === null ? null : Math.round(readyMs)
    } catch (error) {
      missing.push(String(error))
      return null
    }
  }

  const victim = instances[1] as Instance
  const kill: { atSecond: number; restartMs: number | null } = { atSecond: MAIN_SECONDS / 2, restartMs: null }
  const main = await runPhase('3 instances, one killed', 3, MAIN_SECONDS, users, async (recorder) => {
    await sleep(kill.atSecond * 1000)
    const killedAt = performance.now()
    recorder.setKillWindow(killedAt, killedAt + KILL_WINDOW_MS)
    await victim.kill()
    log(`  killed the instance on ${victim.port} (SIGKILL) at ${kill.atSecond} s; starting it again`)
    kill.restartMs = await restart(victim)
    log(
      kill.restartMs === null
        ? `  it did not answer /readyz within ${restartLimitMs / 1000} s: carrying on, and checking the writes`
        : `  it answers again after ${kill.restartMs} ms`,
    )
  })
  phases.push(main)
  log(formatPhase(main))

  // As docs/operations.md says to deploy: each instance in turn sent SIGTERM, started again, and the next only
  // once nginx sends the new one requests. Every request counts: a graceful stop has no kill window.
  const restarts: Restart[] = []
  if (missing.length === 0) {
    const rolling = await runPhase('rolling restart', 3, 'until-done', users, async () => {
      await sleep(ROLLING_MARGIN_MS)
      for (const instance of instances) {
        const stopped = performance.now()
        const stoppedMs = Math.round(await instance.stop())
        const readyMs = await restart(instance)
        // Only what nginx logs from now on: the old process's last answers may be logged after it exited.
        const since = nginx.accessLog().length
        const backInNginxMs =
          readyMs === null ? null : await servedAgain(nginx, instance.port, since, stopped, restartLimitMs)
        restarts.push({ port: instance.port, stoppedMs, readyMs, backInNginxMs })
        log(
          `  instance on ${instance.port}: exited ${stoppedMs} ms after SIGTERM, answered /readyz ${readyMs ?? '–'} ms after its start, back in nginx ${backInNginxMs ?? '–'} ms after SIGTERM`,
        )
        if (readyMs !== null && backInNginxMs === null) {
          missing.push(
            `nginx sent the restarted instance on ${instance.port} no request within ${restartLimitMs / 1000} s`,
          )
        }
        if (readyMs === null || backInNginxMs === null) break
      }
      await sleep(ROLLING_MARGIN_MS)
    })
    phases.push(rolling)
    log(formatPhase(rolling))
  } else {
    log('Skipping the rolling restart: an instance did not come back.')
  }

  log('Checking every acknowledged write…')
  const verification = await verifyWrites(database.url, shared.taskWrites, shared.uploads, users)
  const lost = verification.tasksLost + verification.uploadsLost + verification.uploadsNotIntact
  const [one, three] = phases
  log('')
  log(`Seed: ${seeded.seconds.toFixed(1)} s. CPUs: ${os.cpus().length}.`)
  log(
    `Throughput: 1 instance ${one?.requestsPerSecond} req/s, 3 instances ${three?.requestsPerSecond} req/s (${ratio(three, one)}×); main phase ${main.requestsPerSecond} req/s.`,
  )
  log(
    `Kill: instance answered again after ${kill.restartMs ?? '–'} ms; errors in the kill window ${main.errorsInKillWindow}, outside it ${phases.reduce((sum, phase) => sum + phase.errors, 0)}.`,
  )
  const rollingPhase = phases.find((phase) => phase.label === 'rolling restart')
  if (rollingPhase) {
    const longest = (pick: (restart: Restart) => number | null) => {
      const values = restarts.map(pick).filter((value): value is number => value !== null)
      return values.length === restarts.length ? String(Math.max(...values)) : '–'
    }
    log(
      `Rolling restart: ${rollingPhase.errors} errors in ${rollingPhase.requests} requests; SIGTERM to exit at most ${longest((restart) => restart.stoppedMs)} ms, start to ready at most ${longest((restart) => restart.readyMs)} ms, SIGTERM to nginx's first answer from the new process at most ${longest((restart) => restart.backInNginxMs)} ms.`,
    )
  }
  for (const problem of missing) log(`  ${problem}`)
  log(
    `Writes: ${verification.tasksChecked} tasks and ${verification.uploadsChecked} uploads acknowledged; lost ${lost} (tasks ${verification.tasksLost}, uploads ${verification.uploadsLost}, not intact ${verification.uploadsNotIntact}).`,
  )
  for (const problem of verification.problems) log(`  ${problem}`)
  for (const phase of phases)
    for (const sample of phase.errorSamples.slice(0, 10))
      log(`  ${phase.label} at ${sample.at} ms: ${sample.action}: ${sample.what}`)

  const errorsOutside = phases.reduce((sum, phase) => sum + phase.errors, 0)
  mkdirSync('bench-results', { recursive: true })
  const file = path.join('bench-results', `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  writeFileSync(
    file,
    JSON.stringify(
      {
        cpus: os.cpus().length,
        users: USERS,
        population: POPULATION,
        seedSeconds: seeded.seconds,
        poolMax,
        kill,
        restartLimitMs,
        restarts,
        missing,
        phases,
        verification: { ...verification },
        lost,
        errorsOutside,
      },
      null,
      2,
    ),
  )
  log(`Results: ${file}`)
  const failed = lost > 0 || errorsOutside > 0 || missing.length > 0
  log(
    failed
      ? 'FAILED: a write was lost, a request failed outside the kill window, or an instance did not come back.'
      : 'OK: nothing lost, no errors outside the kill window, every instance back.',
  )
  return failed ? 1 : 0

  async function startNginxFor(running: Instance[]): Promise<RunningNginx> {
    const started = await startNginx({
      port: nginxPort,
      upstreams: running.map((instance) => `127.0.0.1:${instance.port}`),
    })
    onCleanup('nginx', () => started.stop())
    return started
  }
}

/** `length`: seconds, or 'until-done' for as long as `during` takes. */
async function runPhase(
  label: string,
  instances: number,
  length: number | 'until-done',
  users: VirtualUser[],
  during?: (recorder: Recorder) => Promise<void>,
): Promise<PhaseFigures> {
  log(
    `Phase '${label}': ${users.length} virtual users ${length === 'until-done' ? 'until it is done' : `for ${length} s`}…`,
  )
  const recorder = new Recorder(label)
  // The load runs in this process, on the same cores: how late its own timers ran says how much of each
  // latency is the load generator's rather than the server's.
  const lag = monitorEventLoopDelay({ resolution: 20 })
  lag.enable()
  let until = length === 'until-done' ? Number.POSITIVE_INFINITY : performance.now() + length * 1000
  const keepGoing = () => performance.now() < until
  const ticker = setInterval(() => {
    const so = recorder.figures(instances, (performance.now() - recorder.started) / 1000)
    log(
      `  ${Math.round((performance.now() - recorder.started) / 1000)} s: ${so.requests} requests, ${so.limited} limited, ${so.errors} errors, ${so.errorsInKillWindow} in the kill window`,
    )
  }, 15_000)
  try {
    await Promise.all([
      ...users.map((user) => user.run(keepGoing, recorder)),
      during?.(recorder).finally(() => {
        if (length === 'until-done') until = performance.now()
      }),
    ])
  } finally {
    clearInterval(ticker)
    lag.disable()
  }
  const figures = recorder.figures(instances, (performance.now() - recorder.started) / 1000)
  figures.loadGeneratorLagMs = { mean: Math.round(lag.mean / 1e6), p99: Math.round(lag.percentile(99) / 1e6) }
  return figures
}

/** Ports nobody listens on now, from the kernel, no two alike. */
async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>()
  while (ports.size < count) ports.add(await freePort())
  return [...ports]
}

/**
 * After a restart, how long from SIGTERM (`stoppedAt`) until nginx's log shows an answer from the instance on
 * `port` (nginx tries it again fail_timeout after it last refused a connection); null if none within `limitMs`.
 */
async function servedAgain(
  nginx: RunningNginx,
  port: number,
  since: number,
  stoppedAt: number,
  limitMs: number,
): Promise<number | null> {
  const deadline = performance.now() + limitMs
  while (performance.now() < deadline) {
    const lines = nginx.accessLog().slice(since)
    if (lines.some((line) => line.upstream === `127.0.0.1:${port}` && line.status === 200)) {
      return Math.round(performance.now() - stoppedAt)
    }
    // The whole log is read each time: once a second keeps that off the load generator's back.
    await sleep(1_000)
  }
  return null
}

async function showMaxConnections(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ max_connections: string }>('show max_connections')
    return Number(rows[0]?.max_connections ?? 100)
  } finally {
    await client.end()
  }
}

async function hashedAsset(base: string): Promise<string | undefined> {
  const html = await (await fetch(`${base}/`)).text()
  return /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
}

const ratio = (a?: PhaseFigures, b?: PhaseFigures) =>
  a && b && b.requestsPerSecond > 0 ? (a.requestsPerSecond / b.requestsPerSecond).toFixed(2) : '–'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(130)
    stopping = true
    console.log(`\n${signal}: stopping everything the bench started…`)
    void cleanup().finally(() => process.exit(130))
  })
}

try {
  const code = await main()
  await cleanup()
  process.exit(code)
} catch (error) {
  console.error(`Scale bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  await cleanup()
  process.exit(1)
}
