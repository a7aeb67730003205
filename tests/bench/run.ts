/**
 * npm run bench: measures the production build (run `npm run build` first; this builds nothing) against the
 * targets of DESIGN.md §8, each next to a baseline measured in the same run. Prints a table, writes JSON under
 * bench-results/, and exits 1 when a target is missed.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { measureLoad, startBareServer } from './http-load'
import { runLighthouse } from './lighthouse'
import { measurePageWeight } from './page-weight'

const PORT = 3300
const BASE = `http://127.0.0.1:${PORT}`
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
// The home page and the heaviest public page (51 state cards).
const PAGES = ['/', '/resources/usa']

if (!existsSync('build/node/main.js')) {
  console.error('No production build: run `npm run build` first (npm run bench measures, it does not build).')
  process.exit(1)
}

const server = spawn(process.execPath, ['build/node/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'afterword-bench-')),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const stopServer = () => server.kill('SIGTERM')
process.on('exit', stopServer)

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not become healthy within 30 s')
}

interface Row {
  measure: string
  value: string
  target: string
  ok: boolean
}
const rows: Row[] = []
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, seconds: SECONDS }

await waitForServer()
for (const page of PAGES) {
  const html = Buffer.from(await (await fetch(`${BASE}${page}`)).arrayBuffer())
  const bare = await startBareServer(html, 'text/html; charset=utf-8')
  // Baseline and app are measured back to back with the same load generator and settings.
  const baseline = await measureLoad(bare.url, { seconds: SECONDS })
  await bare.close()
  const app = await measureLoad(`${BASE}${page}`, { seconds: SECONDS })
  const ratio = app.requestsPerSecond / baseline.requestsPerSecond
  results[`load ${page}`] = { app, baseline, ratio }
  rows.push(
    {
      measure: `${page} requests/s (bare node http)`,
      value: baseline.requestsPerSecond.toFixed(0),
      target: 'baseline',
      ok: true,
    },
    {
      measure: `${page} requests/s (Afterword)`,
      value: app.requestsPerSecond.toFixed(0),
      target: '',
      ok: app.errors === 0 && app.non2xx === 0,
    },
    {
      measure: `${page} p95 latency ms (bare / Afterword)`,
      value: `${baseline.p95Ms.toFixed(2)} / ${app.p95Ms.toFixed(2)}`,
      target: '',
      ok: true,
    },
    { measure: `${page} served rate vs bare`, value: ratio.toFixed(2), target: '>= 0.60', ok: ratio >= 0.6 },
  )

  const weight = await measurePageWeight(BASE, page)
  results[`weight ${page}`] = weight
  rows.push(
    {
      measure: `${page} JavaScript (gzip KB, ${weight.scripts} files)`,
      value: (weight.scriptGzipBytes / 1024).toFixed(1),
      target: '<= 100',
      ok: weight.scriptGzipBytes <= 100 * 1024,
    },
    {
      measure: `${page} HTML (KB / gzip KB)`,
      value: `${(weight.htmlBytes / 1024).toFixed(1)} / ${(weight.htmlGzipBytes / 1024).toFixed(1)}`,
      target: '',
      ok: true,
    },
  )
}

const scores = await runLighthouse(`${BASE}/`)
results.lighthouse = scores
rows.push(
  {
    measure: 'Lighthouse mobile performance /',
    value: String(scores.performance),
    target: '>= 95',
    ok: scores.performance >= 95,
  },
  {
    measure: 'Lighthouse accessibility /',
    value: String(scores.accessibility),
    target: '100',
    ok: scores.accessibility === 100,
  },
  {
    measure: 'Lighthouse LCP ms / TBT ms',
    value: `${scores.largestContentfulPaintMs} / ${scores.totalBlockingTimeMs}`,
    target: '',
    ok: true,
  },
)

stopServer()
const width = Math.max(...rows.map((row) => row.measure.length))
console.log(`\n${'measure'.padEnd(width)}  ${'value'.padStart(14)}  ${'target'.padEnd(9)}  result`)
for (const row of rows) {
  console.log(
    `${row.measure.padEnd(width)}  ${row.value.padStart(14)}  ${row.target.padEnd(9)}  ${row.target ? (row.ok ? 'ok' : 'MISSED') : ''}`,
  )
}
mkdirSync('bench-results', { recursive: true })
const file = `bench-results/bench-${new Date().toISOString().replaceAll(':', '-')}.json`
writeFileSync(file, JSON.stringify({ ...results, rows }, null, 2))
console.log(`\nwritten to ${file}`)
const missed = rows.filter((row) => row.target && !row.ok)
process.exit(missed.length > 0 ? 1 : 0)
