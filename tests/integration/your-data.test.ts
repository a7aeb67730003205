import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import JSZip from 'jszip'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { requestPasswordReset, signIn } from '~/features/accounts/accounts.server'
import { saveLetterDetails } from '~/features/family/index.server'
import { acceptInvitation, inviteMember } from '~/features/family/invitations.server'
import { changeMemberRole } from '~/features/family/members.server'
import { dataExportHandlers, markExportFailed } from '~/features/privacy/data-export.server'
import { eraseAccount, FORMER_MEMBER, FORMER_SUPPORT_ADMIN } from '~/features/privacy/erasure.server'
import { enqueueReminderPushes } from '~/features/reminders/index.server'
import { markSupportRequestAnswered, submitSupportRequest } from '~/features/support/support-requests.server'
import { assignTask, notifyAssignee } from '~/features/tasks/task-assignment.server'
import { listTasks } from '~/features/tasks/task-service.server'
import { composeEmail } from '~/lib/auth-emails'
import { queryRows } from '~/lib/db.server'
import { runNextJob } from '~/lib/job-worker.server'
import { createQueuedMailer } from '~/lib/mail.server'
import { DATA_EXPORTS_FOLDER } from '~/lib/storage.server'
import { action as yourDataAction, loader as yourDataLoader } from '~/routes/dashboard.settings.your-data'
import { loader as downloadLoader } from '~/routes/dashboard.settings.your-data.$id.download'
import {
  activities,
  dataExports,
  documents,
  families,
  familyMembers,
  familyOrganisations,
  jobs,
  outboxMessages,
  payments,
  profiles,
  pushSubscriptions,
  sessions,
  supportRequests,
  users,
} from '~db/schema'
import { actionResult } from '../setup/action-result'
import { decodedMail, setUpLoopbackSmtp } from '../setup/loopback-smtp'
import { browserHeaders, TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const context = setUpTestContext()
const smtp = setUpLoopbackSmtp()
const silent = pino({ level: 'silent' })
const PASSWORD = 'rosemary-and-thyme'

/** A phone that gets the person's reminders (decision 078), as Settings keeps it. */
async function addReminderPhone(userId: string, endpoint: string) {
  await context.db.insert(pushSubscriptions).values({
    userId,
    endpoint,
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'AAAAAAAAAAAAAAAAAAAAAA',
    device: 'Chrome on Android',
  })
}

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
  const response = await context.uploadDocuments(cookie, [{ name, content: text }], shared ? { shared: 'on' } : {})
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
    // The details her letters are written from (decision 063): her own, and the family's she gave as its Admin.
    await saveLetterDetails(context.db, ann.access, {
      postalAddress: '12 Acacia Avenue\nLeeds',
      relationship: 'wife',
      deceasedDateOfBirth: '1941-05-02',
      deceasedLastAddress: '4 Mill Lane',
    })
    // An organisation with the phone number and address the family keeps for it (decision 081).
    await context.db.insert(familyOrganisations).values({
      familyId: ann.familyId,
      name: 'Santander',
      kind: 'bank',
      phone: '0800 587 5870',
      postalAddress: 'Santander Bereavement\nSunderland SR43 4FJ',
    })
    await addReminderPhone(ann.id, 'https://fcm.googleapis.com/fcm/send/ann-phone')
    await addReminderPhone(bo.id, 'https://fcm.googleapis.com/fcm/send/bo-phone')

    const asked = actionResult(await post(ann.cookie, { intent: 'export' })).data
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
      account: { email: string; fullName: string | null }
      profile: { postalAddress: string }
      families: {
        id: string
        yourRole: string
        yourRelationship: string
        tasks: unknown[]
        organisations: { name: string; phone: string; postalAddress: string }[]
      }[]
      payments: { type: string; checkoutUrl?: string }[]
      documents: { name: string; file: string }[]
      reminderDevices: Record<string, unknown>[]
    }
    expect(json.account.email).toBe(await emailOf(ann.id))
    // Her phone that gets reminders, without the browser's keys; not Bo's.
    expect(json.reminderDevices.map(({ turnedOnAt, ...device }) => ({ ...device, at: typeof turnedOnAt }))).toEqual([
      {
        device: 'Chrome on Android',
        pushServiceAddress: 'https://fcm.googleapis.com/fcm/send/ann-phone',
        lastReminderAt: null,
        at: 'string',
      },
    ])
    // The export names them by their full name (decision 061).
    expect(json.account.fullName).toBe('Ann')
    expect(json.families).toHaveLength(1)
    expect(json.families[0]).toMatchObject({
      id: ann.familyId,
      yourRole: 'Admin',
      yourRelationship: 'wife',
      deceasedDateOfBirth: '1941-05-02',
      deceasedLastAddress: '4 Mill Lane',
    })
    expect(json.profile.postalAddress).toBe('12 Acacia Avenue\nLeeds')
    expect(json.families[0]!.tasks.length).toBeGreaterThan(0)
    expect(json.families[0]!.organisations).toEqual([
      expect.objectContaining({
        name: 'Santander',
        phone: '0800 587 5870',
        postalAddress: 'Santander Bereavement\nSunderland SR43 4FJ',
      }),
    ])
    expect(await zip.file('README.txt')!.async('string')).toContain('phone numbers and addresses')
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
    const again = actionResult<{ ok: boolean }>(await post(di.cookie, { intent: 'export' })).data
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
    // Every earlier e-mail is gone with the account; without SMTP the last one is not kept either (it would
    // keep the address in the outbox for a message nobody receives).
    const mails = await context.db.select().from(outboxMessages).where(eq(outboxMessages.to, fayEmail))
    expect(mails).toEqual([])
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

