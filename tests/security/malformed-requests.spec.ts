import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { premiumPersonWithPlan } from '../e2e/helpers'
import { report } from './report'

/**
 * Malformed requests (docs/security.md, 'Third round', item 5): every route of app/routes.ts, by every method, with
 * bodies that are not the form it expects, hostile values in forms it does expect (NUL, __proto__, constructor,
 * over-long text, odd intents) and odd headers, as a visitor and as a Premium family's Admin. Each must be refused
 * calmly: no 500, and no line at error level in the server's log. The routes, fields and intents are read from the
 * source, so a new route or form is fuzzed without editing this file.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const NUL = String.fromCharCode(0)
const HOSTILE_VALUES = { nul: `a${NUL}b`, proto: '__proto__', constructor: 'constructor' }
const ODD_INTENTS = ['', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', `sign-in${NUL}`]
/** A route whose action would end the Admin's session for the rest of the run: fuzzed as a visitor only. */
const ENDS_SESSION = new Set(['/auth/sign-out'])
/**
 * A route whose action may rightly take the Admin out of their family ('Start a plan for someone else' leaves no
 * family active): fuzzed after every other route, so that the others still meet a signed-in Admin with a family.
 */
const LEAVES_THE_FAMILY = new Set(['/family/switch'])

interface Route {
  pattern: string
  file: string
  hasAction: boolean
}

function routes(): Route[] {
  const config = readFileSync(path.join(ROOT, 'app/routes.ts'), 'utf8')
  const found: Route[] = []
  for (const match of config.matchAll(/(?:route\('([^']*)',\s*|index\()'([^']+)'/g)) {
    const file = path.join(ROOT, 'app', match[2] ?? '')
    const source = readFileSync(file, 'utf8')
    const hasAction = /export (async )?function action\b|export const action\b|export \{[^}]*\baction\b/.test(source)
    found.push({ pattern: `/${match[1] ?? ''}`, file, hasAction })
  }
  return found
}

/** A route's paths: its parameters as a plain value, as __proto__ and as constructor. */
function pathsOf(pattern: string): string[] {
  if (pattern === '/*') return ['/no-such-page', '/__proto__/constructor']
  if (!pattern.includes(':')) return [pattern]
  return ['a1b2', '__proto__', 'constructor'].map((value) => pattern.replace(/:[A-Za-z]+/g, value))
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => path.join(folder, name))
}

const INTENT_PATTERNS = /name="intent" value="([^"]+)"|intent === '([^']+)'|case '([a-z-]+)'/g

function intentsIn(source: string): string[] {
  const found: string[] = []
  for (const match of source.matchAll(INTENT_PATTERNS)) found.push(match[1] ?? match[2] ?? match[3] ?? '')
  for (const list of source.matchAll(/_INTENTS = \[([^\]]*)\]/g)) {
    for (const value of (list[1] ?? '').matchAll(/'([^']+)'/g)) found.push(value[1] ?? '')
  }
  return found
}

/** Every field name the app's forms use. */
function formFields(): string[] {
  const fields = new Set(['intent', 'id', 'taskId', 'assigneeId', 'country', 'region', 'kind', 'status', 'step'])
  for (const file of sourceFiles(path.join(ROOT, 'app'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bname="([A-Za-z][\w-]*)"/g)) fields.add(match[1] ?? '')
  }
  return [...fields]
}

