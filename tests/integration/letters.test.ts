import { eq } from 'drizzle-orm'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { StepSchemas } from '~/features/onboarding/onboarding.schema'
import { parseForm } from '~/lib/forms'
import { action as letterAction, loader as letterLoader } from '~/routes/dashboard.organisations.$id.letter'
import { loader as letterPdfLoader } from '~/routes/dashboard.organisations.$id.letter[.]pdf'
import { action as organisationsAction } from '~/routes/dashboard.organisations'
import { action as settingsAction, loader as settingsLoader } from '~/routes/dashboard.settings'
import { families, familyMembers, familyOrganisations, profiles, rateLimits } from '~db/schema'
import { answerOf } from '../setup/action-result'
import { TEST_ORIGIN } from '../setup/test-auth'
import { ENGLAND, setUpTestContext } from '../setup/test-context'

/** Letters written from details given once (docs/decisions/063-letter-details.md). */

const fixture = setUpTestContext()

const get = <Params extends object>(path: string, cookie: string, params: Params = {} as Params) =>
  fixture.routeArgs(path, { headers: { cookie } }, params)

function post<Params extends object>(
  cookie: string,
  fields: Record<string, string>,
  path: string,
  params: Params = {} as Params,
) {
  return fixture.routeArgs(
    path,
    { method: 'POST', headers: { cookie, origin: TEST_ORIGIN }, body: new URLSearchParams(fields) },
    params,
  )
}

/** A premium family for Margaret Jones, with a bank on its list (its account number given or not). */
async function familyWithBank(reference = '') {
  const ann = await fixture.premiumFamily('Ann')
  await fixture.db.update(families).set({ deceasedName: 'Margaret Jones' }).where(eq(families.id, ann.familyId))
  await organisationsAction(
    post(ann.cookie, { intent: 'add-typed', name: 'Nationwide', kind: 'bank', reference }, '/dashboard/organisations'),
  )
  const [bank] = await fixture.db
    .select()
    .from(familyOrganisations)
    .where(eq(familyOrganisations.familyId, ann.familyId))
  const path = `/dashboard/organisations/${bank!.id}/letter`
  return { ann, bank: bank!, path, params: { id: bank!.id } }
}

const EVERYTHING = {
  intent: 'details',
  postalAddress: '12 Acacia Avenue\nLeeds\nLS1 4AB',
  relationship: 'wife',
  deceasedDateOfBirth: '1941-05-02',
  deceasedLastAddress: '4 Mill Lane\nOtley\nLS21 1AA',
  reference: '40-11-22 87654321',
}

async function pdfText(response: Response): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(await response.arrayBuffer()),
    verbosity: 0,
    isEvalSupported: false,
  }).promise
  const texts: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  // Line ends and the writer's spacing become single spaces: the test reads words, not layout.
  return texts.join(' ').replace(/\s+/g, ' ')
}

describe('a letter not ready to send', () => {
  it('lists exactly what it still needs, each with where to fill it, and offers no PDF', async () => {
    const { ann, path, params } = await familyWithBank()
    const page = await letterLoader(get(path, ann.cookie, params))
    expect(page.missing.map((item) => [item.field, item.fill])).toEqual([
      ['postalAddress', 'here'],
      ['relationship', 'here'],
      ['deceasedDateOfBirth', 'here'],
      ['deceasedLastAddress', 'here'],
      ['reference', 'here'],
    ])
    // No relationship is assumed: the draft leaves a gap where 'Next of kin' used to be.
    expect(page.text).not.toMatch(/next of kin/i)
    expect(page.text).toContain('[Your postal address]')
  })

  it('the PDF is refused with a 422 naming each missing field, and does not count against the PDF limit', async () => {
    const { ann, path, params } = await familyWithBank('12345678')
    const refused = await answerOf(() => letterPdfLoader(get(`${path}.pdf`, ann.cookie, params)))
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe(
      'This letter is not ready to send. It still needs: your postal address; your relationship to the person who died; their date of birth; their last address.',
    )
    const counted = await fixture.db.select().from(rateLimits)
    expect(counted.filter((row) => row.key.startsWith('pdf:'))).toEqual([])
  })

  it('for a Member, the family’s details are for its Admin to give: the page says to ask', async () => {
    const { ann, path, params } = await familyWithBank('12345678')
    const ben = await fixture.memberOf(ann.familyId, 'Member', 'Ben')
    await fixture.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, ben.id))
    const page = await letterLoader(get(path, ben.cookie, params))
    expect(page.missing.map((item) => [item.field, item.fill])).toEqual([
      ['postalAddress', 'here'],
      ['relationship', 'here'],
      ['deceasedDateOfBirth', 'ask'],
      ['deceasedLastAddress', 'ask'],
    ])
  })
})

