import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { catalogueFor } from '~/content/organisations'
import {
  addFromCatalogue,
  certificateStatus,
  createOrganisation,
  deleteOrganisation,
  linkDocument,
  listFollowUps,
  listOrganisations,
  markToldThroughService,
  organisationProgress,
  recordCopyReturned,
  recordCopySent,
  setCopiesHeld,
  updateOrganisation,
} from '~/features/organisations/index.server'
import { OrganisationFieldsSchema, type OrganisationFields } from '~/features/organisations/organisations.schema'
import { type FamilyAccess } from '~/lib/permissions.server'
import { activities, documents, familyOrganisations } from '~db/schema'
import { setUpTestContext } from '../setup/test-context'
import { Refusal } from '~/lib/refusal'

const context = setUpTestContext()

const fields = (values: Partial<OrganisationFields> = {}): OrganisationFields =>
  OrganisationFieldsSchema.parse({ name: 'Nationwide', kind: 'bank', ...values })

async function storeDocument(familyId: string, uploadedBy: string, isShared = true) {
  const [row] = await context.db
    .insert(documents)
    .values({
      familyId,
      uploadedBy,
      originalName: 'statement.pdf',
      storageKey: `${familyId}/${randomUUID()}`,
      size: 10,
      mimeType: 'application/pdf',
      isShared,
      sha256: 'a'.repeat(64),
      keyId: 'test',
      wrappedKey: 'test',
    })
    .returning({ id: documents.id })
  return row!.id
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal')
    },
    (error: unknown) => error as { status: number; message: string; field?: string },
  )

describe('organisations: roles', () => {
  it('Viewer reads, Member edits, Admin deletes; another family gets not found', async () => {
    const admin = await context.premiumFamily('Ann')
    const member = await context.memberOf(admin.familyId, 'Member')
    const viewer = await context.memberOf(admin.familyId, 'Viewer')
    const memberAccess: FamilyAccess = { familyId: admin.familyId, userId: member.id, role: 'Member' }
    const viewerAccess: FamilyAccess = { familyId: admin.familyId, userId: viewer.id, role: 'Viewer' }

    const created = await createOrganisation(context.db, memberAccess, fields())
    expect(created.status).toBe('to-notify')
    expect((await listOrganisations(context.db, viewerAccess)).map((row) => row.name)).toEqual(['Nationwide'])

    const viewerEdit = await refusal(createOrganisation(context.db, viewerAccess, fields({ name: 'Other' })))
    expect(viewerEdit).toBeInstanceOf(Refusal)
    expect(viewerEdit.status).toBe(403)

    const updated = await updateOrganisation(context.db, memberAccess, created.id, fields({ status: 'waiting' }))
    expect(updated.status).toBe('waiting')
    expect((await refusal(deleteOrganisation(context.db, memberAccess, created.id))).status).toBe(403)

    const stranger = await context.premiumFamily('Bea')
    const strangerUpdate = await refusal(updateOrganisation(context.db, stranger.access, created.id, fields()))
    expect(strangerUpdate.status).toBe(404)
    expect((await refusal(deleteOrganisation(context.db, stranger.access, created.id))).status).toBe(404)
    expect(await listOrganisations(context.db, stranger.access)).toEqual([])

    await deleteOrganisation(context.db, admin.access, created.id)
    expect(await listOrganisations(context.db, admin.access)).toEqual([])
    const feed = await context.db.select().from(activities).where(eq(activities.familyId, admin.familyId))
    expect(feed.map((entry) => entry.type)).toEqual(
      expect.arrayContaining(['organisation_added', 'organisation_updated', 'organisation_deleted']),
    )
  })
})

