import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { Readable } from 'node:stream'
import path from 'node:path'
import { eq, ne, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { FamilyRole } from '~db/schema/vocabulary'
import { action as pageAction, loader as pageLoader } from '~/routes/dashboard.documents'
import { loader as fileLoader } from '~/routes/dashboard.documents.$id.file'
import { randomBytes, randomUUID } from 'node:crypto'
import { createKeyRing } from '~/features/documents/document-keys.server'
import { rewrapDocumentKeys } from '~/features/documents/document-rewrap.server'
import { buffer } from 'node:stream/consumers'
import { createS3Store } from '~/lib/storage-s3.server'
import { createFilesystemStore, ObjectMissingError } from '~/lib/storage.server'
import { actionResult, refusalOf } from '../setup/action-result'
import { setUpLoopbackS3 } from '../setup/loopback-s3'
import pino from 'pino'
import { markTextUnreadable, sweepDocumentFiles, textExtractionHandlers } from '~/features/documents/index.server'
import { runNextJob } from '~/lib/job-worker.server'
import type { Job } from '~/lib/jobs.server'
import { activities, documents, jobs, profiles } from '~db/schema'
import { imageWithText, samplePdf, samplePng, scannedPdf } from '../fixtures/sample-files'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext, type TestPerson } from '../setup/test-context'
import { testDocumentVault } from '../setup/test-documents'

const context = setUpTestContext()
const s3 = setUpLoopbackS3()

interface UploadFile {
  name: string
  bytes: Buffer
}

/** What the page's script sends: the details, then one or more files; the answer as JSON. */
async function upload(cookie: string, files: UploadFile[], fields: Record<string, string> = {}) {
  const response = await context.uploadDocuments(
    cookie,
    files.map((file) => ({ name: file.name, content: file.bytes })),
    fields,
  )
  return {
    status: response.status,
    body: (await response.json()) as { ok: boolean; message: string; uploaded: number },
  }
}

async function list(cookie: string, query = '') {
  const args = context.routeArgs(`/dashboard/documents${query}`, { headers: { cookie } })
  return pageLoader(args)
}

async function download(cookie: string, id: string) {
  const args = context.routeArgs(`/dashboard/documents/${id}/file`, { headers: { cookie } }, { id })
  try {
    const response = await fileLoader(args)
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
  } catch (thrown) {
    // A refusal is thrown as data({ message }, status).
    const refusal = refusalOf<{ message?: string }>(thrown)
    return {
      status: refusal.status,
      message: refusal.data.message ?? '',
      headers: new Headers(),
      bytes: Buffer.alloc(0),
    }
  }
}

async function act(cookie: string, fields: Record<string, string>) {
  const args = context.routeArgs('/dashboard/documents', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie, origin: TEST_ORIGIN },
  })
  const { status, data } = actionResult<{ ok: boolean; message: string }>(await pageAction(args))
  return { status, ...data }
}

/** Someone in the family with this role, the family active for them. */
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

async function storedFiles(): Promise<string[]> {
  const root = context.documents.root
  const files: string[] = []
  for (const family of await readdir(root)) {
    if (family === '.partial') continue
    for (const name of await readdir(path.join(root, family))) files.push(path.join(root, family, name))
  }
  return files
}

