import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { premiumPersonWithPlan } from '../e2e/helpers'
import { report } from './report'

/**
 * Proof by attack (issue 20): Debian's sqlmap (installed by .ci/run) against the query parameters and forms
 * that reach the database, signed in as a Premium family's Admin. Boolean, error and UNION techniques at level
 * 1 (time-based tests would add minutes and find the same holes). Nothing may be injectable, and no request
 * may make the server fail (a 500 would mean an unexpected input reached SQL or code unguarded).
 */

const SQLMAP = '/usr/bin/sqlmap'

interface Target {
  what: string
  url: string
  data?: string
  /** Sign-in counts wrong passwords per address: each request comes from another. */
  tamper?: string
}

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
    data: 'intent=details&username=Ann&deceasedName=Rose&country=UK&region=uk-england&dateOfDeath=2026-11-10',
  },
  { what: 'family invitation form', url: '/family', data: 'intent=invite&email=cousin%40example.com&role=Viewer' },
  { what: 'document actions', url: '/dashboard/documents', data: 'intent=delete&documentId=1' },
  {
    what: 'support form',
    url: '/support',
    data: 'name=Ann&email=ann%40example.com&category=General+Support&message=Hello',
  },
  {
    what: 'sign-in form',
    url: '/auth',
    data: 'intent=sign-in&email=ann%40example.com&password=wrong-password',
    tamper: 'xforwardedfor',
  },
]

test('sqlmap finds nothing injectable in any query parameter or form', async ({ page, baseURL }) => {
  expect(spawnSync(SQLMAP, ['--version']).status, `${SQLMAP} is missing: .ci/run installs Debian's sqlmap`).toBe(0)
  test.setTimeout(600_000)
  await premiumPersonWithPlan(page, { country: 'United Kingdom' })
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const outputDir = mkdtempSync(path.join(tmpdir(), 'sqlmap-'))
  const started = Date.now()
  let parameters = 0
  const findings: string[] = []

  for (const target of TARGETS) {
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
      '--technique=BEU',
      '--threads=4',
      '--flush-session',
      '--disable-coloring',
      '--skip-waf',
      '--output-dir',
      outputDir,
      ...(target.tamper ? ['--tamper', target.tamper] : []),
    ]
    const run = spawnSync(SQLMAP, args, { encoding: 'utf8', timeout: 240_000 })
    const output = `${run.stdout}\n${run.stderr}`
    expect(run.status, `${target.what}: sqlmap did not run\n${output.slice(-2000)}`).toBe(0)
    parameters += (output.match(/parameter '[^']+' does not seem to be injectable/g) ?? []).length
    if (/identified the following injection point|appears to be .*injectable|is vulnerable/i.test(output)) {
      findings.push(`${target.what}: ${output.slice(-3000)}`)
    }
    const failures = /HTTP error codes detected during run:\s*\n?([^\n]*500[^\n]*)/.exec(output)
    if (failures) findings.push(`${target.what}: server errors: ${failures[1]}`)
  }

  expect(findings).toEqual([])
  expect(parameters).toBeGreaterThanOrEqual(TARGETS.length)
  report('sqlmap', {
    targets: TARGETS.length,
    parametersTested: parameters,
    injectable: findings.length,
    seconds: Math.round((Date.now() - started) / 1000),
  })
})