describe('organisations: bad input', () => {
  it('refuses a name over 200 characters in the form, and the database would too', async () => {
    const parsed = OrganisationFieldsSchema.safeParse({ name: 'x'.repeat(201) })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe('An organisation’s name can have at most 200 characters')
    const admin = await context.premiumFamily('Cal')
    await expect(
      context.db.insert(familyOrganisations).values({ familyId: admin.familyId, name: 'x'.repeat(201) }),
    ).rejects.toThrow()
  })

  it('keeps a reference with odd characters exactly as typed', async () => {
    const admin = await context.premiumFamily('Dee')
    const reference = `<script>alert('x')</script> ; DROP TABLE "tasks"; -- 12/34 ✓ 名`
    const created = await createOrganisation(context.db, admin.access, fields({ reference }))
    const [row] = await listOrganisations(context.db, admin.access)
    expect(row?.reference).toBe(reference)
    expect(created.reference).toBe(reference)
  })

  it('refuses a follow-up before the date of death, storing nothing', async () => {
    const admin = await context.premiumFamily('Eve') // died 2026-11-10
    const error = await refusal(createOrganisation(context.db, admin.access, fields({ followUpOn: '2026-11-09' })))
    expect(error).toMatchObject({ status: 400, field: 'followUpOn' })
    expect(error.message).toBe('The follow-up date cannot be before the date of death')
    expect(await listOrganisations(context.db, admin.access)).toEqual([])
  })

  it('refuses to link a document of another family, or someone’s private one', async () => {
    const admin = await context.premiumFamily('Fay')
    const other = await context.premiumFamily('Gus')
    const member = await context.memberOf(admin.familyId, 'Member', 'Hal')
    const organisation = await createOrganisation(context.db, admin.access, fields())
    const theirs = await storeDocument(other.familyId, other.id)
    const error = await refusal(linkDocument(context.db, admin.access, organisation.id, theirs))
    expect(error).toMatchObject({ status: 400, field: 'documentId' })
    expect(error.message).toContain('not in your family’s vault')
    const privateToMember = await storeDocument(admin.familyId, member.id, false)
    expect((await refusal(linkDocument(context.db, admin.access, organisation.id, privateToMember))).status).toBe(400)
    expect((await listOrganisations(context.db, admin.access))[0]?.documents).toEqual([])

    const shared = await storeDocument(admin.familyId, member.id, true)
    await linkDocument(context.db, admin.access, organisation.id, shared)
    expect((await listOrganisations(context.db, admin.access))[0]?.documents).toEqual([
      { id: shared, name: 'statement.pdf' },
    ])
  })
})

describe('organisations: the one-stop service and the catalogue', () => {
  it('marks every covered organisation as told, adding the missing ones, and leaves the rest', async () => {
    const admin = await context.premiumFamily('Ian')
    await addFromCatalogue(context.db, admin.access, 'UK', ['uk-hmrc', 'uk-barclays'])
    const [hmrc] = await context.db
      .select()
      .from(familyOrganisations)
      .where(eq(familyOrganisations.catalogueId, 'uk-hmrc'))
    await updateOrganisation(
      context.db,
      admin.access,
      hmrc!.id,
      fields({ name: hmrc!.name, kind: 'tax', status: 'done' }),
    )

    const result = await markToldThroughService(context.db, admin.access, 'UK', {
      serviceId: 'uk-tell-us-once',
      serviceReference: 'TUO-123/456',
      notifiedOn: '2026-11-20',
    })
    // Every organisation Tell Us Once covers, HMRC (already done) included in the count.
    const covered = catalogueFor('UK').oneStopServices.find((service) => service.id === 'uk-tell-us-once')!.covers
    expect(covered).toEqual(expect.arrayContaining(['uk-hmrc', 'uk-dwp', 'uk-council']))
    expect(result.count).toBe(covered.length)
    const rows = await listOrganisations(context.db, admin.access)
    const byId = new Map(rows.map((row) => [row.catalogueId, row]))
    expect([...byId.keys()].sort()).toEqual([...covered, 'uk-barclays'].sort())
    for (const id of covered.filter((id) => id !== 'uk-hmrc')) {
      expect(byId.get(id)).toMatchObject({
        status: 'notified',
        notifiedOn: '2026-11-20',
        notifiedThroughService: 'uk-tell-us-once',
        notifiedThroughReference: 'TUO-123/456',
      })
    }
    // Already done stays done; the bank is not covered.
    expect(byId.get('uk-hmrc')).toMatchObject({ status: 'done', notifiedThroughService: 'uk-tell-us-once' })
    expect(byId.get('uk-barclays')).toMatchObject({ status: 'to-notify', notifiedThroughService: null })
    expect(await organisationProgress(context.db, admin.access)).toEqual({
      total: covered.length + 1,
      told: covered.length,
    })

    // Again: nothing doubles.
    await markToldThroughService(context.db, admin.access, 'UK', {
      serviceId: 'uk-tell-us-once',
      serviceReference: 'TUO-123/456',
      notifiedOn: '2026-11-20',
    })
    expect(await listOrganisations(context.db, admin.access)).toHaveLength(covered.length + 1)
  })

  it('uses Australia’s own service for an Australian family, and refuses another country’s', async () => {
    const admin = await context.premiumFamily('Jo', {
      country: 'AU',
      region: 'au-nsw',
      dateOfDeath: '2026-11-10',
      priorities: [],
    })
    const refused = await refusal(
      markToldThroughService(context.db, admin.access, 'AU', {
        serviceId: 'uk-tell-us-once',
        serviceReference: 'X',
        notifiedOn: '2026-11-20',
      }),
    )
    expect(refused).toMatchObject({ status: 400, field: 'serviceId' })
    await markToldThroughService(context.db, admin.access, 'AU', {
      serviceId: 'au-death-notification-service',
      serviceReference: 'ADNS 99',
      notifiedOn: '2026-11-20',
    })
    const ids = (await listOrganisations(context.db, admin.access)).map((row) => row.catalogueId)
    expect(ids).toEqual(expect.arrayContaining(['au-commbank', 'au-iinet']))
  })

  it('refuses a catalogue id the country does not have, adding nothing; a Viewer cannot mark', async () => {
    const admin = await context.premiumFamily('Kit')
    const error = await refusal(addFromCatalogue(context.db, admin.access, 'UK', ['uk-barclays', 'au-iinet']))
    expect(error).toMatchObject({ status: 400, field: 'catalogueId' })
    expect(await listOrganisations(context.db, admin.access)).toEqual([])
    const viewer = await context.memberOf(admin.familyId, 'Viewer', 'Lou')
    const viewerAccess: FamilyAccess = { familyId: admin.familyId, userId: viewer.id, role: 'Viewer' }
    const denied = await refusal(
      markToldThroughService(context.db, viewerAccess, 'UK', {
        serviceId: 'uk-tell-us-once',
        serviceReference: 'X',
        notifiedOn: '2026-11-20',
      }),
    )
    expect(denied.status).toBe(403)
  })

  it('lists follow-ups in a range for the timeline and calendar, done ones only when asked', async () => {
    const admin = await context.premiumFamily('Max')
    await createOrganisation(context.db, admin.access, fields({ name: 'A', followUpOn: '2026-12-01' }))
    await createOrganisation(context.db, admin.access, fields({ name: 'B', followUpOn: '2026-12-20', status: 'done' }))
    await createOrganisation(context.db, admin.access, fields({ name: 'C' }))
    const open = await listFollowUps(context.db, admin.access, { includeDone: false })
    expect(open.map((row) => row.name)).toEqual(['A'])
    const ranged = await listFollowUps(context.db, admin.access, {
      from: '2026-12-10',
      to: '2026-12-31',
      includeDone: true,
    })
    expect(ranged.map((row) => row.name)).toEqual(['B'])
  })
})

