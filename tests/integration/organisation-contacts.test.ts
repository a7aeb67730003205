import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PHONE_MESSAGES } from '~/features/organisations/organisation-contact'
import { loader as letterLoader } from '~/routes/dashboard.organisations.$id.letter'
import { action, loader } from '~/routes/dashboard.organisations'
import { familyOrganisations, profiles } from '~db/schema'
import { answerOf } from '../setup/action-result'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

/** An organisation's phone number and postal address (docs/decisions/081-organisation-phone-and-address.md). */

const fixture = setUpTestContext()

const get = <Params extends object>(path: string, cookie: string, params: Params = {} as Params) =>
  fixture.routeArgs(path, { headers: { cookie } }, params)

function post(cookie: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) body.append(name, each)
  return fixture.routeArgs('/dashboard/organisations', {
    method: 'POST',
    headers: { cookie, origin: TEST_ORIGIN },
    body,
  })
}

async function stored(id: string) {
  const [row] = await fixture.db
    .select({ phone: familyOrganisations.phone, postalAddress: familyOrganisations.postalAddress })
    .from(familyOrganisations)
    .where(eq(familyOrganisations.id, id))
  return row
}

describe('an organisation’s phone number and address', () => {
  it('fills the catalogue’s number, with its source; a Member changes it and adds the address', async () => {
    const ann = await fixture.premiumFamily('Ann')
    await action(post(ann.cookie, { intent: 'add-catalogue', catalogueId: ['uk-barclays', 'uk-hsbc'] }))
    const page = await loader(get('/dashboard/organisations', ann.cookie))
    const barclays = page.organisations.find((row) => row.name.startsWith('Barclays'))!
    expect(barclays).toMatchObject({ phone: '0800 068 2238', phoneHref: 'tel:08000682238' })
    expect(barclays.phoneSource?.source).toMatch(/^https:\/\/www\.barclays\.co\.uk\//)
    // HSBC's own page printed no number for calls from the UK: none is guessed.
    expect(page.organisations.find((row) => row.name.startsWith('HSBC'))?.phone).toBe('')

    const member = await fixture.memberOf(ann.familyId, 'Member')
    await fixture.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, member.id))
    const saved = await answerOf(() =>
      action(
        post(member.cookie, {
          intent: 'update',
          organisationId: barclays.id,
          name: barclays.name,
          kind: 'bank',
          phone: '+44 (0)1604 000 000',
          postalAddress: 'Bereavement Service Centre\r\nBarclays Bank UK PLC\r\n\r\nLeicester LE87 2BB',
        }),
      ),
    )
    expect(saved).toMatchObject({ status: 200, body: { ok: true } })
    expect(await stored(barclays.id)).toEqual({
      phone: '+44 (0)1604 000 000',
      postalAddress: 'Bereavement Service Centre\nBarclays Bank UK PLC\nLeicester LE87 2BB',
    })
    const after = (await loader(get('/dashboard/organisations', ann.cookie))).organisations.find(
      (row) => row.id === barclays.id,
    )!
    // The family's own number is theirs: shown without the catalogue's source, dialled without the (0).
    expect(after).toMatchObject({ phoneHref: 'tel:+441604000000', phoneSource: null })

    // The letter is addressed to it, under the organisation's name.
    const letter = await letterLoader(
      get(`/dashboard/organisations/${barclays.id}/letter`, ann.cookie, { id: barclays.id }),
    )
    expect(letter.text).toContain(
      `${barclays.name}\nBereavement Service Centre\nBarclays Bank UK PLC\nLeicester LE87 2BB\n`,
    )

    // A form without the fields (an older page, or one queued offline) leaves them as they are.
    await action(
      post(ann.cookie, { intent: 'update', organisationId: barclays.id, name: barclays.name, status: 'waiting' }),
    )
    expect((await stored(barclays.id))?.phone).toBe('+44 (0)1604 000 000')
  })

  it('refuses a number that cannot be one, naming the field, and changes nothing', async () => {
    const ann = await fixture.premiumFamily('Ann')
    await action(post(ann.cookie, { intent: 'add-typed', name: 'Credit union', phone: '01234 567890' }))
    const [row] = await fixture.db
      .select()
      .from(familyOrganisations)
      .where(eq(familyOrganisations.familyId, ann.familyId))
    expect(row?.phone).toBe('01234 567890')
    for (const [phone, message] of [
      ['ring the branch', PHONE_MESSAGES.characters],
      ['0800 +44 2238', PHONE_MESSAGES.plus],
      ['123', PHONE_MESSAGES.short],
    ] as const) {
      const refused = await answerOf(() =>
        action(post(ann.cookie, { intent: 'update', organisationId: row!.id, name: 'Credit union', phone })),
      )
      expect(refused).toMatchObject({ status: 400, body: { ok: false, fieldErrors: { phone: message } } })
    }
    const long = await answerOf(() =>
      action(
        post(ann.cookie, {
          intent: 'update',
          organisationId: row!.id,
          name: 'Credit union',
          postalAddress: 'x'.repeat(501),
        }),
      ),
    )
    expect(long.body.fieldErrors?.postalAddress).toBe('An address can have at most 500 characters')
    expect(await stored(row!.id)).toEqual({ phone: '01234 567890', postalAddress: '' })
    // The database holds the same limits, whatever writes to it.
    await expect(
      fixture.db
        .update(familyOrganisations)
        .set({ phone: '1'.repeat(41) })
        .where(eq(familyOrganisations.id, row!.id)),
    ).rejects.toThrow()
  })

  it('a Viewer reads them but cannot change them: 403, nothing saved', async () => {
    const ann = await fixture.premiumFamily('Ann')
    await action(
      post(ann.cookie, { intent: 'add-typed', name: 'Water', phone: '0345 750 0500', postalAddress: 'PO Box 1' }),
    )
    const [row] = await fixture.db
      .select()
      .from(familyOrganisations)
      .where(eq(familyOrganisations.familyId, ann.familyId))
    const viewer = await fixture.memberOf(ann.familyId, 'Viewer')
    await fixture.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, viewer.id))

    const page = await loader(get('/dashboard/organisations', viewer.cookie))
    expect(page.canEdit).toBe(false)
    expect(page.organisations[0]).toMatchObject({
      phone: '0345 750 0500',
      phoneHref: 'tel:+443457500500',
      postalAddress: 'PO Box 1',
    })

    const change = await answerOf(() =>
      action(post(viewer.cookie, { intent: 'update', organisationId: row!.id, name: 'Water', phone: '0800 000 000' })),
    )
    expect(change.status).toBe(403)
    const added = await answerOf(() =>
      action(post(viewer.cookie, { intent: 'add-typed', name: 'Gas', phone: '0800 000 000' })),
    )
    expect(added.status).toBe(403)
    expect(await stored(row!.id)).toEqual({ phone: '0345 750 0500', postalAddress: 'PO Box 1' })
  })
})