/** The intents a route's action may take: in its module and in the features it imports, and some odd ones. */
function intentsOf(route: Route): string[] {
  const source = readFileSync(route.file, 'utf8')
  const intents = new Set([...ODD_INTENTS, ...intentsIn(source)])
  for (const feature of source.matchAll(/'~\/features\/([\w-]+)\//g)) {
    for (const file of sourceFiles(path.join(ROOT, 'app/features', feature[1] ?? ''))) {
      for (const intent of intentsIn(readFileSync(file, 'utf8'))) intents.add(intent)
    }
  }
  return [...intents]
}

interface Probe {
  method: string
  path: string
  kind: string
  headers?: Record<string, string>
  body?: string | Buffer
}

function urlencoded(values: Array<[string, string]>): string {
  return new URLSearchParams(values).toString()
}

/** Bodies that are not the form a route expects, and headers that lie about them. */
function malformedBodies(): Array<Omit<Probe, 'method' | 'path'>> {
  return [
    { kind: 'json', headers: { 'content-type': 'application/json' }, body: '{"intent":"sign-in","email":"a@b.c"}' },
    { kind: 'text', headers: { 'content-type': 'text/plain' }, body: 'hello' },
    {
      kind: 'multipart garbage',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'garbage',
    },
    { kind: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, body: 'garbage' },
    { kind: 'no content type', body: 'intent=sign-in' },
    {
      kind: 'form as utf-16, gzip',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-16', 'content-encoding': 'gzip' },
      body: Buffer.from([0xff, 0xfe, 0x69, 0x00, 0x3d, 0x00]),
    },
  ]
}

/** Forms a route does expect, with every field the app knows holding one hostile value. */
function hostileForms(fields: string[], intents: string[]): Array<Omit<Probe, 'method' | 'path'>> {
  const forms: Array<Omit<Probe, 'method' | 'path'>> = []
  const type = { 'content-type': 'application/x-www-form-urlencoded' }
  const others = fields.filter((field) => field !== 'intent')
  intents.forEach((intent, at) => {
    const nul = others.map((field): [string, string] => [field, HOSTILE_VALUES.nul])
    forms.push({ kind: `intent ${intent}, NUL`, headers: type, body: urlencoded([['intent', intent], ...nul]) })
    // __proto__ and constructor in turn, swapped from one intent to the next, so each field meets both.
    const keys = others.map((field, index): [string, string] => [
      field,
      (index + at) % 2 === 0 ? HOSTILE_VALUES.proto : HOSTILE_VALUES.constructor,
    ])
    forms.push({
      kind: `intent ${intent}, prototype keys`,
      headers: type,
      body: urlencoded([['intent', intent], ...keys]),
    })
  })
  const long = 'x'.repeat(4_000)
  forms.push({
    kind: 'over-long values',
    headers: type,
    body: urlencoded(fields.map((field) => [field, long])),
  })
  forms.push({
    kind: 'NUL in a field name',
    headers: type,
    body: urlencoded([
      [`intent${NUL}`, 'x'],
      [NUL, NUL],
    ]),
  })
  return forms
}

interface Answer {
  status: number
}

function send(baseURL: string, probe: Probe, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = probe.body === undefined ? undefined : Buffer.from(probe.body)
    const request = http.request(
      new URL(probe.path, baseURL),
      {
        method: probe.method,
        headers: { ...headers, ...probe.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }))
        response.on('error', () => resolve({ status: response.statusCode ?? 0 }))
      },
    )
    // The server may close the connection while a refused body is still arriving (the upload does): an answer.
    request.on('error', (error: NodeJS.ErrnoException) =>
      ['ECONNRESET', 'EPIPE'].includes(error.code ?? '') ? resolve({ status: 0 }) : reject(error),
    )
    request.end(body)
  })
}

/** Runs `work` over `items`, a few at a time: the server is one process and the machine may have two cores. */
async function inTurn<T>(items: T[], parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) await work(items[next++] as T)
    }),
  )
}

function ownAddress(): string {
  const [a, b, c] = randomBytes(3)
  return `10.${a}.${b}.${((c ?? 0) % 250) + 2}`
}

/** The server's log lines at error level or above (pino: 50 error, 60 fatal) for requests whose id starts so. */
function errorLines(logFile: string, requestIdPrefix: string): string[] {
  if (!existsSync(logFile)) return []
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes(requestIdPrefix))
    .filter((line) => {
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 50
      } catch {
        return false
      }
    })
}

