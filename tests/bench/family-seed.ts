import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A family with many tasks on a running server, made through the same HTTP endpoints a browser uses: sign-up,
 * onboarding and the task action. Returns the session cookie.
 */
function isoDaysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

export async function seedFamily(
  base: string,
  taskCount: number,
): Promise<{ cookie: string; tasks: number; email: string }> {
  const origin = { origin: base }
  const email = `bench-${Date.now()}@example.com`
  // The sign-up form's own action, as a browser posts it (Better Auth's HTTP sign-up is not offered).
  const signUp = await fetch(`${base}/auth.data`, {
    method: 'POST',
    headers: { ...origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      intent: 'sign-up',
      fullName: 'Bench Person',
      email,
      password: 'bench-password-1',
    }),
    redirect: 'manual',
  })
  if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`)
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  // React Router's data endpoint runs only the action, not the page's loaders.
  const post = async (path: string, fields: Record<string, string>) => {
    const response = await fetch(`${base}${path}.data`, {
      method: 'POST',
      headers: { ...origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    })
    if (response.status >= 400) throw new Error(`bench POST ${path} failed: ${response.status}`)
  }
  await post('/onboarding', { step: '2', intent: 'next', country: 'UK', region: 'uk-england' })
  await post('/onboarding', { step: '3', intent: 'next', dateOfDeath: '2026-11-02' })
  await post('/onboarding', { step: '4', intent: 'complete' })

  const planned = await countTasks(base, cookie)
  for (let index = planned; index < taskCount; index++) {
    await post('/dashboard/tasks', {
      intent: 'create',
      title: `Bench task ${index}: tell the organisation about the death`,
      description: 'A task made for the benchmark, with a description of a typical length for a real task.',
      category: ['legal', 'financial', 'estate', 'personal'][index % 4] ?? 'general',
      priority: ['low', 'medium', 'high', 'urgent'][index % 4] ?? 'medium',
      // Two in three dated, from a month ago to three months ahead: the timeline's eight weeks are full.
      dueDate: index % 3 === 2 ? '' : isoDaysFromToday((index % 120) - 30),
      steps: 'Find the account number',
      contacts: 'The organisation’s bereavement team',
    })
  }
  return { cookie, tasks: await countTasks(base, cookie), email }
}

async function countTasks(base: string, cookie: string): Promise<number> {
  const html = await (await fetch(`${base}/dashboard/tasks`, { headers: { cookie } })).text()
  // React separates text parts with comments in server HTML.
  const match = /(\d+) of (\d+) tasks completed/.exec(html.replaceAll('<!-- -->', ''))
  if (!match) throw new Error('bench: the task manager did not show its progress line (is the family set up?)')
  return Number(match[2])
}

/**
 * A new, empty database on the PostgreSQL server for one bench run, under a name of its own (`prefix` and a
 * random suffix), so that two runs on one server never touch each other's database; `drop` removes only this
 * one. The server migrates it at start.
 */
export async function createBenchDatabase(
  serverUrl: string,
  prefix = 'afterword_bench',
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  await admin(`create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) }
}
