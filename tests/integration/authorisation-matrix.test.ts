import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { documents, familyInvitations, familyOrganisations, profiles, tasks } from '~db/schema'
import { action as uploadAction } from '~/routes/dashboard.documents.upload'
import { setUpTestContext, type PersonWithFamily, type TestPerson } from '../setup/test-context'
import { TEST_ORIGIN } from '../setup/test-auth'
import {
  callsOf,
  rowsInOrder,
  PERSONAS,
  TABLE,
  type Answer,
  type Call,
  type Fixture,
  type Persona,
} from '../authorisation-table'

/**
 * Every loader and action of the app, asked in-process by a visitor, a Viewer, a Member and an Admin of one
 * Premium family, and by the Admin of another family using the first family's ids. The expected answer for each is
 * in the table of tests/authorisation-table.ts, shared with the same matrix over HTTP against the built server
 * (tests/security/authorisation-http.spec.ts): a route file with a loader or action and no row fails the test, so
 * a new route is never left unchecked. Answers: 'ok' (2xx), 'sign-in' (a redirect to /auth), 'redirect' (any
 * other redirect), or a status.
 */

const context = setUpTestContext()

/** The people the calls are made as, signed in here by the test context. */
interface People {
  admin: PersonWithFamily
  member: TestPerson
  viewer: TestPerson
  outsider: PersonWithFamily
}
let people: People
let fixture: Fixture

const ROUTE_MODULES = import.meta.glob<Record<string, unknown>>('../../app/routes/*.{ts,tsx}')
const fileOf = (key: string) => key.split('/').pop() ?? key

/** How a loader or action answered, as the table writes it. */
function answerOf(result: unknown): Answer {
  const status =
    result instanceof Response
      ? result.status
      : result && typeof result === 'object' && 'init' in result
        ? ((result as { init?: { status?: number } | null }).init?.status ?? 200)
        : result instanceof Error
          ? 500
          : 200
  if (status >= 300 && status < 400) {
    const location = result instanceof Response ? (result.headers.get('Location') ?? '') : ''
    return location.startsWith('/auth') ? 'sign-in' : 'redirect'
  }
  if (status >= 200 && status < 300) return 'ok'
  return status as Answer
}

function cookieOf(persona: Persona): string | undefined {
  if (persona === 'visitor') return undefined
  return people[persona].cookie
}

async function ask(file: string, kind: 'loader' | 'action', call: Call, persona: Persona) {
  const load = ROUTE_MODULES[`../../app/routes/${file}`]
  if (!load) throw new Error(`no route module ${file}`)
  const handler = (await load())[kind] as (args: unknown) => Promise<unknown>
  const cookie = cookieOf(persona)
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }
  const init: RequestInit =
    kind === 'action' ? { method: 'POST', headers, body: new URLSearchParams(call.form?.(fixture) ?? {}) } : { headers }
  const args = context.routeArgs(call.path(fixture), init, call.params?.(fixture) ?? {})
  try {
    return answerOf(await handler(args))
  } catch (thrown) {
    return answerOf(thrown)
  }
}

describe('the authorisation matrix', () => {
  beforeAll(async () => {
    const admin = await context.premiumFamily('Ann')
    const member = await context.memberOf(admin.familyId, 'Member', 'Mo')
    const viewer = await context.memberOf(admin.familyId, 'Viewer', 'Vi')
    for (const person of [member, viewer]) {
      await context.db.update(profiles).set({ activeFamilyId: admin.familyId }).where(eq(profiles.userId, person.id))
    }
    const outsider = await context.premiumFamily('Zed')
    const [task] = await context.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.familyId, admin.familyId))
    // Two invitations: the family page's row resends one (which replaces its link); the other's link is opened.
    const inviteToken = 'matrix-invitation-token-0123456789abcdef'
    const invite = async (email: string, token: string) => {
      const [row] = await context.db
        .insert(familyInvitations)
        .values({
          familyId: admin.familyId,
          email,
          fullName: 'Someone Else',
          role: 'Viewer',
          tokenHash: createHash('sha256').update(token).digest('hex'),
          invitedBy: admin.id,
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning({ id: familyInvitations.id })
      return row?.id ?? ''
    }
    const resent = await invite('resent@example.com', 'matrix-resent-token-0123456789abcdef')
    await invite('someone-else@example.com', inviteToken)
    const form = new FormData()
    form.append('shared', 'on')
    form.append('file', new Blob(['The will is with the solicitor.']), 'where-the-will-is.txt')
    const uploaded = await uploadAction(
      context.routeArgs('/dashboard/documents/upload', {
        method: 'POST',
        body: form,
        headers: { cookie: admin.cookie, accept: 'application/json' },
      }),
    )
    if (uploaded.status !== 201) throw new Error(`the matrix's document was not uploaded (${uploaded.status})`)
    const [document] = await context.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.familyId, admin.familyId))
    const [organisation] = await context.db
      .insert(familyOrganisations)
      .values({ familyId: admin.familyId, name: 'Bank' })
      .returning({ id: familyOrganisations.id })
    people = { admin, member, viewer, outsider }
    fixture = {
      familyId: admin.familyId,
      documentId: document?.id ?? '',
      organisationId: organisation?.id ?? '',
      taskId: task?.id ?? '',
      invitationId: resent,
      inviteToken,
    }
  })

  it('has a row for every route module that has a loader or an action, and no row for a route that is gone', async () => {
    const files = Object.keys(ROUTE_MODULES).map(fileOf)
    expect(Object.keys(TABLE).sort()).toEqual(files.sort())
    for (const key of Object.keys(ROUTE_MODULES)) {
      const module = await ROUTE_MODULES[key]?.()
      const row = TABLE[fileOf(key)]
      expect({ file: fileOf(key), loader: Boolean(row?.loader), action: Boolean(row?.action) }).toEqual({
        file: fileOf(key),
        loader: typeof module?.loader === 'function',
        action: typeof module?.action === 'function',
      })
    }
  })

  it('answers each person as the table says', async () => {
    const rows = rowsInOrder()
    const expected: Record<string, Answer> = {}
    const actual: Record<string, Answer> = {}
    for (const [file, row] of rows) {
      for (const { name, kind, call } of callsOf(row)) {
        for (const persona of PERSONAS) {
          const key = `${file} ${name} ${persona}`
          expected[key] = call.answers[persona]
          actual[key] = await ask(file, kind, call, persona)
        }
      }
    }
    expect(actual).toEqual(expected)
  })
})