describe('uploading and downloading', () => {
  it('stores a shared PDF encrypted, lists it with its details, and gives back the same bytes', async () => {
    const ann = await context.premiumFamily('Ann')
    const pdf = await samplePdf('Letter from the bank about the joint account')
    const answer = await upload(ann.cookie, [{ name: 'bank letter.pdf', bytes: pdf }], {
      category: 'financial',
      description: 'From Lloyds, March',
      tags: ' bank, 2024 ,, ',
      shared: 'on',
    })
    expect(answer).toEqual({ status: 201, body: { ok: true, message: 'Document uploaded successfully', uploaded: 1 } })

    const page = await list(ann.cookie)
    expect(page.total).toBe(1)
    expect(page.documents[0]).toMatchObject({
      originalName: 'bank letter.pdf',
      category: 'financial',
      description: 'From Lloyds, March',
      tags: ['bank', '2024'],
      isShared: true,
      size: pdf.length,
      uploaderName: 'Ann',
      mimeType: 'application/pdf',
      viewable: true,
      canChange: true,
      canDelete: true,
    })

    const id = await idOf('bank letter.pdf')
    const file = await download(ann.cookie, id)
    expect(file.status).toBe(200)
    expect(file.bytes.equals(pdf)).toBe(true)
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="bank letter.pdf"; filename*=UTF-8''bank%20letter.pdf`,
    )
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')

    // At rest: not the file, and none of its text.
    const [stored] = await context.db.select().from(documents).where(eq(documents.id, id))
    const onDisk = await readFile(path.join(context.documents.root, ...(stored?.storageKey ?? '').split('/')))
    expect(onDisk.includes(pdf.subarray(0, 200))).toBe(false)
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false)
    expect(stored?.storageKey).toBe(`${ann.familyId}/${id}`)

    const feed = await context.db.select().from(activities).where(eq(activities.familyId, ann.familyId))
    expect(feed.map((entry) => [entry.type, entry.target])).toContainEqual(['document_uploaded', 'bank letter.pdf'])
  })

  it('shows images and PDFs in the browser in a sandbox when asked to', async () => {
    const ann = await context.premiumFamily('Ann')
    await upload(ann.cookie, [{ name: 'scan.png', bytes: samplePng() }])
    const id = await idOf('scan.png')
    const args = context.routeArgs(`/dashboard/documents/${id}/file?view`, { headers: { cookie: ann.cookie } }, { id })
    const response = await fileLoader(args)
    expect(response.headers.get('content-disposition')).toMatch(/^inline; /)
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/)
    expect(response.headers.get('content-type')).toBe('image/png')
  })

  it('uploads several files in one form post, each its own document', async () => {
    const ann = await context.premiumFamily('Ann')
    const answer = await upload(ann.cookie, [
      { name: 'one.txt', bytes: Buffer.from('first note') },
      { name: 'two.txt', bytes: Buffer.from('second note') },
    ])
    expect(answer.body).toMatchObject({ ok: true, uploaded: 2, message: '2 documents uploaded successfully' })
    expect((await list(ann.cookie)).total).toBe(2)
  })

  it('a tampered stored file fails the download with a clear error instead of sending it', async () => {
    const ann = await context.premiumFamily('Ann')
    await upload(ann.cookie, [{ name: 'will.txt', bytes: Buffer.from('I leave everything to my cat. '.repeat(50)) }])
    const id = await idOf('will.txt')
    const [stored] = await context.db.select().from(documents).where(eq(documents.id, id))
    const file = path.join(context.documents.root, ...(stored?.storageKey ?? '').split('/'))
    const bytes = await readFile(file)
    bytes[bytes.length - 40] = (bytes[bytes.length - 40] ?? 0) ^ 0xff
    await writeFile(file, bytes)
    const answer = await download(ann.cookie, id)
    expect(answer.status).toBe(500)
    expect(answer.message).toContain('the stored copy is damaged')
  })
})

describe('who sees and changes what', () => {
  it('keeps a private document to its uploader, even from an Admin, until it is shared', async () => {
    const ann = await context.premiumFamily('Ann')
    const mia = await joined(ann.familyId, 'Member', 'Mia')
    await upload(mia.cookie, [{ name: 'mine.txt', bytes: Buffer.from('private note') }])
    const id = await idOf('mine.txt')
    expect((await list(ann.cookie)).total).toBe(0)
    expect((await download(ann.cookie, id)).status).toBe(404)
    expect((await act(ann.cookie, { intent: 'delete', documentId: id })).status).toBe(404)

    expect(await act(mia.cookie, { intent: 'share', documentId: id, shared: 'true' })).toMatchObject({ ok: true })
    expect((await list(ann.cookie)).documents.map((d) => d.originalName)).toEqual(['mine.txt'])
    expect((await download(ann.cookie, id)).bytes.toString()).toBe('private note')
  })

  it('lets a Viewer see and download shared documents but not upload, share or delete', async () => {
    const ann = await context.premiumFamily('Ann')
    const val = await joined(ann.familyId, 'Viewer', 'Val')
    await upload(ann.cookie, [{ name: 'shared.txt', bytes: Buffer.from('for everyone') }], { shared: 'on' })
    const id = await idOf('shared.txt')
    const seen = await list(val.cookie)
    expect(seen.canUpload).toBe(false)
    expect(seen.documents[0]).toMatchObject({ originalName: 'shared.txt', canChange: false, canDelete: false })
    expect((await download(val.cookie, id)).bytes.toString()).toBe('for everyone')
    await expect(upload(val.cookie, [{ name: 'x.txt', bytes: Buffer.from('x') }])).rejects.toMatchObject({
      init: { status: 403 },
    })
    expect((await act(val.cookie, { intent: 'delete', documentId: id })).status).toBe(403)
    expect((await act(val.cookie, { intent: 'share', documentId: id, shared: 'false' })).status).toBe(403)
  })

  it('lets a Member delete its own but not another’s shared document, and an Admin delete any shared one', async () => {
    const ann = await context.premiumFamily('Ann')
    const mia = await joined(ann.familyId, 'Member', 'Mia')
    await upload(ann.cookie, [{ name: 'anns.txt', bytes: Buffer.from('a') }], { shared: 'on' })
    await upload(mia.cookie, [{ name: 'mias.txt', bytes: Buffer.from('m') }], { shared: 'on' })
    const anns = await idOf('anns.txt')
    const mias = await idOf('mias.txt')
    expect((await act(mia.cookie, { intent: 'delete', documentId: anns })).status).toBe(403)
    expect(await act(ann.cookie, { intent: 'delete', documentId: mias })).toMatchObject({
      ok: true,
      message: 'Document deleted successfully',
    })
    expect((await act(ann.cookie, { intent: 'delete', documentId: mias })).status).toBe(404)
    expect(await act(ann.cookie, { intent: 'delete', documentId: anns })).toMatchObject({ ok: true })
    expect(await storedFiles()).not.toContainEqual(expect.stringContaining(anns))
    const feed = await context.db.select().from(activities).where(eq(activities.familyId, ann.familyId))
    expect(
      feed
        .filter((entry) => entry.type === 'document_deleted')
        .map((entry) => entry.target)
        .sort(),
    ).toEqual(['anns.txt', 'mias.txt'])
  })

  it('lets the uploader change a document’s details, with the upload’s rules, and nobody else', async () => {
    context.documents = testDocumentVault()
    const ann = await context.premiumFamily('Ann')
    const mia = await joined(ann.familyId, 'Member', 'Mia')
    await upload(mia.cookie, [{ name: 'mias-policy.txt', bytes: Buffer.from('policy') }], { shared: 'on' })
    const id = await idOf('mias-policy.txt')
    expect(
      await act(mia.cookie, {
        intent: 'edit',
        documentId: id,
        category: 'insurance',
        description: 'Aviva',
        tags: 'life, ,car',
      }),
    ).toMatchObject({ ok: true, message: 'The details of “mias-policy.txt” were saved' })
    expect((await list(ann.cookie)).documents[0]).toMatchObject({
      category: 'insurance',
      description: 'Aviva',
      tags: ['life', 'car'],
    })
    expect(await act(mia.cookie, { intent: 'edit', documentId: id, category: 'secret' })).toMatchObject({
      status: 400,
      message: 'Choose one of the categories in the list.',
    })
    // Not even an Admin changes what someone else wrote about their document.
    expect((await act(ann.cookie, { intent: 'edit', documentId: id, category: 'legal' })).status).toBe(403)
    expect((await list(ann.cookie)).documents[0]?.category).toBe('insurance')
  })

  it('answers another family’s document id as not found everywhere', async () => {
    const ann = await context.premiumFamily('Ann')
    const bob = await context.premiumFamily('Bob')
    await upload(ann.cookie, [{ name: 'anns-will.txt', bytes: Buffer.from('a') }], { shared: 'on' })
    const id = await idOf('anns-will.txt')
    expect((await download(bob.cookie, id)).status).toBe(404)
    expect((await act(bob.cookie, { intent: 'delete', documentId: id })).status).toBe(404)
    expect((await act(bob.cookie, { intent: 'share', documentId: id, shared: 'false' })).status).toBe(404)
    expect((await act(bob.cookie, { intent: 'delete', documentId: 'not-an-id' })).status).toBe(404)
    expect((await download(ann.cookie, id)).status).toBe(200)
  })

  it('sends a family without premium to the upgrade page, and refuses its uploads', async () => {
    const cy = await context.personWithFamily('Cy')
    await expect(list(cy.cookie)).rejects.toMatchObject({ status: 302 })
    await expect(upload(cy.cookie, [{ name: 'x.txt', bytes: Buffer.from('x') }])).rejects.toMatchObject({
      init: { status: 403 },
    })
  })
})

describe('bad input', () => {
  async function refusedUpload(files: UploadFile[], fields: Record<string, string> = {}) {
    const ann = await context.premiumFamily('Ann')
    const before = (await storedFiles()).length
    const answer = await upload(ann.cookie, files, fields)
    const rows = await context.db.select().from(documents).where(eq(documents.familyId, ann.familyId))
    expect(rows, 'no row is written').toHaveLength(0)
    expect((await storedFiles()).length, 'no file is left').toBe(before)
    return answer
  }

  it.each([
    ['no file', [], {}, 400, 'Choose a file to upload.'],
    ['an empty file', [{ name: 'empty.pdf', bytes: Buffer.alloc(0) }], {}, 400, '“empty.pdf” is empty'],
    [
      'an HTML page named .pdf',
      [{ name: 'invoice.pdf', bytes: Buffer.from('<html><script>alert(1)</script></html>') }],
      {},
      415,
      '“invoice.pdf” is not a PDF',
    ],
    [
      'an SVG named .png',
      [{ name: 'photo.png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }],
      {},
      415,
      '“photo.png” is not a PNG image',
    ],
    ['a web page', [{ name: 'page.html', bytes: Buffer.from('<p>hi</p>') }], {}, 415, 'Only PDF, Word'],
    [
      'a 1,000-character name',
      [{ name: `${'a'.repeat(996)}.txt`, bytes: Buffer.from('x') }],
      {},
      400,
      'The file name is 1,000 characters long',
    ],
    [
      '200 tags',
      [{ name: 'x.txt', bytes: Buffer.from('x') }],
      { tags: Array.from({ length: 200 }, (_, i) => `tag${i}`).join(',') },
      400,
      'Use at most 20 tags.',
    ],
    [
      'a category outside the list',
      [{ name: 'x.txt', bytes: Buffer.from('x') }],
      { category: 'secret' },
      400,
      'Choose one of the categories in the list.',
    ],
  ] as const)('refuses %s with a clear message and stores nothing', async (_case, files, fields, status, message) => {
    const answer = await refusedUpload([...files], fields)
    expect(answer.status).toBe(status)
    expect(answer.body.ok).toBe(false)
    expect(answer.body.message).toContain(message)
  })

  it('refuses a file over the size limit while it streams, and stores nothing', async () => {
    context.documents = testDocumentVault({ maxFileBytes: 100_000 })
    const answer = await refusedUpload([{ name: 'big.txt', bytes: Buffer.alloc(300_000, 0x61) }])
    expect(answer.status).toBe(413)
    expect(answer.body.message).toContain('“big.txt” is larger than 97.66 KB')
  })

  it('refuses a file over the family’s space, saying how much is left', async () => {
    context.documents = testDocumentVault({ familyQuotaBytes: 1000 })
    const ann = await context.premiumFamily('Ann')
    expect((await upload(ann.cookie, [{ name: 'a.txt', bytes: Buffer.alloc(600, 0x61) }])).status).toBe(201)
    const answer = await upload(ann.cookie, [{ name: 'b.txt', bytes: Buffer.alloc(600, 0x62) }])
    expect(answer.status).toBe(507)
    expect(answer.body.message).toContain('does not fit in your family')
    expect((await list(ann.cookie)).storage).toEqual({ used: 600, quota: 1000 })
  })

  it('keeps only the last part of a path-like name, never using it as a path', async () => {
    context.documents = testDocumentVault()
    const ann = await context.premiumFamily('Ann')
    expect((await upload(ann.cookie, [{ name: '../../etc/passwd.txt', bytes: Buffer.from('x') }])).status).toBe(201)
    const page = await list(ann.cookie)
    expect(page.documents[0]?.originalName).toBe('passwd.txt')
    expect((await storedFiles()).every((file) => file.startsWith(context.documents.root))).toBe(true)
  })

  it('says the store cannot be reached, and writes no row', async () => {
    const broken = testDocumentVault()
    // A file where the store's folder should be: every write fails as a full or missing disk would.
    await writeFile(path.join(broken.root, 'blocker'), 'x')
    context.documents = { ...broken, store: createFilesystemStore(path.join(broken.root, 'blocker')) }
    const ann = await context.premiumFamily('Ann')
    const answer = await upload(ann.cookie, [{ name: 'x.txt', bytes: Buffer.from('x') }])
    expect(answer.status).toBe(503)
    expect(answer.body.message).toBe('Documents cannot be stored right now. Please try again in a few minutes.')
    expect(await context.db.select().from(documents).where(eq(documents.familyId, ann.familyId))).toHaveLength(0)
    context.documents = testDocumentVault()
  })
})

describe('finding documents', () => {
  it('matches words and parts of names, descriptions and tags, combined with the category', async () => {
    context.documents = testDocumentVault()
    const ann = await context.premiumFamily('Ann')
    await upload(ann.cookie, [{ name: 'letter_from_bank.txt', bytes: Buffer.from('x') }], { category: 'financial' })
    await upload(ann.cookie, [{ name: 'will.txt', bytes: Buffer.from('x') }], {
      category: 'legal',
      description: 'Signed original, kept at the solicitors',
    })
    await upload(ann.cookie, [{ name: 'policy.txt', bytes: Buffer.from('x') }], {
      category: 'insurance',
      tags: 'Aviva, life',
    })
    const names = async (query: string) => (await list(ann.cookie, query)).documents.map((d) => d.originalName)
    expect(await names('?search=bank')).toEqual(['letter_from_bank.txt'])
    expect(await names('?search=solicitor')).toEqual(['will.txt'])
    expect(await names('?search=aviv')).toEqual(['policy.txt'])
    expect(await names('?search=letters')).toEqual(['letter_from_bank.txt'])
    expect(await names('?category=legal')).toEqual(['will.txt'])
    expect(await names('?category=legal&search=bank')).toEqual([])
    expect(await names('?search=%25')).toEqual([])
    expect(await names('')).toEqual(['policy.txt', 'will.txt', 'letter_from_bank.txt'])
  })
})

describe('a long list', () => {
  it('shows the newest 25 with the count of all, and 25 more at a time', async () => {
    context.documents = testDocumentVault()
    const ann = await context.premiumFamily('Ann')
    for (let index = 1; index <= 27; index++) {
      await upload(ann.cookie, [{ name: `note-${index}.txt`, bytes: Buffer.from(`note ${index}`) }])
    }
    const first = await list(ann.cookie)
    expect(first.total).toBe(27)
    expect(first.documents).toHaveLength(25)
    expect(first.documents[0]?.originalName).toBe('note-27.txt')
    const more = await list(ann.cookie, '?shown=50')
    expect(more.documents).toHaveLength(27)
    expect((await list(ann.cookie, '?shown=99999')).query.shown).toBe(25)
  })
})

describe('rotating the master key', () => {
  it('rewraps every data key under the new key, and the files still download intact', async () => {
    context.documents = testDocumentVault()
    const ann = await context.premiumFamily('Ann')
    await upload(ann.cookie, [{ name: 'rotation-a.txt', bytes: Buffer.from('alpha') }])
    await upload(ann.cookie, [{ name: 'rotation-b.txt', bytes: Buffer.from('beta') }])
    const newKey = randomBytes(32)
    const rotated = createKeyRing(newKey, [context.documents.masterKey])
    context.documents = { ...context.documents, keys: rotated }
    // Earlier tests in this file stored files under other test keys: those are counted, not changed.
    const first = await rewrapDocumentKeys(context.db, rotated, 3)
    expect(first.rewrapped).toBe(2)
    expect((await rewrapDocumentKeys(context.db, rotated)).rewrapped).toBe(0)
    // Only the new key from here on: the files are still readable.
    context.documents = { ...context.documents, keys: createKeyRing(newKey) }
    expect((await download(ann.cookie, await idOf('rotation-a.txt'))).bytes.toString()).toBe('alpha')
    expect((await download(ann.cookie, await idOf('rotation-b.txt'))).bytes.toString()).toBe('beta')
  })
})

describe('reading the text inside documents', () => {
  const runJobs = async () => {
    const services = { db: context.db, logger: pino({ level: 'silent' }), ...context.documents }
    while (await runNextJob({ db: context.db, logger: services.logger, handlers: textExtractionHandlers(services) })) {
      // Until the queue is empty.
    }
  }

  it(
    'reads a photographed letter and a scanned PDF by OCR after upload, so search finds their words',
    { timeout: 120_000 },
    async () => {
      context.documents = testDocumentVault()
      const ann = await context.premiumFamily('Ann')
      await upload(ann.cookie, [
        { name: 'IMG_2041.jpg', bytes: imageWithText(['Notice of pension payment', 'Reference AB12'], 'jpg') },
      ])
      await upload(ann.cookie, [{ name: 'scan.pdf', bytes: await scannedPdf(['Council tax bill', 'Account 998877']) }])
      await upload(ann.cookie, [{ name: 'blank.png', bytes: samplePng(200, 200) }])
      const before = await list(ann.cookie)
      expect(before.documents.map((d) => d.textStatus)).toEqual(['pending', 'pending', 'pending'])
      // Durable: the work is in the database, not in this process's memory.
      const queued = await context.db.select().from(jobs).where(eq(jobs.status, 'queued'))
      expect(queued.length).toBeGreaterThanOrEqual(3)

      await runJobs()
      const names = async (search: string) =>
        (await list(ann.cookie, `?search=${encodeURIComponent(search)}`)).documents.map((d) => d.originalName)
      expect(await names('pension')).toEqual(['IMG_2041.jpg'])
      expect(await names('council tax')).toEqual(['scan.pdf'])
      const after = await list(ann.cookie)
      expect(Object.fromEntries(after.documents.map((d) => [d.originalName, d.textStatus]))).toEqual({
        'IMG_2041.jpg': 'found',
        'scan.pdf': 'found',
        'blank.png': 'none',
      })
      const id = await idOf('IMG_2041.jpg')
      const shown = await list(ann.cookie, `?text=${id}`)
      expect(shown.shownText?.text).toContain('pension payment')
      // Someone else's family cannot read it through the text view.
      const bob = await context.premiumFamily('Bob')
      expect((await list(bob.cookie, `?text=${id}`)).shownText).toBeNull()
    },
  )

  it('marks the text unreadable once every try has failed, instead of reading for ever', async () => {
    context.documents = testDocumentVault()
    const ann = await context.premiumFamily('Ann')
    await upload(ann.cookie, [{ name: 'lost.txt', bytes: Buffer.from('will vanish') }])
    const id = await idOf('lost.txt')
    const [row] = await context.db.select().from(documents).where(eq(documents.id, id))
    // Earlier tests' jobs are not this test's business.
    await context.db
      .update(jobs)
      .set({ status: 'done' })
      .where(sql`${jobs.payload}->>'documentId' <> ${id}`)
    // The stored file goes missing: each try fails.
    await context.documents.store.remove(row?.storageKey ?? '')
    const services = { db: context.db, logger: pino({ level: 'silent' }), ...context.documents }
    const options = {
      db: context.db,
      logger: services.logger,
      handlers: textExtractionHandlers(services),
      onGiveUp: (job: Job) => markTextUnreadable(context.db, job),
    }
    for (let attempt = 0; attempt < 4; attempt++) {
      // Each retry waits longer; bring it forward instead of waiting.
      await context.db
        .update(jobs)
        .set({ runAt: new Date(0) })
        .where(eq(jobs.status, 'queued'))
      expect(await runNextJob(options)).toBe(true)
    }
    const [after] = await context.db.select().from(documents).where(eq(documents.id, id))
    expect(after?.textStatus).toBe('failed')
    const [job] = await context.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'documentId' = ${id}`)
    expect(job).toMatchObject({ status: 'failed', attempts: 4 })
    expect(job?.lastError).toContain('missing')
  })
})