describe('filling in the details once', () => {
  it('fills every letter: the PDF has the sender, address, relationship and the full account number', async () => {
    const { ann, bank, path, params } = await familyWithBank()
    const saved = await answerOf(() => letterAction(post(ann.cookie, EVERYTHING, path, params)))
    expect(saved).toMatchObject({ status: 200, body: { ok: true } })

    const page = await letterLoader(get(path, ann.cookie, params))
    expect(page.missing).toEqual([])
    // On screen the account number is masked to its last 4 characters, in the letter's text too.
    expect(page.organisation.reference).toBe('•••• 4321')
    expect(page.text).toContain('Account or reference number: •••• 4321')
    expect(JSON.stringify(page)).not.toContain('87654321')

    const pdf = await letterPdfLoader(get(`${path}.pdf`, ann.cookie, params))
    expect(pdf.status).toBe(200)
    const text = await pdfText(pdf)
    for (const expected of [
      'Ann',
      '12 Acacia Avenue',
      'LS1 4AB',
      'Nationwide',
      'Account or reference number: 40-11-22 87654321',
      'Date of birth: 2 May 1941',
      'Last address: 4 Mill Lane, Otley, LS21 1AA',
      'Margaret Jones died on 10 November 2026',
      'I am Margaret Jones’s wife',
      'Wife of the late Margaret Jones',
    ]) {
      expect(text).toContain(expected)
    }
    // The organisation keeps the number; the person's and the family's details are kept once, where they belong.
    const [stored] = await fixture.db.select().from(familyOrganisations).where(eq(familyOrganisations.id, bank.id))
    expect(stored?.reference).toBe('40-11-22 87654321')
    const [member] = await fixture.db.select().from(familyMembers).where(eq(familyMembers.userId, ann.id))
    expect(member?.relationship).toBe('wife')
  })

  it('each member writes as themselves: their own address and relationship, never another’s', async () => {
    const { ann, path, params } = await familyWithBank()
    await letterAction(post(ann.cookie, EVERYTHING, path, params))
    const tom = await fixture.memberOf(ann.familyId, 'Member', 'Tom')
    await fixture.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, tom.id))
    const before = await letterLoader(get(path, tom.cookie, params))
    expect(before.missing.map((item) => item.field)).toEqual(['postalAddress', 'relationship'])
    expect(before.text).not.toContain('Acacia')

    const tomDetails = { intent: 'details', postalAddress: '3 Station Road\nYork', relationship: 'son' }
    expect((await answerOf(() => letterAction(post(tom.cookie, tomDetails, path, params)))).body.ok).toBe(true)
    const his = await letterLoader(get(path, tom.cookie, params))
    expect(his.text).toContain('3 Station Road')
    expect(his.text).toContain('I am Margaret Jones’s son')
    const hers = await letterLoader(get(path, ann.cookie, params))
    expect(hers.text).toContain('12 Acacia Avenue')
    expect(hers.text).toContain('I am Margaret Jones’s wife')
  })

  it('a relationship of “something else” needs its words; a birth after the death is refused', async () => {
    const { ann, path, params } = await familyWithBank()
    const other = await answerOf(() =>
      letterAction(
        post(ann.cookie, { intent: 'details', relationship: 'other', relationshipOther: ' ' }, path, params),
      ),
    )
    expect(other.status).toBe(400)
    expect(other.body.fieldErrors?.relationshipOther).toBe('Type your relationship to the person who died')
    const niece = { intent: 'details', relationship: 'other', relationshipOther: 'niece' }
    expect((await answerOf(() => letterAction(post(ann.cookie, niece, path, params)))).body.ok).toBe(true)
    expect((await letterLoader(get(path, ann.cookie, params))).text).toContain('Niece of the late Margaret Jones')

    const late = await answerOf(() =>
      letterAction(post(ann.cookie, { intent: 'details', deceasedDateOfBirth: '2026-11-11' }, path, params)),
    )
    expect(late.status).toBe(400)
    expect(late.body.fieldErrors?.deceasedDateOfBirth).toBe('The date of birth must be before the date of death')
    const [family] = await fixture.db.select().from(families).where(eq(families.id, ann.familyId))
    expect(family?.deceasedDateOfBirth).toBeNull()
  })
})

