import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { EXPENSIVE_ACTION_LIMITS } from '~/lib/rate-limit.server'
import { saveLetterDetails } from '~/features/family/index.server'
import { createOrganisation } from '~/features/organisations/index.server'
import { OrganisationFieldsSchema } from '~/features/organisations/organisations.schema'
import { loader as checklistPdfLoader } from '~/routes/dashboard.checklist[.]pdf'
import { loader as letterPdfLoader } from '~/routes/dashboard.organisations.$id.letter[.]pdf'
import { action as uploadAction } from '~/routes/dashboard.documents.upload'
import { documents, families, rateLimits } from '~db/schema'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const context = setUpTestContext()

/** As if the person had already used up the window: the limit's counter, at its maximum, just now. */
async function usedUp(key: string, max: number) {
  await context.db.insert(rateLimits).values({ key, count: max, windowStartedAt: new Date() })
}

describe('limits on the costliest work a signed-in person can ask for', () => {
  it('the checklist PDF: the next one past the limit is refused with 429, Retry-After and a plain message', async () => {
    const ann = await context.premiumFamily('Ann')
    const first = await checklistPdfLoader(
      context.routeArgs('/dashboard/checklist.pdf', { headers: { cookie: ann.cookie } }),
    )
    expect(first.status).toBe(200)
    await first.arrayBuffer()
    await context.db.delete(rateLimits)
    await usedUp(`pdf:user:${ann.id}`, EXPENSIVE_ACTION_LIMITS.pdf.max)
    const refused = await checklistPdfLoader(
      context.routeArgs('/dashboard/checklist.pdf', { headers: { cookie: ann.cookie } }),
    ).catch((thrown: unknown) => thrown as Response)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many attempts/)
  })

  it('letter PDFs count against the same limit as the checklist PDF', async () => {
    // docs/security.md, 'Third round', item 10: 35 of 35 letter PDFs were made, although the code said they shared the
    // checklist's limit.
    const cy = await context.premiumFamily('Cy')
    const bank = await createOrganisation(
      context.db,
      cy.access,
      OrganisationFieldsSchema.parse({ name: 'Nationwide', kind: 'bank', reference: '12345678' }),
    )
    // Every detail the letter needs, so that it is made (decision 063).
    await context.db.update(families).set({ deceasedName: 'Margaret Jones' }).where(eq(families.id, cy.familyId))
    await saveLetterDetails(context.db, cy.access, {
      postalAddress: '1 High Street',
      relationship: 'son',
      deceasedDateOfBirth: '1941-05-02',
      deceasedLastAddress: '4 Mill Lane',
    })
    const letterPdf = () =>
      letterPdfLoader(
        context.routeArgs(
          `/dashboard/organisations/${bank.id}/letter.pdf`,
          { headers: { cookie: cy.cookie } },
          { id: bank.id },
        ),
      ).catch((thrown: unknown) => thrown as Response)
    const first = await letterPdf()
    expect(first.status).toBe(200)
    await first.arrayBuffer()
    await context.db.delete(rateLimits)
    await usedUp(`pdf:user:${cy.id}`, EXPENSIVE_ACTION_LIMITS.pdf.max)
    const refused = await letterPdf()
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many attempts/)
  })

  it('uploads: past the limit the upload is refused before a byte is stored', async () => {
    const bo = await context.premiumFamily('Bo')
    await usedUp(`upload:user:${bo.id}`, EXPENSIVE_ACTION_LIMITS.upload.max)
    const form = new FormData()
    form.append('file', new Blob(['a note']), 'note.txt')
    const response = await uploadAction(
      context.routeArgs('/dashboard/documents/upload', {
        method: 'POST',
        body: form,
        headers: { cookie: bo.cookie, accept: 'application/json', origin: TEST_ORIGIN },
      }),
    )
    expect(response.status).toBe(429)
    expect(((await response.json()) as { message: string }).message).toMatch(/Too many attempts/)
    expect(await context.db.select().from(documents).where(eq(documents.familyId, bo.familyId))).toEqual([])
  })
})
