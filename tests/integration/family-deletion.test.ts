import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as deleteAction, loader as deleteLoader } from '~/routes/family.delete'
import { documents, families, outboxMessages, payments, profiles, tasks, users } from '~db/schema'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const context = setUpTestContext()
const PASSWORD = 'rosemary-and-thyme'

type Answer = Response & { data?: { message: string; fieldErrors: Record<string, string> }; init?: { status?: number } }

function post(cookie: string, fields: Record<string, string>) {
  return deleteAction(
    context.routeArgs('/family/delete', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN },
      body: new URLSearchParams(fields),
    }),
  ).catch((thrown: unknown) => thrown) as Promise<Answer>
}

async function emailOf(userId: string) {
  const [user] = await context.db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return user!.email
}

describe('deleting a family space, by its last Admin', () => {
  it('deletes everything in it, files too, tells every member, and keeps the payment without the family', async () => {
    const ann = await context.premiumFamily('Ann')
    const bo = await context.memberOf(ann.familyId, 'Member', 'Bo')
    const uploaded = await context.uploadDocuments(
      ann.cookie,
      [{ name: 'will.txt', content: 'The will is with the solicitor.' }],
      { shared: 'on' },
    )
    expect(uploaded.status).toBe(201)
    const summary = await deleteLoader(context.routeArgs('/family/delete', { headers: { cookie: ann.cookie } }))
    expect(summary).toMatchObject({ documents: 1, otherMembers: 1, otherAdmins: 0 })
    expect(summary.tasks).toBeGreaterThan(0)

    const done = await post(ann.cookie, { password: PASSWORD, confirmation: 'Delete this family' })
    expect(done.status).toBe(302)
    expect(await context.db.select().from(families).where(eq(families.id, ann.familyId))).toEqual([])
    expect(await context.db.select().from(tasks).where(eq(tasks.familyId, ann.familyId))).toEqual([])
    expect(await context.db.select().from(documents).where(eq(documents.familyId, ann.familyId))).toEqual([])
    expect(await readdir(path.join(context.documents.root, ann.familyId)).catch(() => [])).toEqual([])
    // Both accounts stay; the payment stays, without the family.
    expect(await context.db.select().from(users).where(eq(users.id, ann.id))).toHaveLength(1)
    const [payment] = await context.db.select().from(payments).where(eq(payments.userId, ann.id))
    expect(payment).toMatchObject({ familyId: null, status: 'paid' })
    const [profile] = await context.db.select().from(profiles).where(eq(profiles.userId, ann.id))
    expect(profile!.activeFamilyId).toBeNull()
    for (const person of [ann.id, bo.id]) {
      const mails = await context.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, await emailOf(person)))
      expect(mails.map((mail) => mail.subject)).toContain('A family space on Afterword has been deleted')
    }
  })

  it('is refused while another Admin looks after the family, and changes nothing', async () => {
    const cy = await context.premiumFamily('Cy')
    await context.memberOf(cy.familyId, 'Admin', 'Di')
    const refused = await post(cy.cookie, { password: PASSWORD, confirmation: 'delete this family' })
    expect(refused.init?.status).toBe(409)
    expect(refused.data?.message).toMatch(/only by its last Admin/)
    expect(await context.db.select().from(families).where(eq(families.id, cy.familyId))).toHaveLength(1)
  })

  it('needs the password and the typed words', async () => {
    const ed = await context.personWithFamily('Ed')
    const wrong = await post(ed.cookie, { password: 'not-it', confirmation: 'delete this family' })
    expect(wrong.data?.fieldErrors).toEqual({ password: 'Your password is not right' })
    const untyped = await post(ed.cookie, { password: PASSWORD, confirmation: 'delete' })
    expect(untyped.data?.fieldErrors.confirmation).toMatch(/delete this family/)
    expect(await context.db.select().from(families).where(eq(families.id, ed.familyId))).toHaveLength(1)
  })
})
