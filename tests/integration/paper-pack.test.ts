import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { formatDay } from '~/lib/calendar'
import { loader as paperPackLoader } from '~/routes/dashboard.paper-pack[.]pdf'
import { action as settingsAction, loader as settingsLoader } from '~/routes/dashboard.settings'
import {
  certificateCopies,
  certificateSendings,
  families,
  familyMembers,
  familyOrganisations,
  profiles,
  tasks,
} from '~db/schema'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

/** The paper pack and large print (docs/decisions/073-large-print-and-paper-pack.md). */

const fixture = setUpTestContext()

const get = (cookie: string | null) =>
  fixture.routeArgs('/dashboard/paper-pack.pdf', { headers: cookie ? { cookie } : {} })

async function pdfOf(response: Response) {
  const pdf = await getDocument({
    data: new Uint8Array(await response.arrayBuffer()),
    verbosity: 0,
    isEvalSupported: false,
  }).promise
  const pages: string[] = []
  // The content without its artifacts (page footers, '(continued)' lines): what a screen reader reads.
  const content: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number)
    const items = (await page.getTextContent({ includeMarkedContent: true })).items
    const all: string[] = []
    let artifact = 0
    for (const item of items) {
      if ('str' in item) {
        all.push(item.str)
        if (artifact === 0) content.push(item.str)
      } else if (item.type === 'beginMarkedContent' || item.type === 'beginMarkedContentProps') {
        // pdf.js reports the tag on the item, though its type leaves it out.
        const tag = (item as { tag?: string }).tag
        if (artifact > 0 || tag === 'Artifact') artifact++
      } else if (item.type === 'endMarkedContent' && artifact > 0) artifact--
    }
    pages.push(all.join(' ').replace(/\s+/g, ' '))
  }
  return { pages, text: pages.join(' '), content: content.join(' ') }
}

/** The text as read, whatever the line breaks: for comparing the two sizes' content. */
const words = (text: string) => text.replace(/\s+/g, '')

/** A premium family for Margaret Jones with its plan, a bank whose letter is ready and one whose letter is not. */
async function familyWithEverything() {
  const ann = await fixture.premiumFamily('Ann Example')
  await fixture.db
    .update(families)
    .set({
      deceasedName: 'Margaret Jones',
      deceasedDateOfBirth: '1941-05-02',
      deceasedLastAddress: '4 Mill Lane\nOtley\nLS21 1AA',
    })
    .where(eq(families.id, ann.familyId))
  await fixture.db
    .update(profiles)
    .set({ postalAddress: '12 Acacia Avenue\nLeeds\nLS1 4AB' })
    .where(eq(profiles.userId, ann.id))
  await fixture.db
    .update(familyMembers)
    .set({ relationship: 'wife' })
    .where(and(eq(familyMembers.familyId, ann.familyId), eq(familyMembers.userId, ann.id)))
  const letter = {
    purpose: 'close' as const,
    enclosures: ['death-certificate' as const],
    note: '',
    savedAt: '2026-11-20',
  }
  const [bank] = await fixture.db
    .insert(familyOrganisations)
    .values([
      {
        familyId: ann.familyId,
        name: 'Nationwide',
        kind: 'bank',
        reference: '40-11-22 87654321',
        notes: 'Ask for the bereavement pack',
        phone: '0800 464 30 18',
        postalAddress: 'Bereavement Services\nNationwide Building Society\nSN38 1NW',
        letter,
      },
      // Saved, but with no account number: not ready, so not in the pack's letters.
      { familyId: ann.familyId, name: 'Aviva', kind: 'other', letter },
    ])
    .returning()
  await fixture.db.insert(certificateCopies).values({ familyId: ann.familyId, held: 3 })
  await fixture.db.insert(certificateSendings).values({
    familyId: ann.familyId,
    organisationId: bank!.id,
    organisationName: 'Nationwide',
    sentOn: '2026-11-21',
  })
  const [task] = await fixture.db
    .select({ title: tasks.title, dueDate: tasks.dueDate })
    .from(tasks)
    .where(and(eq(tasks.familyId, ann.familyId), isNotNull(tasks.dueDate)))
    .orderBy(asc(tasks.dueDate))
    .limit(1)
  return { ann, task: task! }
}