/**
 * Where any of the needles (case ignored) occurs in the database: every column of every table in the public
 * schema, read from the catalogue so that a table added later is searched too. Answers `table.column` names.
 */
async function findEverywhere(needles: string[]): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string; data_type: string }>(
    context.db,
    sql`select c.table_name, c.column_name, c.data_type from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.column_name`,
  )
  expect(columns.some((column) => column.table_name === 'outbox_messages')).toBe(true)
  const found: string[] = []
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    const value =
      type === 'bytea' ? sql`encode(${sql.identifier(column)}, 'escape')` : sql`${sql.identifier(column)}::text`
    const counts = needles.map(
      (needle, index) =>
        sql`count(*) filter (where position(${needle.toLowerCase()} in lower(${value})) > 0)::int as ${sql.identifier(`n${index}`)}`,
    )
    const [row] = await queryRows<Record<string, number>>(
      context.db,
      sql`select ${sql.join(counts, sql`, `)} from ${sql.identifier(table)}`,
    )
    needles.forEach((needle, index) => {
      if ((row?.[`n${index}`] ?? 0) > 0) found.push(`${table}.${column} has ${needle}`)
    })
  }
  return found
}

async function outboxLink(to: string, path: string): Promise<string> {
  const mails = await context.db.select().from(outboxMessages).where(eq(outboxMessages.to, to))
  const match = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(mails.map((mail) => mail.text).join('\n'))
  if (!match?.[1]) throw new Error(`no ${path} link was sent to ${to}`)
  return match[1]
}

