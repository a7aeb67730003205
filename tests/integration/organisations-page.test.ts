import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addDays, todayIn } from '~/lib/calendar'
import { FORM_CONTROL_CHARACTER_MESSAGE, FORM_TYPE_MESSAGE } from '~/lib/forms.server'
import { loader as calendarLoader } from '~/routes/dashboard.calendar-ics'
import { loader as checklistLoader } from '~/routes/dashboard.checklist'
import { action as letterAction, loader as letterLoader } from '~/routes/dashboard.organisations.$id.letter'
import { loader as letterPdfLoader } from '~/routes/dashboard.organisations.$id.letter[.]pdf'
import { action, loader } from '~/routes/dashboard.organisations'
import { loader as timelineLoader } from '~/routes/dashboard.timeline'
import { loader as dashboardLoader } from '~/routes/dashboard'
import { documents, families, familyOrganisations, profiles } from '~db/schema'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

interface Answer {
  status: number
  body: { ok?: boolean; message?: string; fieldErrors?: Record<string, string>; confirmLast?: unknown }
}

/** What a loader or action answered, returned or thrown, as a status and a body. */
async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  const settle = (value: unknown): Answer => {
    if (value && typeof value === 'object' && 'init' in value && 'data' in value) {
      const { init, data } = value as { init: ResponseInit | null; data: Answer['body'] }
      return { status: init?.status ?? 200, body: data }
    }
    if (value instanceof Response)
      return { status: value.status, body: { message: value.headers.get('Location') ?? '' } }
    return { status: 200, body: value as Answer['body'] }
  }
  return run().then(settle, settle)
}

const get = <Params extends object>(path: string, cookie: string, params: Params = {} as Params) =>
  fixture.routeArgs(path, { headers: { cookie } }, params)

function post<Params extends object>(
  cookie: string,
  fields: Record<string, string | string[]>,
  path = '/dashboard/organisations',
  params: Params = {} as Params,
) {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) body.append(name, each)
  return fixture.routeArgs(path, { method: 'POST', headers: { cookie, origin: TEST_ORIGIN }, body }, params)
}

async function listed(familyId: string) {
  return fixture.db.select().from(familyOrganisations).where(eq(familyOrganisations.familyId, familyId))
}