describe('the paper pack', () => {
  it('holds the plan with its deadlines, the call details, the organisations, the ready letters, the copies and notes pages', async () => {
    const { ann, task } = await familyWithEverything()
    const response = await paperPackLoader(get(ann.cookie))
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    const { pages, text } = await pdfOf(response)
    expect(pages[0]).toContain('Paper pack')
    expect(pages[0]).toContain('The plan after the death of Margaret Jones')
    expect(pages[0]).toMatch(/Printed by Ann Example on \d{1,2} \w+ \d{4}/)
    expect(text).toContain(task.title)
    expect(text).toContain(`Due by ${formatDay(task.dueDate!, 'en-GB')}`)
    expect(text).toMatch(/Week beginning (Monday )?\d{1,2} \w+ 2026/)
    // What to have ready for each call.
    expect(text).toContain('Date of birth: 2 May 1941')
    expect(text).toContain('Date of death: 10 November 2026')
    expect(text).toContain('Last address: 4 Mill Lane')
    expect(text).toContain('Nationwide: 40-11-22 87654321')
    // The organisations, with the phone number and address the family keeps (decision 081); a line to write them
    // in where they have none.
    expect(text).toContain('Ask for the bereavement pack')
    expect(text).toContain('Phone: 0800 464 30 18')
    expect(text).toContain('Address: Bereavement Services, Nationwide Building Society, SN38 1NW')
    expect(text).toContain('Aviva')
    expect(text).toMatch(/Aviva To notify Phone: Address:/)
    // One letter ready to sign, in full: Nationwide's; Aviva's lacks its reference.
    expect(text.match(/Dear Sir or Madam,/g)).toHaveLength(1)
    expect(text).toContain('Yours faithfully')
    expect(text).toContain('12 Acacia Avenue')
    // The letter is addressed to the organisation's postal address, under its name.
    expect(text).toMatch(/Nationwide Bereavement Services Nationwide Building Society SN38 1NW Dear Sir or Madam,/)
    // The certificate copies log.
    expect(text).toContain('3 certified copies held; 1 out with organisations.')
    expect(text).toContain('Nationwide: sent on 21 November 2026, not back yet')
    // The notes pages, at the end.
    expect(pages.at(-2)).toContain('Notes')
    expect(pages.at(-1)).toContain('More notes')
  })

  it('in large print (the person’s setting, saved by the settings form) is longer, with the same content', async () => {
    const { ann } = await familyWithEverything()
    const usual = await pdfOf(await paperPackLoader(get(ann.cookie)))

    const form = { intent: 'display', largePrint: 'on' }
    const saved = await settingsAction(
      fixture.routeArgs('/dashboard/settings', {
        method: 'POST',
        headers: { cookie: ann.cookie, origin: TEST_ORIGIN },
        body: new URLSearchParams(form),
      }),
    )
    expect(saved).toMatchObject({ ok: true, message: 'Large print is on. High contrast colours are off.' })
    const settings = await settingsLoader(fixture.routeArgs('/dashboard/settings', { headers: { cookie: ann.cookie } }))
    expect(settings.settings.display).toEqual({ largePrint: true, highContrast: false })

    const large = await pdfOf(await paperPackLoader(get(ann.cookie)))
    expect(large.pages.length).toBeGreaterThan(usual.pages.length)
    expect(words(large.content)).toBe(words(usual.content))
    expect(large.content).toContain('Dear Sir or Madam,')
  })

  it('shows a member only their own active family, never another family’s', async () => {
    const { ann } = await familyWithEverything()
    const ben = await fixture.premiumFamily('Ben Other')
    const { text } = await pdfOf(await paperPackLoader(get(ben.cookie)))
    expect(text).not.toContain('Margaret Jones')
    expect(text).not.toContain('Nationwide')
    expect(text).not.toContain('0800 464 3030')
    expect(text).not.toContain('Ann Example')
    expect(ann.familyId).not.toBe(ben.familyId)
  })

  it('is refused when signed out: sent to sign in, nothing of any family given', async () => {
    await familyWithEverything()
    const answer = await paperPackLoader(get(null)).catch((thrown: unknown) => thrown)
    expect(answer).toBeInstanceOf(Response)
    const response = answer as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/auth?redirectTo=%2Fdashboard%2Fpaper-pack.pdf')
    expect(response.headers.get('Content-Type')).not.toBe('application/pdf')
  })
})