test('malformed requests to every route are refused calmly: no 500, no error in the log', async ({ page, baseURL }) => {
  test.setTimeout(240_000)
  const base = baseURL ?? ''
  const logFile = process.env.E2E_SERVER_LOG ?? ''
  expect(statSync(logFile).isFile(), 'the server writes its log to E2E_SERVER_LOG (playwright.config.ts)').toBe(true)

  await premiumPersonWithPlan(page, { country: 'United Kingdom' })
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ')

  const run = `fuzz${randomBytes(4).toString('hex')}`
  let sent = 0
  const sessions: Array<{ name: string; headers: Record<string, string> }> = [
    { name: 'visitor', headers: { 'x-forwarded-for': ownAddress() } },
    { name: 'admin', headers: { 'x-forwarded-for': ownAddress(), cookie } },
  ]
  const fields = formFields()
  const probes: Array<Probe & { session: (typeof sessions)[number] }> = []
  const all = routes()
  for (const session of sessions) {
    for (const route of all) {
      for (const where of pathsOf(route.pattern)) {
        for (const method of METHODS) {
          if (!BODY_METHODS.has(method)) {
            const query = `?intent=__proto__&country=constructor&step=__proto__&tab=constructor&id=${'9'.repeat(300)}`
            probes.push({ session, method, path: `${where}${query}`, kind: 'hostile query' })
            continue
          }
          // Every malformed body by POST; the other methods are refused before any body is read.
          const bodies = method === 'POST' ? malformedBodies() : malformedBodies().slice(0, 1)
          for (const body of bodies) probes.push({ session, method, path: where, ...body })
        }
      }
    }
  }
  const admin = sessions[1]!
  for (const route of all.filter((candidate) => candidate.hasAction && !ENDS_SESSION.has(candidate.pattern))) {
    const [where = route.pattern] = pathsOf(route.pattern)
    for (const form of hostileForms(fields, intentsOf(route)))
      probes.push({ session: admin, method: 'POST', path: where, ...form })
  }

  console.log(`malformed-requests: ${probes.length} requests`)
  const failures: string[] = []
  const statuses = new Map<number, number>()
  const sendProbe = async (probe: (typeof probes)[number]) => {
    const id = `${run}-${sent++}`
    const answer = await send(base, probe, {
      origin: base,
      accept: 'text/html,application/json',
      'x-request-id': id,
      ...probe.session.headers,
    })
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
    if (answer.status >= 500)
      failures.push(`${answer.status} ${probe.session.name} ${probe.method} ${probe.path} (${probe.kind}) ${id}`)
  }
  const last = (probe: (typeof probes)[number]) => probe.session === admin && LEAVES_THE_FAMILY.has(probe.path)
  await inTurn(
    probes.filter((probe) => !last(probe)),
    4,
    sendProbe,
  )
  // The Admin still had their family after the rest, so their requests reached the actions rather than the
  // sign-in page or onboarding; then the routes that may take them out of it.
  const dashboard = await send(base, { method: 'GET', path: '/dashboard', kind: 'check' }, admin.headers)
  await inTurn(probes.filter(last), 4, sendProbe)
  // Still signed in at the end: onboarding answers (a signed-out visitor is sent to sign in).
  const signedIn = await send(base, { method: 'GET', path: '/onboarding', kind: 'check' }, admin.headers)
  // pino writes to standard output synchronously, so a request's error line is in the file before its answer.
  const errors = errorLines(logFile, run)
  report('malformed-requests', {
    routes: all.length,
    requests: probes.length,
    answers500: failures.length,
    errorLogLines: errors.length,
    statuses: JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b))),
  })
  expect(dashboard.status).toBe(200)
  expect(signedIn.status).toBe(200)
  expect(probes.length).toBeGreaterThanOrEqual(2_000)
  expect(failures, failures.slice(0, 40).join('\n')).toEqual([])
  expect(errors, errors.slice(0, 5).join('\n')).toEqual([])
})