describe('/dashboard/organisations', () => {
  it('is premium: the page sends to the upgrade page, a change is refused with 403', async () => {
    const ann = await fixture.personWithFamily('Ann')
    const page = await answerOf(() => loader(get('/dashboard/organisations', ann.cookie)))
    expect(page).toMatchObject({ status: 302, body: { message: '/upgrade?feature=organisations' } })
    const change = await answerOf(() => action(post(ann.cookie, { intent: 'add-typed', name: 'Bank' })))
    expect(change.status).toBe(403)
    expect(await listed(ann.familyId)).toEqual([])
  })

  it('answers a body that is not a form with 415, not a 500 (docs/security.md, third round, item 5)', async () => {
    const ann = await fixture.premiumFamily('Ann')
    const json = fixture.routeArgs('/dashboard/organisations', {
      method: 'POST',
      headers: { cookie: ann.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{"intent":"add-typed","name":"Bank"}',
    })
    expect(await answerOf(() => action(json))).toEqual({ status: 415, body: FORM_TYPE_MESSAGE })
    expect(await listed(ann.familyId)).toEqual([])
  })

  it('answers bad input with a clear message on the field, storing nothing wrong', async () => {
    const ann = await fixture.premiumFamily('Ann')
    const long = await answerOf(() => action(post(ann.cookie, { intent: 'add-typed', name: 'x'.repeat(201) })))
    expect(long.status).toBe(400)
    expect(long.body.fieldErrors?.name).toBe('An organisation’s name can have at most 200 characters')
    const control = await answerOf(() =>
      action(post(ann.cookie, { intent: 'add-typed', name: 'Bank', reference: 'a\u0000b' })),
    )
    // Refused by the form reader for every field alike (the same item), before any field is read.
    expect(control).toEqual({ status: 400, body: FORM_CONTROL_CHARACTER_MESSAGE })
    const blank = await answerOf(() => action(post(ann.cookie, { intent: 'set-held', held: ' ' })))
    expect(blank.body.fieldErrors?.held).toBe('Enter how many certified copies you hold')
    expect(await listed(ann.familyId)).toEqual([])

    const odd = `<b>12</b> & "34" / ü`
    await action(post(ann.cookie, { intent: 'add-typed', name: 'Bank', kind: 'bank', reference: odd }))
    const [bank] = await listed(ann.familyId)
    expect(bank?.reference).toBe(odd)
    const early = await answerOf(() =>
      action(post(ann.cookie, { intent: 'update', organisationId: bank!.id, name: 'Bank', followUpOn: '2026-01-01' })),
    )
    expect(early).toMatchObject({
      status: 400,
      body: { fieldErrors: { followUpOn: 'The follow-up date cannot be before the date of death' } },
    })

    const bea = await fixture.premiumFamily('Bea')
    const [theirs] = await fixture.db
      .insert(documents)
      .values({
        familyId: bea.familyId,
        uploadedBy: bea.id,
        originalName: 'theirs.pdf',
        storageKey: `${bea.familyId}/${randomUUID()}`,
        size: 1,
        mimeType: 'application/pdf',
        isShared: true,
        sha256: 'b'.repeat(64),
        keyId: 'test',
        wrappedKey: 'test',
      })
      .returning()
    const link = await answerOf(() =>
      action(post(ann.cookie, { intent: 'link-document', organisationId: bank!.id, documentId: theirs!.id })),
    )
    expect(link.status).toBe(400)
    expect(link.body.message).toMatch(/not in your family’s vault/)
    const page = await loader(get('/dashboard/organisations', ann.cookie))
    expect(page.organisations[0]?.documents).toEqual([])
  })

  it('a Viewer reads the page but changes nothing; a Member cannot remove', async () => {
    const ann = await fixture.premiumFamily('Ann')
    await action(post(ann.cookie, { intent: 'add-catalogue', catalogueId: ['uk-barclays'] }))
    const [bank] = await listed(ann.familyId)
    for (const role of ['Viewer', 'Member'] as const) {
      const person = await fixture.memberOf(ann.familyId, role)
      await fixture.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, person.id))
      const page = await loader(get('/dashboard/organisations', person.cookie))
      expect(page.organisations.map((row) => row.id)).toEqual([bank!.id])
      expect(page.canDelete).toBe(false)
      const removal = await answerOf(() => action(post(person.cookie, { intent: 'delete', organisationId: bank!.id })))
      expect(removal.status).toBe(403)
      const edit = await answerOf(() => action(post(person.cookie, { intent: 'set-held', held: '3' })))
      expect(edit.status).toBe(role === 'Viewer' ? 403 : 200)
    }
    expect(await listed(ann.familyId)).toHaveLength(1)
  })

  it('answers the catalogue search from its address, trimmed and cut, with the whole catalogue still sent', async () => {
    const ann = await fixture.premiumFamily('Ann')
    const searched = await loader(get('/dashboard/organisations?dialog=add&q=%20Nationwide%20', ann.cookie))
    expect(searched.dialog.add).toBe(true)
    expect(searched.catalogueQuery).toBe('Nationwide')
    const everything = (page: typeof searched) => page.groups.flatMap((group) => group.entries.map((entry) => entry.id))
    expect(everything(searched)).toContain('uk-barclays')
    const long = await loader(get(`/dashboard/organisations?dialog=add&q=${'x'.repeat(500)}`, ann.cookie))
    expect(long.catalogueQuery).toHaveLength(100)
    const closed = await loader(get('/dashboard/organisations', ann.cookie))
    expect(closed.catalogueQuery).toBe('')
    // The catalogue comes with the add dialog only.
    expect(closed.groups).toEqual([])
  })

  it('marks the covered ones told, and the dashboard counts them', async () => {
    const ann = await fixture.premiumFamily('Ann')
    await action(post(ann.cookie, { intent: 'add-catalogue', catalogueId: ['uk-barclays', 'uk-council'] }))
    const page = await loader(get('/dashboard/organisations', ann.cookie))
    expect(page.services.map((service) => service.id)).toContain('uk-tell-us-once')
    const told = await answerOf(() =>
      action(
        post(ann.cookie, {
          intent: 'mark-told',
          serviceId: 'uk-tell-us-once',
          serviceReference: 'TUO 1',
          notifiedOn: '2026-11-20',
        }),
      ),
    )
    expect(told.body.ok).toBe(true)
    const dashboard = await dashboardLoader(get('/dashboard', ann.cookie))
    const bank = (await listed(ann.familyId)).find((row) => row.catalogueId === 'uk-barclays')
    expect(bank?.status).toBe('to-notify')
    expect(dashboard.organisations.told).toBe(dashboard.organisations.total - 1)
  })
})