describe('certificate copies', () => {
  it('counts copies out, asks before the last goes, and refuses more than held', async () => {
    const admin = await context.premiumFamily('Ned')
    const bank = await createOrganisation(context.db, admin.access, fields({ name: 'Bank' }))
    const insurer = await createOrganisation(context.db, admin.access, fields({ name: 'Insurer', kind: 'insurer' }))

    const none = await refusal(
      recordCopySent(context.db, admin.access, { organisationId: bank.id, sentOn: '2026-11-20' }),
    )
    expect(none.status).toBe(409)

    await setCopiesHeld(context.db, admin.access, 2)
    const first = await recordCopySent(context.db, admin.access, { organisationId: bank.id, sentOn: '2026-11-20' })
    expect(first).toMatchObject({ needsConfirmation: false, left: 1 })

    const last = await recordCopySent(context.db, admin.access, { organisationId: insurer.id, sentOn: '2026-11-21' })
    expect(last).toEqual({ needsConfirmation: true, organisationName: 'Insurer' })
    expect((await certificateStatus(context.db, admin.access)).out).toBe(1)
    await recordCopySent(context.db, admin.access, {
      organisationId: insurer.id,
      sentOn: '2026-11-21',
      confirmLast: 'yes',
    })

    const tooMany = await refusal(
      recordCopySent(context.db, admin.access, { organisationId: bank.id, sentOn: '2026-11-22', confirmLast: 'yes' }),
    )
    expect(tooMany.status).toBe(409)
    expect(tooMany.message).toContain('All 2 copies you hold are out')
    expect((await refusal(setCopiesHeld(context.db, admin.access, 1))).status).toBe(409)

    let status = await certificateStatus(context.db, admin.access)
    expect(status).toMatchObject({ held: 2, out: 2 })
    const sending = status.sendings.find((each) => each.organisationName === 'Bank')!
    const early = await refusal(
      recordCopyReturned(context.db, admin.access, { sendingId: sending.id, returnedOn: '2026-11-19' }),
    )
    expect(early).toMatchObject({ status: 400, field: 'returnedOn' })
    await recordCopyReturned(context.db, admin.access, { sendingId: sending.id, returnedOn: '2026-11-30' })
    status = await certificateStatus(context.db, admin.access)
    expect(status.out).toBe(1)

    const stranger = await context.premiumFamily('Oli')
    const theirs = await refusal(
      recordCopyReturned(context.db, stranger.access, { sendingId: status.sendings[0]!.id, returnedOn: '2026-12-01' }),
    )
    expect(theirs.status).toBe(404)
    const viewer = await context.memberOf(admin.familyId, 'Viewer', 'Pat')
    const viewerAccess: FamilyAccess = { familyId: admin.familyId, userId: viewer.id, role: 'Viewer' }
    expect((await refusal(setCopiesHeld(context.db, viewerAccess, 5))).status).toBe(403)
    expect((await certificateStatus(context.db, viewerAccess)).held).toBe(2)
  })
})
