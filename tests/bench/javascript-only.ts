/**
 * `npx tsx tests/bench/javascript-only.ts`: the 'JavaScript per page' section of npm run bench alone, against a
 * fresh server on BENCH_JS_PORT (default 3310), for checking a change to the client bundles in seconds. Build first.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buyPremium } from './documents'
import { seedFamily } from './family-seed'
import { javaScriptPerPage } from './javascript-per-page'

const port = Number(process.env.BENCH_JS_PORT ?? 3310)
const base = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['build/node/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'afterword-js-')),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
try {
  for (let attempt = 0; ; attempt++) {
    if (
      await fetch(`${base}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break
    if (attempt > 480) throw new Error('the server did not become healthy within 2 minutes')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const family = await seedFamily(base, 0)
  await buyPremium(base, family.cookie)
  const { rows } = await javaScriptPerPage(base, family.cookie)
  for (const row of rows)
    console.log(
      `${row.value.padStart(6)}  ${row.target.padEnd(8)}  ${row.target === 'baseline' ? '' : row.ok ? 'ok    ' : 'MISSED'}  ${row.measure}`,
    )
} finally {
  server.kill('SIGTERM')
}
