import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { FamilyRole } from '~db/schema/vocabulary'
import { recentActivity } from '~/features/activity/index.server'
import { NO_DOCUMENTS_FOUND, NOTHING_SHARED_YET } from '~/features/documents/document-view'
import { action as pageAction, loader as pageLoader } from '~/routes/dashboard.documents'
import { action as uploadAction } from '~/routes/dashboard.documents.upload'
import { documents, profiles } from '~db/schema'
import { actionResult, refusalOf } from '../setup/action-result'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext, type TestPerson } from '../setup/test-context'

/**
 * Who sees an upload (docs/product.md, 'Documents'): the choice made at upload, the default by category and role,
 * what the page says about private documents, and what the family's activity feed is told.
 */
const context = setUpTestContext()

/** One text file, sent as the page's script sends it; the answer's status. */
async function upload(cookie: string, name: string, fields: Record<string, string> = {}) {
  const response = await context.uploadDocuments(cookie, [{ name, content: `the text of ${name}` }], fields)
  return response.status
}

async function list(cookie: string, query = '') {
  return pageLoader(context.routeArgs(`/dashboard/documents${query}`, { headers: { cookie } }))
}

async function setShared(cookie: string, name: string, shared: boolean) {
  const args = context.routeArgs('/dashboard/documents', {
    method: 'POST',
    body: new URLSearchParams({ intent: 'share', documentId: await idOf(name), shared: String(shared) }),
    headers: { cookie, origin: TEST_ORIGIN },
  })
  return actionResult<{ ok: boolean; message: string }>(await pageAction(args))
}

async function joined(familyId: string, role: FamilyRole, name: string): Promise<TestPerson> {
  const person = await context.memberOf(familyId, role, name)
  await context.db.update(profiles).set({ activeFamilyId: familyId }).where(eq(profiles.userId, person.id))
  return person
}

async function idOf(name: string) {
  const [row] = await context.db.select({ id: documents.id }).from(documents).where(eq(documents.originalName, name))
  if (!row) throw new Error(`no document called ${name}`)
  return row.id
}

async function isShared(name: string) {
  const [row] = await context.db
    .select({ isShared: documents.isShared })
    .from(documents)
    .where(eq(documents.originalName, name))
  return row?.isShared
}

describe('choosing who sees an upload', () => {
  it('keeps each choice: Only me, or The family, whatever the category', async () => {
    const ann = await context.premiumFamily('Ann')
    const mia = await joined(ann.familyId, 'Member', 'Mia')
    expect(await upload(ann.cookie, 'will-kept-private.txt', { category: 'legal', sharing: 'private' })).toBe(201)
    expect(await upload(mia.cookie, 'bank-letter.txt', { category: 'financial', sharing: 'family' })).toBe(201)
    expect(await isShared('will-kept-private.txt')).toBe(false)
    expect(await isShared('bank-letter.txt')).toBe(true)

    const seenByMia = await list(mia.cookie)
    expect(seenByMia.documents.map((row) => [row.originalName, row.isShared])).toEqual([['bank-letter.txt', true]])
    const seenByAnn = await list(ann.cookie)
    expect(seenByAnn.documents.map((row) => row.originalName).sort()).toEqual([
      'bank-letter.txt',
      'will-kept-private.txt',
    ])
  })

  it("with no choice sent, shares an Admin's legal documents and keeps everything else private", async () => {
    const ann = await context.premiumFamily('Ann')
    const mia = await joined(ann.familyId, 'Member', 'Mia')
    await upload(ann.cookie, 'death-certificate.txt', { category: 'legal' })
    await upload(ann.cookie, 'prescriptions.txt', { category: 'medical' })
    await upload(ann.cookie, 'notes.txt')
    await upload(mia.cookie, 'mias-copy-of-the-will.txt', { category: 'legal' })
    expect(await isShared('death-certificate.txt')).toBe(true)
    expect(await isShared('prescriptions.txt')).toBe(false)
    expect(await isShared('notes.txt')).toBe(false)
    expect(await isShared('mias-copy-of-the-will.txt')).toBe(false)

    // The page's form follows the same defaults as the category changes.
    expect((await list(ann.cookie)).sharing.defaults).toMatchObject({ legal: 'family', medical: 'private' })
    expect((await list(mia.cookie)).sharing.defaults).toMatchObject({ legal: 'private', general: 'private' })
    expect((await list(mia.cookie)).sharing.canShare).toBe(true)
  })

  it('takes the choice from a plain form post too, and still reads the checkbox of earlier forms', async () => {
    const ann = await context.premiumFamily('Ann')
    const form = new FormData()
    form.append('category', 'legal')
    form.append('sharing', 'private')
    form.append('file', new Blob(['the will']), 'will-without-script.txt')
    const args = context.routeArgs('/dashboard/documents/upload', {
      method: 'POST',
      body: form,
      headers: { cookie: ann.cookie, origin: TEST_ORIGIN },
    })
    const answer = await uploadAction(args).catch((thrown: unknown) => thrown)
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).headers.get('location')).toBe('/dashboard/documents?uploaded=1')
    expect(await isShared('will-without-script.txt')).toBe(false)

    await upload(ann.cookie, 'checked-box.txt', { shared: 'on' })
    expect(await isShared('checked-box.txt')).toBe(true)
  })

  it('refuses a choice that is not one of the two, and stores nothing', async () => {
    const ann = await context.premiumFamily('Ann')
    const response = await context.uploadDocuments(ann.cookie, [{ name: 'odd.txt', content: 'x' }], {
      sharing: 'everyone',
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe('Choose who can see the document.')
    expect(await context.db.select().from(documents).where(eq(documents.familyId, ann.familyId))).toEqual([])
  })

  it('does not let a Viewer upload, so nothing can be shared by one', async () => {
    const ann = await context.premiumFamily('Ann')
    const val = await joined(ann.familyId, 'Viewer', 'Val')
    const refused = await upload(val.cookie, 'x.txt', { sharing: 'family' }).catch((thrown: unknown) => thrown)
    expect(refusalOf(refused).status).toBe(403)
    expect((await list(val.cookie)).sharing.canShare).toBe(false)
  })
})