describe('what erasure leaves behind', () => {
  it('no column of any table holds the person’s address or a name they went by; the family’s record stays', async () => {
    const gus = await context.premiumFamily('Gus')
    // Distinctive names, so that any trace is theirs: her full name, the username of an account made before
    // sign-up asked for a full name (decision 061), and the full name Gus invited her by.
    const zeph = await context.personWithFamily('Zephyrine')
    const email = await emailOf(zeph.id)
    await context.db.update(profiles).set({ username: 'zephquillfeather88' }).where(eq(profiles.userId, zeph.id))
    // Her account's id too: nothing should point at an account that no longer exists.
    // Her postal address and the words she gave for her relationship, from the details for letters (decision 063).
    const needles = [email, 'Zephyrine', 'Quillfeather', zeph.id, 'Zanzibar Mews', 'goddaughter']
    const services = { db: context.db, mailer: context.mailer, publicUrl: TEST_ORIGIN, logger: silent }

    await inviteMember(services, gus.access, { fullName: 'Zephyrine Quillfeather', email, role: 'Member' })
    const token = await outboxLink(email, '/invite')
    expect(await acceptInvitation(context.db, { id: zeph.id, email }, token)).toMatchObject({ ok: true })
    const asMember = { familyId: gus.familyId, userId: zeph.id, role: 'Member' as const }
    await saveLetterDetails(context.db, asMember, {
      postalAddress: '7 Zanzibar Mews\nPortree',
      relationship: 'other',
      relationshipOther: 'goddaughter',
    })
    const [first, second] = await listTasks(context.db, gus.access)
    const toHer = await assignTask(context.db, gus.access, first!.id, zeph.id)
    await notifyAssignee(services, { id: gus.id, fullName: 'Gus' }, toHer)
    const byHer = await assignTask(context.db, asMember, second!.id, gus.id)
    await notifyAssignee(services, { id: zeph.id, fullName: 'Zephyrine' }, byHer)
    await changeMemberRole(context.db, gus.access, { memberId: zeph.id, role: 'Viewer', expectedRole: 'Member' })

    // She wrote to support signed in and signed out; as a support admin she answered someone else.
    const support = { ...services, supportEmail: 'support@afterword.test' }
    const question = { category: 'General Support' as const, message: 'A question from Zephyrine Quillfeather' }
    await submitSupportRequest(support, { name: 'Zephyrine', email, ...question }, { userId: zeph.id, clientIp: '1' })
    await submitSupportRequest(
      support,
      { name: 'Z. Quillfeather', email, ...question },
      { userId: null, clientIp: '2' },
    )
    const ida = await submitSupportRequest(
      support,
      { name: 'Ida', email: 'ida@example.com', category: 'Technical Help', message: 'The PDF will not open' },
      { userId: null, clientIp: '3' },
    )
    if (!ida.ok) throw new Error('not stored')
    await markSupportRequestAnswered(context.db, ida.id, email)

    // E-mails still queued for an SMTP server: to her, about her, and one about nobody, which must stay.
    const queued = createQueuedMailer({ db: context.db, logger: silent, from: 'a@b.c', smtpUrl: 'smtp://127.0.0.1:9' })
    await queued.send(composeEmail(email, 'Waiting for you', ['Hello Zephyrine, this is for you.']))
    await queued.send(composeEmail('ida@example.com', 'About a member', ['Zephyrine Quillfeather joined.']))
    await queued.send(composeEmail('ida@example.com', 'About nobody', ['The plan was updated.']))
    // A password reset asked for, a wrong password tried (a sign-in counter), and her data gathered.
    await requestPasswordReset(context.auth, browserHeaders('203.0.113.90'), email)
    await signIn(context.auth, browserHeaders('203.0.113.91'), { email, password: 'not-my-password' })
    await post(zeph.cookie, { intent: 'export' })
    // A phone that gets her reminders, and a reminder still waiting to be pushed to it (decision 078).
    await addReminderPhone(zeph.id, 'https://fcm.googleapis.com/fcm/send/zeph-phone')
    const pushMessage = { title: 'A reminder', body: 'Due tomorrow: a task', url: '/dashboard/tasks', tag: 't' }
    expect(await enqueueReminderPushes(context.db, zeph.id, pushMessage, new Date())).toBe(1)
    // The search finds what it should before erasure, or its empty answer after would prove nothing.
    const before = await findEverywhere(needles)
    for (const place of [
      'support_requests.name',
      'family_invitations.full_name',
      'profiles.postal_address',
      'family_members.relationship_other',
      'outbox_messages.text',
      'jobs.payload',
      'push_subscriptions.user_id',
    ]) {
      expect(before.some((hit) => hit.startsWith(place))).toBe(true)
    }

    const done = await post(zeph.cookie, {
      intent: 'delete-account',
      password: PASSWORD,
      confirmation: 'delete my account',
    })
    expect(done.status).toBe(302)
    expect(await findEverywhere(needles)).toEqual([])

    // Gus's family keeps its history, saying who only as 'A former member'.
    const history = await context.db.select().from(activities).where(eq(activities.familyId, gus.familyId))
    const entry = (type: string) => history.filter((row) => row.type === type)
    expect(entry('member_invited').map((row) => row.target)).toEqual([FORMER_MEMBER])
    expect(entry('member_joined').map((row) => row.target)).toEqual([FORMER_MEMBER])
    expect(entry('member_role_changed').map((row) => [row.target, row.detail])).toEqual([[FORMER_MEMBER, 'Viewer']])
    expect(entry('task_assigned').map((row) => [row.target, row.detail, row.userId])).toEqual(
      expect.arrayContaining([
        [first!.title, FORMER_MEMBER.toLowerCase(), gus.id],
        [second!.title, 'Gus', null],
      ]),
    )
    // Other people's mail and requests stay: the e-mail about nobody, and Ida's request, answered.
    const left = await context.db.select().from(jobs).where(eq(jobs.kind, 'send-email'))
    expect(left.map((job) => (job.payload.message as { subject: string }).subject)).toEqual(['About nobody'])
    const [idaRequest] = await context.db.select().from(supportRequests).where(eq(supportRequests.id, ida.id))
    expect(idaRequest).toMatchObject({ status: 'answered', answeredBy: FORMER_SUPPORT_ADMIN })
  })

  it('with SMTP, the last e-mail names nobody and its row goes once it is delivered', async () => {
    const kim = await context.personWithFamily('Kimberley')
    const email = await emailOf(kim.id)
    const mailer = createQueuedMailer({ db: context.db, logger: silent, from: 'a@afterword.test', smtpUrl: smtp.url })
    const services = { db: context.db, store: context.documents.store, mailer, logger: silent }
    await eraseAccount(services, kim.id, {})
    while (await runNextJob({ db: context.db, logger: silent, handlers: mailer.handlers })) {
      // Until the queue is empty.
    }
    const farewell = decodedMail(smtp.received.find((mail) => mail.to.includes(email))?.raw ?? '')
    expect(farewell).toContain('Subject: Your Afterword account has been deleted')
    // The address is lower case; the name as typed is not in the message.
    expect(farewell).not.toContain('Kimberley')
    expect(await findEverywhere([email, 'Kimberley', kim.id])).toEqual([])
  })
})
