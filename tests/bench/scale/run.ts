import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import pg from 'pg'
import { startNginx, type RunningNginx } from '../../setup/nginx-process'
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
 * started again. Afterwards every acknowledged write must be in the database and every acknowledged upload must
 * download intact. Exits 1 if one is lost or if a request fails outside the kill window.
 */

const MAIN_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 300)
const PHASE_SECONDS = Number(process.env.BENCH_SCALE_PHASE_SECONDS ?? 60)
const USERS = Number(process.env.BENCH_SCALE_USERS ?? 50)
/** Before each measured phase, the same load unmeasured: the first sign-ins and the instances' JIT warm-up. */
const WARMUP_SECONDS = Number(process.env.BENCH_SCALE_WARMUP_SECONDS ?? 15)
const SERVER_URL = process.env.BENCH_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DATABASE_NAME = 'afterword_scale'
const INSTANCE_PORTS = [3410, 3411, 3412]
const NGINX_PORT = 3480
const S3_PORT = 3490
/** A request that failed and overlapped this long after the kill is counted as the killed instance's. */
const KILL_WINDOW_MS = 1_000

const log = (line: string) => console.log(line)

async function main() {
  if (!existsSync('build/node/main.js')) throw new Error('no build: run `npm run build` first')
  if (![MAIN_SECONDS, PHASE_SECONDS, USERS].every((value) => Number.isFinite(value) && value > 0)) {
    throw new Error('BENCH_SCALE_SECONDS, BENCH_SCALE_PHASE_SECONDS and BENCH_SCALE_USERS must be positive numbers')
  }
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'afterword-scale-logs-'))
  log(
    `Scale bench: ${USERS} virtual users; phases of ${PHASE_SECONDS} s with 1 and 3 instances, then ${MAIN_SECONDS} s with 3 (one killed half-way); ${os.cpus().length} CPUs. Instance logs: ${runDir}`,
  )

  log('Starting s3rver and a fresh database…')
  const s3 = await startS3(S3_PORT, 'afterword-scale')
  const database = await createBenchDatabase(SERVER_URL, DATABASE_NAME)
  onCleanup('the database', database.drop)
  await migrate(database.url)
  const maxConnections = await showMaxConnections(database.url)
  // Three instances, the bench's own connections and anything else on the server must fit.
  const poolMax = Math.max(2, Math.min(20, Math.floor((maxConnections - 25) / INSTANCE_PORTS.length)))

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
    PUBLIC_URL: `http://127.0.0.1:${NGINX_PORT}`,
    REQUIRE_EMAIL_VERIFICATION: 'false',
    LOG_LEVEL: 'warn',
  }
  log(`Starting instance 1 (pool ${poolMax} connections each; the server allows ${maxConnections})…`)
  const instances: Instance[] = [await startInstance(INSTANCE_PORTS[0] ?? 3410, env, runDir)]
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
  for (const port of INSTANCE_PORTS.slice(1)) {
    const instance = await startInstance(port, env, runDir)
    log(`  instance on ${port} answers after ${Math.round(instance.firstStartMs)} ms`)
    instances.push(instance)
  }
  await nginx.stop()
  nginx = await startNginxFor(instances)
  await runPhase('warm-up', 3, WARMUP_SECONDS, users)
  phases.push(await runPhase('3 instances', 3, PHASE_SECONDS, users))
  log(formatPhase(phases[1] as PhaseFigures))

  const victim = instances[1] as Instance
  const kill = { atSecond: MAIN_SECONDS / 2, restartMs: 0 }
  const main = await runPhase('3 instances, one killed', 3, MAIN_SECONDS, users, async (recorder) => {
    await sleep(kill.atSecond * 1000)
    const killedAt = performance.now()
    recorder.setKillWindow(killedAt, killedAt + KILL_WINDOW_MS)
    await victim.kill()
    log(`  killed the instance on ${victim.port} (SIGKILL) at ${kill.atSecond} s; starting it again`)
    kill.restartMs = Math.round(await victim.restart())
    log(`  it answers again after ${kill.restartMs} ms`)
  })
  phases.push(main)
  log(formatPhase(main))

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
    `Kill: instance answered again after ${kill.restartMs} ms; errors in the kill window ${main.errorsInKillWindow}, outside it ${phases.reduce((sum, phase) => sum + phase.errors, 0)}.`,
  )
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
  const failed = lost > 0 || errorsOutside > 0
  log(
    failed
      ? 'FAILED: a write was lost or a request failed outside the kill window.'
      : 'OK: nothing lost, no errors outside the kill window.',
  )
  return failed ? 1 : 0

  async function startNginxFor(running: Instance[]): Promise<RunningNginx> {
    const started = await startNginx({
      port: NGINX_PORT,
      upstreams: running.map((instance) => `127.0.0.1:${instance.port}`),
    })
    onCleanup('nginx', () => started.stop())
    return started
  }
}

async function runPhase(
  label: string,
  instances: number,
  seconds: number,
  users: VirtualUser[],
  during?: (recorder: Recorder) => Promise<void>,
): Promise<PhaseFigures> {
  log(`Phase '${label}': ${users.length} virtual users for ${seconds} s…`)
  const recorder = new Recorder(label)
  // The load runs in this process, on the same cores: how late its own timers ran says how much of each
  // latency is the load generator's rather than the server's.
  const lag = monitorEventLoopDelay({ resolution: 20 })
  lag.enable()
  const until = performance.now() + seconds * 1000
  const ticker = setInterval(() => {
    const so = recorder.figures(instances, (performance.now() - recorder.started) / 1000)
    log(
      `  ${Math.round((performance.now() - recorder.started) / 1000)} s: ${so.requests} requests, ${so.limited} limited, ${so.errors} errors, ${so.errorsInKillWindow} in the kill window`,
    )
  }, 15_000)
  try {
    await Promise.all([...users.map((user) => user.run(until, recorder)), during?.(recorder)])
  } finally {
    clearInterval(ticker)
    lag.disable()
  }
  const figures = recorder.figures(instances, (performance.now() - recorder.started) / 1000)
  figures.loadGeneratorLagMs = { mean: Math.round(lag.mean / 1e6), p99: Math.round(lag.percentile(99) / 1e6) }
  return figures
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
