import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import JSZip from 'jszip'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { dataExportHandlers, markExportFailed } from '~/features/privacy/data-export.server'
import { runNextJob } from '~/lib/job-worker.server'
import { DATA_EXPORTS_FOLDER } from '~/lib/storage.server'
import { action as uploadAction } from '~/routes/dashboard.documents.upload'
import { action as yourDataAction, loader as yourDataLoader } from '~/routes/dashboard.settings.your-data'
import { loader as downloadLoader } from '~/routes/dashboard.settings.your-data.$id.download'
import {
  dataExports,
  documents,
  families,
  familyMembers,
  outboxMessages,
  payments,
  profiles,
  sessions,
  users,
} from '~db/schema'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const context = setUpTestContext()
const PASSWORD = 'rosemary-and-thyme'

async function emailOf(userId: string) {
  const [user] = await context.db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return user!.email
}

function exportServices() {
  return {
    db: context.db,
    logger: pino({ level: 'silent' }),
    ...context.documents,
    mailer: context.mailer,
    publicUrl: TEST_ORIGIN,
  }
}

async function upload(cookie: string, name: string, text: string, shared: boolean) {
  const form = new FormData()
  if (shared) form.append('shared', 'on')
  form.append('file', new Blob([text]), name)
  const response = await uploadAction(
    context.routeArgs('/dashboard/documents/upload', {
      method: 'POST',
      body: form,
      headers: { cookie, accept: 'application/json', origin: TEST_ORIGIN },
    }),
  )
  expect(response.status).toBe(201)
}

function post(cookie: string, fields: Record<string, string>) {
  return yourDataAction(
    context.routeArgs('/dashboard/settings/your-data', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN },
      body: new URLSearchParams(fields),
    }),
  ) as unknown as Promise<{ data?: { ok: boolean; message: string; fieldErrors?: Record<string, string> } } & Response>
}

async function runJobs() {
  const options = { db: context.db, logger: pino({ level: 'silent' }), handlers: dataExportHandlers(exportServices()) }
  while (await runNextJob(options)) {
    // Until the queue is empty.
  }
}

async function download(cookie: string, id: string) {
  try {
    const response = await downloadLoader(
      context.routeArgs(`/dashboard/settings/your-data/${id}/download`, { headers: { cookie } }, { id }),
    )
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 0, headers: new Headers(), bytes: null }
  }
}

describe('download my data', () => {
  it('gathers a ZIP with data.json and every document the person uploaded, decrypted, for them only', async () => {
    const ann = await context.premiumFamily('Ann')
    await upload(ann.cookie, 'will-location.txt', 'The will is with the solicitor in Leeds.', true)
    await upload(ann.cookie, 'bank: letter <1>?.txt', 'Account 12345678, sort code 12-34-56.', false)
    const bo = await context.memberOf(ann.familyId, 'Member', 'Bo')
    await context.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, bo.id))
    await upload(bo.cookie, 'bo-private.txt', 'Bo’s own note.', false)

    const asked = (await post(ann.cookie, { intent: 'export' })) as unknown as { ok: boolean; title: string }
    expect(asked).toMatchObject({ ok: true, title: 'We are gathering your data' })
    // A second request while the first is being gathered is refused, clearly.
    const again = await post(ann.cookie, { intent: 'export' })
    expect(again.data?.message).toMatch(/already being gathered/)

    await runJobs()
    const { exports } = await yourDataLoader(
      context.routeArgs('/dashboard/settings/your-data', { headers: { cookie: ann.cookie } }),
    )
    expect(exports).toHaveLength(1)
    expect(exports[0]).toMatchObject({ status: 'ready', documentCount: 2 })

    // Stored encrypted: the bytes at rest are not a ZIP.
    const stored = await readdir(path.join(context.documents.root, DATA_EXPORTS_FOLDER))
    expect(stored).toHaveLength(1)

    const got = await download(ann.cookie, exports[0]!.id)
    expect(got.status).toBe(200)
    expect(got.headers.get('content-disposition')).toMatch(
      /attachment; filename="afterword-data-\d{4}-\d{2}-\d{2}\.zip"/,
    )
    const zip = await JSZip.loadAsync(got.bytes!)
    const names = Object.keys(zip.files).sort()
    expect(names).toContain('data.json')
    expect(names).toContain('README.txt')
    const documentNames = names.filter((name) => name.startsWith('documents/'))
    expect(documentNames).toHaveLength(2)
    // A name with characters no file system takes stays one plain file inside documents/.
    expect(documentNames.every((name) => name.split('/').length === 2)).toBe(true)
    expect(documentNames.some((name) => name.endsWith(' bank_ letter _1__.txt'))).toBe(true)
    const contents = await Promise.all(documentNames.map((name) => zip.file(name)!.async('string')))
    expect(contents.sort()).toEqual([
      'Account 12345678, sort code 12-34-56.',
      'The will is with the solicitor in Leeds.',
    ])

    const json = JSON.parse(await zip.file('data.json')!.async('string')) as {
      account: { email: string }
      families: { id: string; yourRole: string; tasks: unknown[] }[]
      payments: { type: string; checkoutUrl?: string }[]
      documents: { name: string; file: string }[]
    }
    expect(json.account.email).toBe(await emailOf(ann.id))
    expect(json.families).toHaveLength(1)
    expect(json.families[0]).toMatchObject({ id: ann.familyId, yourRole: 'Admin' })
    expect(json.families[0]!.tasks.length).toBeGreaterThan(0)
    expect(json.payments.map((payment) => payment.type)).toEqual(['premium'])
    expect(json.payments[0]!.checkoutUrl).toBeUndefined()
    expect(json.documents.map((document) => document.name).sort()).toEqual([
      'bank: letter <1>?.txt',
      'will-location.txt',
    ])

    // Another person, even in the same family, cannot download it.
    expect((await download(bo.cookie, exports[0]!.id)).status).toBe(404)
    const mails = await context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, await emailOf(ann.id)))
    expect(mails.map((mail) => mail.subject)).toContain('Your Afterword data is ready to download')
  })

  it('an expired export can no longer be downloaded', async () => {
    const cy = await context.premiumFamily('Cy')
    await post(cy.cookie, { intent: 'export' })
    await runJobs()
    const [row] = await context.db.select().from(dataExports).where(eq(dataExports.userId, cy.id))
    await context.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, row!.id))
    expect((await download(cy.cookie, row!.id)).status).toBe(404)
  })

  it('a job that gives up marks the export as failed, so a new one can be asked for', async () => {
    const di = await context.premiumFamily('Di')
    await post(di.cookie, { intent: 'export' })
    const [row] = await context.db.select().from(dataExports).where(eq(dataExports.userId, di.id))
    await markExportFailed(context.db, {
      id: 'x',
      kind: 'build-data-export',
      payload: { exportId: row!.id },
      attempts: 3,
      maxAttempts: 3,
      singletonKey: null,
    })
    const [failed] = await context.db.select().from(dataExports).where(eq(dataExports.id, row!.id))
    expect(failed!.status).toBe('failed')
    const again = (await post(di.cookie, { intent: 'export' })) as unknown as { ok: boolean }
    expect(again.ok).toBe(true)
  })
})

