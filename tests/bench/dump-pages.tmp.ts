import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buyPremium } from './documents'
import { seedFamily } from './family-seed'
import { SIGNED_IN_PAGES } from './javascript-per-page'
const PORT = Number(process.env.BENCH_PORT ?? 3360)
const BASE = `http://127.0.0.1:${PORT}`
const server = spawn(process.execPath, ['build/node/main.js'], { env: { ...process.env, PORT: String(PORT), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dump-')), LOG_LEVEL: 'error' }, stdio: 'inherit' })
process.on('exit', () => server.kill('SIGTERM'))
for (let i = 0; i < 480; i++) { if (await fetch(`${BASE}/healthz`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 250)) }
const family = await seedFamily(BASE, 1000)
await buyPremium(BASE, family.cookie)
mkdirSync('/tmp/pages', { recursive: true })
for (const p of SIGNED_IN_PAGES) {
  const html = await (await fetch(new URL(p, BASE), { headers: { cookie: family.cookie } })).text()
  writeFileSync(`/tmp/pages/${p.replace(/\//g, '_') || 'root'}.html`, html)
}
process.exit(0)
