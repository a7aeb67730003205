import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { premiumPersonWithPlan } from '../e2e/helpers'
import { report } from './report'

/**
 * Proof by attack (docs/security.md): Debian's sqlmap (installed by .ci/run) against the query parameters and forms
 * that reach the database, signed in as a Premium family's Admin, at level 1, without time-based tests (they
 * would add minutes and find the same holes). Nothing may be injectable, and no request
 * may make the server fail (a 500 would mean an unexpected input reached SQL or code unguarded).
 */

const SQLMAP = '/usr/bin/sqlmap'

interface Target {
  what: string
  url: string
  data?: string
  /** Sign-in counts wrong passwords per address: each request comes from another. */
  tamper?: string
  /** Only these parameters (sqlmap's -p). */
  parameters?: string
  /** Python run before each request (sqlmap's --eval), to change a parameter that is not being tested. */
  eval?: string
}

/**
 * Forms change what the next answer says (an invitation sent, then 'already invited'; a limit reached), which
 * sqlmap's boolean-blind test reads as true and false answers: on a first run it once named the invitation's
 * role, an enum checked before any query, as injectable. Forms are tested with error and UNION techniques;
 * read-only query parameters with boolean-blind too.
 */
const READ_ONLY_TECHNIQUES = 'BEU'
const FORM_TECHNIQUES = 'EU'

const TARGETS: Target[] = [
  { what: 'task manager filters', url: '/dashboard/tasks?search=will&status=all&category=all&assigned=all' },
  { what: 'document search', url: '/dashboard/documents?search=letter&category=all' },
  { what: 'timeline filters', url: '/dashboard/timeline?status=all&view=list&week=2026-11-23' },
  { what: 'checklist filters', url: '/dashboard/checklist?status=all&category=all' },
  {
    what: 'new task form',
    url: '/dashboard/tasks',
    data: 'intent=create&title=Call+the+bank&description=Ask+for+the+forms&category=financial&priority=high&dueDate=2026-12-01&steps=One&contacts=Two',
  },
  {
    what: 'settings form',
    url: '/dashboard/settings',
    data: 'intent=details&fullName=Ann&deceasedName=Rose&country=UK&region=uk-england&dateOfDeath=2026-11-10',
  },
  { what: 'family invitation form', url: '/family', data: 'intent=invite&email=cousin%40example.com&role=Viewer' },
  {
    what: 'organisation form',
    url: '/dashboard/organisations',
    data: 'intent=add-typed&name=Local+Credit+Union&kind=bank&status=to-notify&reference=AC-1234&notifiedOn=&followUpOn=&notes=Call+first',
  },
  {
    what: 'one-stop service form',
    url: '/dashboard/organisations',
    data: 'intent=mark-told&serviceId=uk-tell-us-once&serviceReference=TUO-1&notifiedOn=2026-11-20',
  },
  { what: 'document actions', url: '/dashboard/documents', data: 'intent=delete&documentId=1' },
  {
    what: 'support form',
    url: '/support',
    data: 'name=Ann&email=ann%40example.com&category=General+Support&message=Hello',
  },
  // Wrong passwords for one account are slowed down more and more, from any address (decision 040), so the
  // address is tested on its own, and the other fields with a new address on every request.
  {
    what: 'sign-in form (address)',
    url: '/auth',
    data: 'intent=sign-in&email=ann%40example.com&password=wrong-password',
    tamper: 'xforwardedfor',
    parameters: 'email',
  },
  {
    what: 'sign-in form (password, intent)',
    url: '/auth',
    data: 'intent=sign-in&email=ann%40example.com&password=wrong-password',
    tamper: 'xforwardedfor',
    parameters: 'password,intent',
    eval: "import random; email='ann-%d@example.com' % random.randint(1, 10**12)",
  },
]