describe('letters, and the dates elsewhere', () => {
  it('drafts, saves and downloads a letter; another family’s organisation is not found', async () => {
    const ann = await fixture.premiumFamily('Ann')
    await action(post(ann.cookie, { intent: 'add-typed', name: 'Nationwide', kind: 'bank', reference: 'AC 1' }))
    const [bank] = await listed(ann.familyId)
    const path = `/dashboard/organisations/${bank!.id}/letter`
    const draft = await letterLoader(get(path, ann.cookie, { id: bank!.id }))
    expect(draft.choices.saved).toBe(false)
    expect(draft.text).toContain('Dear Sir or Madam,')
    expect(draft.text).toContain('Account or reference number: AC 1')

    const fields = { purpose: 'refund', enclosures: ['death-certificate'] }
    const saved = await answerOf(() =>
      letterAction(post(ann.cookie, { ...fields, intent: 'save', note: 'My own words.' }, path, { id: bank!.id })),
    )
    expect(saved.body.ok).toBe(true)
    const after = await letterLoader(get(path, ann.cookie, { id: bank!.id }))
    expect(after.choices).toMatchObject({ saved: true, note: 'My own words.', purpose: 'refund' })
    expect(after.text).toContain('My own words.')
    const noPurpose = await answerOf(() =>
      letterAction(post(ann.cookie, { ...fields, purpose: 'shout', intent: 'save' }, path, { id: bank!.id })),
    )
    expect(noPurpose.body.fieldErrors?.purpose).toBe('Choose what the letter asks for')

    const details = {
      intent: 'details',
      postalAddress: '1 High Street',
      relationship: 'executor',
      deceasedDateOfBirth: '1941-05-02',
      deceasedLastAddress: '4 Mill Lane',
    }
    await fixture.db.update(families).set({ deceasedName: 'Margaret Jones' }).where(eq(families.id, ann.familyId))
    expect((await answerOf(() => letterAction(post(ann.cookie, details, path, { id: bank!.id })))).body.ok).toBe(true)
    const pdf = await letterPdfLoader(get(`${path}.pdf`, ann.cookie, { id: bank!.id }))
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
    expect(pdf.headers.get('Content-Disposition')).toBe('attachment; filename="letter-to-nationwide.pdf"')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    const bea = await fixture.premiumFamily('Bea')
    const theirs = await answerOf(() => letterLoader(get(path, bea.cookie, { id: bank!.id })))
    expect(theirs.status).toBe(404)
  })

  it('puts follow-ups on the timeline and in the calendar file, and the organisations in the checklist', async () => {
    const ann = await fixture.premiumFamily('Ann')
    const soon = addDays(todayIn('Europe/London'), 2)
    await action(post(ann.cookie, { intent: 'add-typed', name: 'Barclays & Co', kind: 'bank' }))
    const [bank] = await listed(ann.familyId)
    await action(
      post(ann.cookie, { intent: 'update', organisationId: bank!.id, name: 'Barclays & Co', followUpOn: soon }),
    )

    const timeline = await timelineLoader(get('/dashboard/timeline', ann.cookie))
    if (timeline.shown.view !== 'timeline') throw new Error('expected the timeline view')
    const followUps = timeline.shown.weeks.flatMap((week) => week.followUps)
    expect(followUps).toEqual([{ id: bank!.id, name: 'Barclays & Co', done: false, dueDate: soon }])
    const calendar = await timelineLoader(get(`/dashboard/timeline?view=calendar&date=${soon}`, ann.cookie))
    if (calendar.shown.view !== 'calendar') throw new Error('expected the calendar view')
    expect(calendar.shown.followUpDays).toEqual([soon])
    expect(calendar.shown.onDateFollowUps.map((followUp) => followUp.name)).toEqual(['Barclays & Co'])
    const done = await timelineLoader(get('/dashboard/timeline?status=completed', ann.cookie))
    if (done.shown.view !== 'timeline') throw new Error('expected the timeline view')
    expect(done.shown.weeks.flatMap((week) => week.followUps)).toEqual([])

    const ics = await (await calendarLoader(get('/dashboard/calendar.ics', ann.cookie))).text()
    expect(ics).toContain('SUMMARY:Follow up with Barclays & Co')
    expect(ics).toContain(`DTSTART;VALUE=DATE:${soon.replaceAll('-', '')}`)

    const checklist = await checklistLoader(get('/dashboard/checklist?filtered=1&organisations=on', ann.cookie))
    expect(checklist.checklist.organisations?.map((row) => row.name)).toEqual(['Barclays & Co'])
    const without = await checklistLoader(get('/dashboard/checklist', ann.cookie))
    expect(without.checklist.organisations).toBeUndefined()
  })
})