describe('what the page says about private documents', () => {
  it('tells a Member and a Viewer who see nothing that nothing is shared yet, and why', async () => {
    const ann = await context.premiumFamily('Ann')
    const mia = await joined(ann.familyId, 'Member', 'Mia')
    const val = await joined(ann.familyId, 'Viewer', 'Val')
    await upload(ann.cookie, 'private-letter.txt', { category: 'personal', sharing: 'private' })

    for (const person of [mia, val]) {
      const page = await list(person.cookie)
      expect(page.total).toBe(0)
      expect(page.emptyMessage).toBe(NOTHING_SHARED_YET)
      expect(page.emptyMessage).toBe(
        'No documents have been shared with the family yet. Each person’s own uploads stay private until they share them.',
      )
      // The family's space counts the private file, so the bar shows it while the list is empty.
      expect(page.storage.used).toBeGreaterThan(0)
      // Nobody learns how many private documents others have.
      expect(page.sharing.ownPrivate).toBe(0)
    }
    // A search or a category that finds nothing says just that.
    expect((await list(mia.cookie, '?search=letter')).emptyMessage).toBe(NO_DOCUMENTS_FOUND)
    expect((await list(mia.cookie, '?category=legal')).emptyMessage).toBe(NO_DOCUMENTS_FOUND)

    // The uploader is told which of theirs are private.
    const own = await list(ann.cookie)
    expect(own.emptyMessage).toBeNull()
    expect(own.sharing.ownPrivate).toBe(1)
    expect(own.documents[0]).toMatchObject({ originalName: 'private-letter.txt', isShared: false })

    await setShared(ann.cookie, 'private-letter.txt', true)
    const shared = await list(mia.cookie)
    expect(shared.emptyMessage).toBeNull()
    expect(shared.documents.map((row) => [row.originalName, row.isShared])).toEqual([['private-letter.txt', true]])
    expect((await list(ann.cookie)).sharing.ownPrivate).toBe(0)
  })
})

describe('the activity feed', () => {
  it('records shared uploads, sharing and making private, and never names a private upload', async () => {
    const ann = await context.premiumFamily('Ann')
    const mia = await joined(ann.familyId, 'Member', 'Mia')
    const feed = async () =>
      (await recentActivity(context.db, ann.access, 50))
        .filter((entry) => entry.type.startsWith('document_'))
        .map((entry) => [entry.type, entry.target])
        .reverse()

    await upload(ann.cookie, 'death-certificate.txt', { category: 'legal' })
    await upload(mia.cookie, 'mias-diary.txt', { sharing: 'private' })
    expect(await feed()).toEqual([['document_uploaded', 'death-certificate.txt']])
    const everything = await recentActivity(context.db, ann.access, 50)
    expect(everything.map((entry) => `${entry.target} ${entry.detail ?? ''}`).join(' ')).not.toContain('diary')

    expect((await setShared(mia.cookie, 'mias-diary.txt', true)).data).toMatchObject({
      ok: true,
      message: '“mias-diary.txt” is now shared with the family',
    })
    expect((await setShared(mia.cookie, 'mias-diary.txt', false)).data).toMatchObject({
      ok: true,
      message: '“mias-diary.txt” is now private to you',
    })
    // Asking again for what already is changes nothing and records nothing.
    await setShared(mia.cookie, 'mias-diary.txt', false)
    expect(await feed()).toEqual([
      ['document_uploaded', 'death-certificate.txt'],
      ['document_shared', 'mias-diary.txt'],
      ['document_unshared', 'mias-diary.txt'],
    ])
    // Each entry is Mia's or Ann's own, in the family's feed.
    const entries = await recentActivity(context.db, ann.access, 50)
    const unshared = entries.find((entry) => entry.type === 'document_unshared')
    expect(unshared?.actor).not.toBeNull()
  })
})
