/**
 * npm run bench:js: only the 'JavaScript per page' section of npm run bench (decision 066), for a quick measure
 * after a change to what pages import. Measures the production build (run `npm run build` first) on a fresh
 * embedded database, with the same Premium family of BENCH_TASKS tasks as the full bench; prints the rows and
 * exits 1 when a page is over its budget.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buyPremium } from './documents'
import { seedFamily } from './family-seed'
import { javaScriptPerPage } from './javascript-per-page'

const PORT = Number(process.env.BENCH_PORT ?? 3300)
const BASE = `http://127.0.0.1:${PORT}`
const TASKS = Number(process.env.BENCH_TASKS ?? 1000)

if (!existsSync('build/node/main.js')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}
const answered = await fetch(`${BASE}/healthz`).then(
  () => true,
  () => false,
)
if (answered) throw new Error(`port ${PORT} is already in use by another server (set BENCH_PORT)`)

const server = spawn(process.execPath, ['build/node/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'afterword-bench-js-')),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const stopServer = () => server.kill('SIGTERM')
process.on('exit', stopServer)

let healthy = false
for (let attempt = 0; attempt < 480 && !healthy; attempt++) {
  healthy = await fetch(`${BASE}/healthz`).then(
    (response) => response.ok,
    () => false,
  )
  if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250))
}
if (!healthy) throw new Error('the server did not become healthy within 2 minutes')

const family = await seedFamily(BASE, TASKS)
await buyPremium(BASE, family.cookie)
const { rows } = await javaScriptPerPage(BASE, family.cookie)
const width = Math.max(...rows.map((row) => row.measure.length))
for (const row of rows) {
  const result = row.target ? (row.ok ? 'ok' : 'MISSED') : ''
  console.log(`${row.measure.padEnd(width)}  ${row.value.padStart(6)}  ${row.target.padEnd(9)}  ${result}`)
}
stopServer()
process.exit(rows.some((row) => row.target && !row.ok) ? 1 : 0)