describe('who may change which details', () => {
  it('a Member may not change the family’s details: 403, and nothing in the same form is saved', async () => {
    const { ann, path, params } = await familyWithBank()
    const ben = await fixture.memberOf(ann.familyId, 'Member', 'Ben')
    await fixture.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, ben.id))
    const refused = await answerOf(() =>
      letterAction(
        post(
          ben.cookie,
          { intent: 'details', postalAddress: '9 Elm Row', deceasedLastAddress: 'Elsewhere' },
          path,
          params,
        ),
      ),
    )
    expect(refused.status).toBe(403)
    const [family] = await fixture.db.select().from(families).where(eq(families.id, ann.familyId))
    expect(family?.deceasedLastAddress).toBeNull()
    const [profile] = await fixture.db.select().from(profiles).where(eq(profiles.userId, ben.id))
    expect(profile?.postalAddress).toBeNull()
  })

  it('a Viewer gives their own details but not the organisation’s account number', async () => {
    const { ann, bank, path, params } = await familyWithBank()
    const vi = await fixture.memberOf(ann.familyId, 'Viewer', 'Vi')
    await fixture.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, vi.id))
    const own = { intent: 'details', postalAddress: '1 Quay Street', relationship: 'daughter' }
    expect((await answerOf(() => letterAction(post(vi.cookie, own, path, params)))).body.ok).toBe(true)
    const number = await answerOf(() =>
      letterAction(post(vi.cookie, { intent: 'details', reference: '999' }, path, params)),
    )
    expect(number.status).toBe(403)
    const [stored] = await fixture.db.select().from(familyOrganisations).where(eq(familyOrganisations.id, bank.id))
    expect(stored?.reference).toBe('')
    // Only her own rows changed.
    const [admin] = await fixture.db.select().from(familyMembers).where(eq(familyMembers.userId, ann.id))
    expect(admin?.relationship).toBeNull()
  })

  it('Settings keeps the same details: the person’s own for everyone, the family’s for its Admin only', async () => {
    const { ann } = await familyWithBank()
    const ben = await fixture.memberOf(ann.familyId, 'Member', 'Ben')
    await fixture.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, ben.id))
    const settings = (cookie: string, fields: Record<string, string>) =>
      answerOf(() => settingsAction(post(cookie, { intent: 'letter-details', ...fields }, '/dashboard/settings')))

    expect((await settings(ann.cookie, { ...EVERYTHING, intent: 'letter-details' })).body.ok).toBe(true)
    const page = await settingsLoader(get('/dashboard/settings', ann.cookie))
    expect(page.letterDetails).toMatchObject({
      managesFamily: true,
      values: {
        postalAddress: '12 Acacia Avenue\nLeeds\nLS1 4AB',
        relationship: 'wife',
        deceasedDateOfBirth: '1941-05-02',
      },
    })

    expect((await settings(ben.cookie, { postalAddress: '9 Elm Row', relationship: 'son' })).body.ok).toBe(true)
    const refused = await settings(ben.cookie, { deceasedLastAddress: 'Somewhere else' })
    expect(refused.status).toBe(400)
    expect(refused.body.fieldErrors?.form).toMatch(/cannot do that/)
    const [family] = await fixture.db.select().from(families).where(eq(families.id, ann.familyId))
    expect(family?.deceasedLastAddress).toBe('4 Mill Lane\nOtley\nLS21 1AA')
    const benPage = await settingsLoader(get('/dashboard/settings', ben.cookie))
    expect(benPage.letterDetails).toMatchObject({ managesFamily: false, values: { postalAddress: '9 Elm Row' } })
  })
})

describe('onboarding asks for the family’s details for letters', () => {
  it('keeps the date of birth and last address given while setting up; a birth after the death is refused', async () => {
    const ann = await fixture.personWithFamily('Ann', {
      ...ENGLAND,
      deceasedName: 'Margaret Jones',
      deceasedDateOfBirth: '1941-05-02',
      deceasedLastAddress: '4 Mill Lane\nOtley',
    })
    const [family] = await fixture.db.select().from(families).where(eq(families.id, ann.familyId))
    expect(family).toMatchObject({ deceasedDateOfBirth: '1941-05-02', deceasedLastAddress: '4 Mill Lane\nOtley' })

    const late = parseForm(StepSchemas[3], { dateOfDeath: '2026-11-10', deceasedDateOfBirth: '2026-11-11' })
    expect(late).toEqual({
      success: false,
      fieldErrors: { deceasedDateOfBirth: 'The date of birth must be before the date of death' },
    })
  })
})