describe('with the files in an S3-compatible store', () => {
  it('uploads, downloads intact, keeps the object encrypted, and removes it on delete', async () => {
    const store = createS3Store(s3.options)
    context.documents = { ...testDocumentVault(), store }
    const ann = await context.premiumFamily('Ann')
    const letter = Buffer.from('Dear Sir, regarding the estate of the late Mr Jones. '.repeat(3000))
    expect((await upload(ann.cookie, [{ name: 's3-letter.txt', bytes: letter }])).status).toBe(201)
    const id = await idOf('s3-letter.txt')
    expect((await download(ann.cookie, id)).bytes.equals(letter)).toBe(true)
    const key = `${ann.familyId}/${id}`
    const stored = await buffer(await store.read(key))
    expect(stored.includes(Buffer.from('estate of the late'))).toBe(false)
    expect(await act(ann.cookie, { intent: 'delete', documentId: id })).toMatchObject({ ok: true })
    await expect(store.read(key)).rejects.toBeInstanceOf(ObjectMissingError)
    context.documents = testDocumentVault()
  })
})

describe('the sweep after a crash', () => {
  it('removes files without a row, rows without a file and cut-off partial files, once they are old enough', async () => {
    context.documents = testDocumentVault()
    const ann = await context.premiumFamily('Ann')
    await upload(ann.cookie, [{ name: 'kept.txt', bytes: Buffer.from('kept') }])
    await upload(ann.cookie, [{ name: 'file-lost.txt', bytes: Buffer.from('lost') }])
    const lostId = await idOf('file-lost.txt')
    const keptId = await idOf('kept.txt')
    const root = context.documents.root
    const store = context.documents.store
    // Killed after writing the file, before its row: an orphan file; and one cut off while it was written.
    const orphanKey = `${ann.familyId}/${randomUUID()}`
    await store.write(orphanKey, Readable.from([Buffer.from('orphan')]))
    await mkdir(path.join(root, '.partial'), { recursive: true })
    await writeFile(path.join(root, '.partial', randomUUID()), 'half a file')
    // A file lost from the store.
    await store.remove(`${ann.familyId}/${lostId}`)
    const services = { db: context.db, store, logger: pino({ level: 'silent' }) }
    // Earlier tests' documents live in other test stores: not this sweep's business.
    await context.db.delete(documents).where(ne(documents.familyId, ann.familyId))

    // Nothing is old enough yet: nothing is touched (an upload may be finishing right now).
    expect(await sweepDocumentFiles(services)).toEqual({ filesRemoved: 0, rowsRemoved: 0, partialsRemoved: 0 })

    // A store that looks wrong (an empty bucket by mistake) never costs the family its documents.
    await context.db.update(documents).set({ createdAt: new Date(Date.now() - 1000) })
    const emptyStore = testDocumentVault().store
    expect((await sweepDocumentFiles({ ...services, store: emptyStore }, 10)).rowsRemoved).toBe(0)

    // An hour later (simulated: the grace period is zero).
    await context.db.update(documents).set({ createdAt: new Date(Date.now() - 1000) })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const swept = await sweepDocumentFiles(services, 10)
    expect(swept.filesRemoved).toBe(1)
    expect(swept.partialsRemoved).toBe(1)
    expect(swept.rowsRemoved).toBe(1)
    await expect(store.read(orphanKey)).rejects.toBeInstanceOf(ObjectMissingError)
    expect(await context.db.select().from(documents).where(eq(documents.id, lostId))).toHaveLength(0)
    expect((await download(ann.cookie, keptId)).bytes.toString()).toBe('kept')
  })
})