test('sqlmap finds nothing injectable in any query parameter or form', async ({ page, baseURL }) => {
  expect(spawnSync(SQLMAP, ['--version']).status, `${SQLMAP} is missing: .ci/run installs Debian's sqlmap`).toBe(0)
  // Each target took up to 4 minutes on a loaded 2-core CI machine; the limits catch a hung run, not a slow one.
  test.setTimeout(1_500_000)
  await premiumPersonWithPlan(page, { country: 'United Kingdom' })
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const outputDir = mkdtempSync(path.join(tmpdir(), 'sqlmap-'))
  const started = Date.now()
  let parameters = 0
  const findings: string[] = []
  const refuted: string[] = []

  // SQLMAP_ONLY='family' runs just the targets whose description contains it (while looking into a finding).
  const only = process.env.SQLMAP_ONLY
  for (const target of TARGETS.filter((candidate) => !only || candidate.what.includes(only))) {
    const args = [
      '-u',
      `${baseURL}${target.url}`,
      ...(target.data ? ['--data', target.data] : []),
      '--cookie',
      cookie,
      '--headers',
      `Origin: ${baseURL}`,
      '--batch',
      '--level=1',
      '--risk=1',
      `--technique=${target.data ? FORM_TECHNIQUES : READ_ONLY_TECHNIQUES}`,
      '--threads=4',
      '--flush-session',
      '--disable-coloring',
      '--skip-waf',
      // Compare answers by their text: every page carries a new CSP nonce, which a loaded machine once made
      // sqlmap read as a true/false difference on the timeline's status filter (an enum read before any query).
      '--text-only',
      '--output-dir',
      outputDir,
      ...(target.tamper ? ['--tamper', target.tamper] : []),
      ...(target.parameters ? ['-p', target.parameters] : []),
      ...(target.eval ? ['--eval', target.eval] : []),
    ]
    const run = spawnSync(SQLMAP, args, { encoding: 'utf8', timeout: 600_000 })
    const output = `${run.stdout}\n${run.stderr}`
    expect(run.status, `${target.what}: sqlmap did not run\n${output.slice(-2000)}`).toBe(0)
    parameters += (output.match(/parameter '[^']+' does not seem to be injectable/g) ?? []).length
    // sqlmap's verdict, after its own false-positive checks ('appears to be injectable' is only a first guess).
    if (/identified the following injection point|parameter '[^']+' is vulnerable/i.test(output)) {
      if (!target.data && (await booleanGuessRefuted(output, `${baseURL}${target.url}`, cookie))) {
        refuted.push(target.what)
        continue
      }
      const evidence = output
        .split('\n')
        .filter((line) => /vulnerable|injection point|Parameter:|Type:|Title:|Payload:/.test(line))
        .join('\n')
      findings.push(`${target.what}:\n${evidence}`)
    }
    const failures = /HTTP error codes detected during run:\s*\n?([^\n]*500[^\n]*)/.exec(output)
    if (failures) findings.push(`${target.what}: server errors: ${failures[1]}`)
  }

  expect(findings).toEqual([])
  if (!only) expect(parameters).toBeGreaterThanOrEqual(TARGETS.length)
  report('sqlmap', {
    targets: TARGETS.length,
    parametersTested: parameters,
    injectable: findings.length,
    booleanGuessesRefuted: refuted.join(', ') || 'none',
    seconds: Math.round((Date.now() - started) / 1000),
  })
})

/**
 * sqlmap's boolean-blind verdict means 'a true condition and a false one give different pages'. When its only
 * finding is that, ask the server ourselves, three times each: if the true and the false payload give the same
 * visible text, the verdict came from noise (a loaded machine), not from the condition.
 */
async function booleanGuessRefuted(output: string, targetUrl: string, cookie: string): Promise<boolean> {
  const types = [...output.matchAll(/^\s*Type: (.+)$/gm)].map((match) => match[1]!.trim())
  const payloads = [...output.matchAll(/^\s*Payload: (.+)$/gm)].map((match) => match[1]!.trim())
  if (types.length === 0 || types.some((type) => type !== 'boolean-based blind') || payloads.length === 0) return false
  for (const payload of payloads) {
    const condition = /(\d+)=\1/.exec(payload)
    if (!condition) return false
    const falsePayload = payload.replace(condition[0], `${condition[1]}=${Number(condition[1]) + 1}`)
    const texts = async (query: string) => {
      const url = new URL(targetUrl)
      url.search = new URLSearchParams(query).toString()
      const seen = new Set<string>()
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await fetch(url, { headers: { cookie }, redirect: 'manual' })
        seen.add(`${response.status} ${visibleText(await response.text())}`)
      }
      return seen
    }
    const whenTrue = await texts(payload)
    const whenFalse = await texts(falsePayload)
    if (whenTrue.size !== 1 || whenFalse.size !== 1) return false
    if ([...whenTrue][0] !== [...whenFalse][0]) return false
  }
  return true
}

function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