describe('delete my account', () => {
  it('refuses without the password and the typed words, and changes nothing', async () => {
    const ed = await context.personWithFamily('Ed')
    const wrong = await post(ed.cookie, {
      intent: 'delete-account',
      password: 'not-it',
      confirmation: 'delete my account',
    })
    expect(wrong.data?.fieldErrors).toEqual({ password: 'Your password is not right' })
    const untyped = await post(ed.cookie, { intent: 'delete-account', password: PASSWORD, confirmation: 'yes' })
    expect(untyped.data?.fieldErrors?.confirmation).toMatch(/delete my account/)
    expect(await context.db.select().from(users).where(eq(users.id, ed.id))).toHaveLength(1)
  })

  it('asks who looks after a family others use, then hands it over and erases the rest', async () => {
    const fay = await context.premiumFamily('Fay')
    const fayEmail = await emailOf(fay.id)
    const gus = await context.memberOf(fay.familyId, 'Member', 'Gus')
    await upload(fay.cookie, 'private.txt', 'Fay’s private note.', false)
    await upload(fay.cookie, 'shared.txt', 'The family’s shared note.', true)
    const [privateFile] = await context.db
      .select()
      .from(documents)
      .where(and(eq(documents.isShared, false), eq(documents.uploadedBy, fay.id)))
    await post(fay.cookie, { intent: 'export' })
    await runJobs()

    const unanswered = await post(fay.cookie, {
      intent: 'delete-account',
      password: PASSWORD,
      confirmation: 'Delete my account',
    })
    expect(unanswered.data?.fieldErrors).toEqual({
      [`family-${fay.familyId}`]: 'Please choose who will look after this family, or to delete it',
    })

    const done = await post(fay.cookie, {
      intent: 'delete-account',
      password: PASSWORD,
      confirmation: ' Delete  my account ',
      [`family-${fay.familyId}`]: gus.id,
    })
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/account-deleted')

    expect(await context.db.select().from(users).where(eq(users.id, fay.id))).toEqual([])
    expect(await context.db.select().from(profiles).where(eq(profiles.userId, fay.id))).toEqual([])
    expect(await context.db.select().from(sessions).where(eq(sessions.userId, fay.id))).toEqual([])
    expect(await context.db.select().from(dataExports).where(eq(dataExports.userId, fay.id))).toEqual([])
    // The family stays, with Gus as its Admin, and the shared document with it; the private one is gone.
    const members = await context.db.select().from(familyMembers).where(eq(familyMembers.familyId, fay.familyId))
    expect(members.map((member) => [member.userId, member.role])).toEqual([[gus.id, 'Admin']])
    const left = await context.db.select().from(documents).where(eq(documents.familyId, fay.familyId))
    expect(left.map((document) => [document.originalName, document.uploadedBy])).toEqual([['shared.txt', null]])
    // The payment record stays, without the payer.
    const [payment] = await context.db.select().from(payments).where(eq(payments.familyId, fay.familyId))
    expect(payment).toMatchObject({ userId: null, type: 'premium' })
    // The private document's file is gone; the shared one's stays.
    const familyFiles = await readdir(path.join(context.documents.root, fay.familyId))
    expect(familyFiles).toEqual([left[0]!.storageKey.split('/')[1]])
    expect(familyFiles).not.toContain(privateFile!.storageKey.split('/')[1])
    // Every earlier e-mail is gone with the account; only the last one, saying so, was sent after.
    const mails = await context.db.select().from(outboxMessages).where(eq(outboxMessages.to, fayEmail))
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Afterword account has been deleted'])
  })

  it('a family with nobody else in it is deleted with its documents', async () => {
    const hal = await context.premiumFamily('Hal')
    await upload(hal.cookie, 'shared.txt', 'Shared, but with nobody else.', true)
    const [document] = await context.db.select().from(documents).where(eq(documents.familyId, hal.familyId))
    const done = await post(hal.cookie, {
      intent: 'delete-account',
      password: PASSWORD,
      confirmation: 'delete my account',
    })
    expect(done.status).toBe(302)
    expect(await context.db.select().from(families).where(eq(families.id, hal.familyId))).toEqual([])
    const folder = await readdir(path.join(context.documents.root, hal.familyId)).catch(() => [])
    expect(folder).not.toContain(document!.storageKey.split('/')[1])
  })
})
