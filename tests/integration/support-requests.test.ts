import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { supportRequests, users } from '~db/schema'
import { createMailer, listOutbox } from '~/lib/mail.server'
import {
  deliverPendingSupportMail,
  listSupportRequests,
  MAX_MAIL_ATTEMPTS,
  replyToSupportRequest,
  submitSupportRequest,
  type SupportServices,
} from '~/features/support/support-requests.server'
import { action as supportAction, loader as supportLoader } from '~/routes/support'
import { action as inboxAction, loader as inboxLoader } from '~/routes/support.inbox'
import { CLIENT_IP_HEADER } from '~/lib/auth.server'
import { actionResult, statusOf } from '../setup/action-result'
import { decodedMail, setUpLoopbackSmtp } from '../setup/loopback-smtp'
import { setUpTestContext } from '../setup/test-context'

const context = setUpTestContext()

const smtp = setUpLoopbackSmtp()
const received = smtp.received

function smtpServices(): SupportServices {
  const logger = pino({ level: 'silent' })
  return {
    db: context.db,
    mailer: createMailer({ db: context.db, logger, from: 'Afterword <help@afterword.test>', smtpUrl: smtp.url }),
    logger,
    supportEmail: 'support@afterword.test',
    publicUrl: 'https://afterword.test',
  }
}

let ipCounter = 0
const freshIp = () => `198.51.100.${(ipCounter += 1)}`

const decoded = decodedMail

describe('a question sent from the contact form', () => {
  it('is stored and the support inbox gets it over SMTP; the address a signed-out sender typed gets nothing', async () => {
    const services = smtpServices()
    const result = await submitSupportRequest(
      services,
      { name: 'Rosa', email: 'rosa@example.com', category: 'Legal Guidance', message: 'Who can register the death?' },
      { userId: null, clientIp: freshIp() },
    )
    expect(result).toMatchObject({ ok: true, confirmationTo: null })
    const [stored] = await context.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.email, 'rosa@example.com'))
    expect(stored).toMatchObject({ name: 'Rosa', category: 'Legal Guidance', status: 'open', mailAttempts: 0 })
    expect(stored?.teamNotifiedAt).toBeInstanceOf(Date)
    expect(stored?.confirmationSentAt).toBeNull()

    const team = received.find((mail) => mail.to.includes('support@afterword.test'))
    expect(decoded(team?.raw ?? '')).toContain('Who can register the death?')
    expect(decoded(team?.raw ?? '')).toContain('https://afterword.test/support/inbox')
    // Anyone could have typed that address: mailing it would make the form a relay for other people's words.
    expect(received.map((mail) => mail.to)).toEqual([['support@afterword.test']])
    // Nor is a confirmation owed later: the retry passes it by.
    await context.db
      .update(supportRequests)
      .set({ nextMailAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(supportRequests.email, 'rosa@example.com'))
    expect(await deliverPendingSupportMail(services, { only: stored?.id })).toBe(0)
    expect(received).toHaveLength(1)
    const open = await listSupportRequests(context.db, 'open')
    expect(open.find((entry) => entry.id === stored?.id)?.confirmation).toBe('none')
  })

  it('confirms to a signed-in sender’s own confirmed address only, echoing nothing they typed', async () => {
    const person = await context.person('Uma')
    await context.db.update(users).set({ emailVerified: true }).where(eq(users.id, person.id))
    const [account] = await context.db.select().from(users).where(eq(users.id, person.id))
    const typed = {
      name: 'Uma Typedname',
      email: 'someone-else@example.com',
      category: 'Technical Help' as const,
      message: 'Cheap watches at spam.example',
    }
    const result = await submitSupportRequest(smtpServices(), typed, { userId: person.id, clientIp: freshIp() })
    expect(result).toMatchObject({ ok: true, confirmationTo: account?.email })

    expect(received.map((mail) => mail.to[0]).sort()).toEqual([account?.email, 'support@afterword.test'].sort())
    const confirmation = decoded(received.find((mail) => mail.to.includes(account?.email ?? ''))?.raw ?? '')
    expect(confirmation).toContain('Subject: We received your message')
    expect(confirmation).toContain('Our support team will respond within 24 hours')
    expect(confirmation).toContain('Technical Help')
    for (const echo of [typed.name, typed.email, 'spam.example', 'Cheap watches']) {
      expect(confirmation).not.toContain(echo)
    }
  })

  it('sends no confirmation to a signed-in sender whose account address is not confirmed', async () => {
    const person = await context.person('Vic')
    const result = await submitSupportRequest(
      smtpServices(),
      { name: 'Vic', email: 'vic@example.com', category: 'General Support', message: 'Hello' },
      { userId: person.id, clientIp: freshIp() },
    )
    expect(result).toMatchObject({ ok: true, confirmationTo: null })
    expect(received.map((mail) => mail.to)).toEqual([['support@afterword.test']])
  })

  it('keeps HTML and script as text: escaped in the e-mails, unchanged in the database', async () => {
    const message = '<script>alert("x")</script> <b>bold</b> & more'
    await submitSupportRequest(
      smtpServices(),
      { name: '<img src=x onerror=alert(1)>', email: 'html@example.com', category: 'Technical Help', message },
      { userId: null, clientIp: freshIp() },
    )
    const [stored] = await context.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.email, 'html@example.com'))
    expect(stored?.message).toBe(message)
    const raw = decoded(received.find((mail) => mail.to.includes('support@afterword.test'))?.raw ?? '')
    const html = raw.slice(raw.indexOf('<!doctype html>'))
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&#60;script&#62;')
  })

  it('is still stored when the mail server is down, and the team’s e-mail is sent on a later try', async () => {
    smtp.refuse = true
    const services = smtpServices()
    const result = await submitSupportRequest(
      services,
      { name: 'Sam', email: 'sam@example.com', category: 'General Support', message: 'Hello' },
      { userId: null, clientIp: freshIp() },
    )
    expect(result.ok).toBe(true)
    const select = () => context.db.select().from(supportRequests).where(eq(supportRequests.email, 'sam@example.com'))
    let [stored] = await select()
    expect(stored).toMatchObject({ mailAttempts: 1, teamNotifiedAt: null, confirmationSentAt: null })
    expect(stored?.nextMailAttemptAt.getTime()).toBeGreaterThan(Date.now())

    // Not due yet: nothing is tried.
    smtp.refuse = false
    expect(await deliverPendingSupportMail(services, { only: stored?.id })).toBe(0)
    expect(received).toHaveLength(0)

    // Due (as a minute later): both e-mails go, and the request is done.
    await context.db
      .update(supportRequests)
      .set({ nextMailAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(supportRequests.email, 'sam@example.com'))
    expect(await deliverPendingSupportMail(services, { only: stored?.id })).toBe(1)
    ;[stored] = await select()
    expect(stored?.teamNotifiedAt).toBeInstanceOf(Date)
    expect(received.map((mail) => mail.to[0])).toEqual(['support@afterword.test'])
    expect(await deliverPendingSupportMail(services, { only: stored?.id })).toBe(0)
  })

  it('gives up after the last attempt, leaving the request in the inbox', async () => {
    smtp.refuse = true
    const services = smtpServices()
    const result = await submitSupportRequest(
      services,
      { name: 'Lee', email: 'lee@example.com', category: 'General Support', message: 'Hi' },
      { userId: null, clientIp: freshIp() },
    )
    if (!result.ok) throw new Error('not stored')
    await context.db
      .update(supportRequests)
      .set({ mailAttempts: MAX_MAIL_ATTEMPTS - 1, nextMailAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(supportRequests.id, result.id))
    expect(await deliverPendingSupportMail(services, { only: result.id })).toBe(1)
    await context.db
      .update(supportRequests)
      .set({ nextMailAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(supportRequests.id, result.id))
    expect(await deliverPendingSupportMail(services, { only: result.id })).toBe(0)
    const open = await listSupportRequests(context.db, 'open')
    expect(open.find((entry) => entry.id === result.id)?.confirmation).toBe('none')
    const [stored] = await context.db.select().from(supportRequests).where(eq(supportRequests.id, result.id))
    expect(stored?.teamNotifiedAt).toBeNull()
  })

  it('refuses a flood from one address with a message that says when to try again', async () => {
    const services = smtpServices()
    const ip = freshIp()
    const results = []
    for (let n = 0; n < 6; n += 1) {
      results.push(
        await submitSupportRequest(
          services,
          { name: 'Flood', email: `flood${n}@example.com`, category: 'General Support', message: `Message ${n}` },
          { userId: null, clientIp: ip },
        ),
      )
    }
    expect(results.slice(0, 5).every((result) => result.ok)).toBe(true)
    expect(results[5]).toMatchObject({ ok: false, status: 429 })
    expect(results[5]?.ok === false && results[5].message).toMatch(/try again in \d+ minutes/)
  })
})

describe('the /support action', () => {
  const post = (fields: Record<string, string>, ip = freshIp()) =>
    supportAction(
      context.routeArgs('/support', {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { [CLIENT_IP_HEADER]: ip },
      }),
    )
  const dataOf = (result: unknown) => actionResult(result).data

  it('says "Please fill in all required fields" and keeps what was typed when one is missing', async () => {
    const result = await post({ name: 'Ana', email: '', category: 'General Support', message: 'Kept text' })
    expect(statusOf(result)).toBe(400)
    expect(dataOf(result)).toMatchObject({
      sent: false,
      formError: 'Please fill in all required fields',
      fieldErrors: { email: 'Please enter your e-mail address' },
      values: { name: 'Ana', message: 'Kept text' },
    })
  })

  it.each([
    [{ message: 'x'.repeat(5001) }, 'message', 'A message can have at most 5,000 characters; yours is longer'],
    [{ email: 'not-an-address' }, 'email', 'Please enter a full e-mail address, like name@example.com'],
    [{ category: 'Billing' }, 'category', 'Please choose one of the listed topics'],
  ])('refuses %j with a message for the field, storing nothing', async (change, field, message) => {
    const before = await context.db.select({ n: sql<number>`count(*)::int` }).from(supportRequests)
    const result = await post({
      name: 'Ana',
      email: 'ana@example.com',
      category: 'General Support',
      message: 'Hi',
      ...change,
    })
    expect(statusOf(result)).toBe(400)
    expect(dataOf(result)).toMatchObject({
      formError: 'Please check the highlighted fields.',
      fieldErrors: { [field]: message },
    })
    const after = await context.db.select({ n: sql<number>`count(*)::int` }).from(supportRequests)
    expect(after[0]?.n).toBe(before[0]?.n)
  })

  it('thanks a bot that fills the hidden field, and stores nothing', async () => {
    const result = await post({ name: 'Bot', email: 'bot@example.com', message: 'Buy now', website: 'http://spam' })
    expect(dataOf(result)).toMatchObject({ sent: true })
    const rows = await context.db.select().from(supportRequests).where(eq(supportRequests.email, 'bot@example.com'))
    expect(rows).toHaveLength(0)
  })

  it('stores a signed-in person’s question with their account, and confirms to their own confirmed address', async () => {
    const person = await context.personWithFamily('Noor')
    await context.db.update(users).set({ emailVerified: true }).where(eq(users.id, person.id))
    const [account] = await context.db.select().from(users).where(eq(users.id, person.id))
    const result = await supportAction(
      context.routeArgs('/support', {
        method: 'POST',
        body: new URLSearchParams({
          name: 'Noor Typedname',
          email: 'noor@example.com',
          category: 'Emergency Support',
          message: 'Help me find the forms',
        }),
        headers: { [CLIENT_IP_HEADER]: freshIp(), cookie: person.cookie },
      }),
    )
    expect(dataOf(result)).toEqual({
      sent: true,
      emergency: true,
      replyTo: 'noor@example.com',
      confirmationTo: account?.email,
    })
    const [stored] = await context.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.email, 'noor@example.com'))
    expect(stored?.userId).toBe(person.id)
    const outbox = await listOutbox(context.db)
    expect(outbox.some((mail) => mail.to === 'noor@example.com')).toBe(false)
    const confirmation = outbox.find((mail) => mail.to === account?.email)
    expect(confirmation?.subject).toBe('We received your message')
    // Emergency Support: the crisis lines for the person's country (England, so the UK) come before our reply.
    expect(confirmation?.text).toMatch(/999/)
    expect(confirmation?.text).not.toContain('Typedname')
    expect(confirmation?.text).not.toContain('Help me find the forms')
    expect(outbox.some((mail) => mail.to === 'support@afterword.test')).toBe(true)
  })

  it('tells a signed-out sender where the reply will go, and sends their address nothing', async () => {
    const result = await post({
      name: 'Wren',
      email: 'wren@example.com',
      category: 'General Support',
      message: 'Where is the will kept?',
    })
    expect(dataOf(result)).toEqual({
      sent: true,
      emergency: false,
      replyTo: 'wren@example.com',
      confirmationTo: null,
    })
    const outbox = await listOutbox(context.db)
    expect(outbox.some((mail) => mail.to === 'wren@example.com')).toBe(false)
  })

  it('prefills the form for a signed-in person and preselects a category from ?category=', async () => {
    const person = await context.personWithFamily('Ola')
    const loaded = await supportLoader(
      context.routeArgs('/support?category=Legal%20Guidance', { headers: { cookie: person.cookie } }),
    )
    expect(loaded.prefill.name).toBe('Ola')
    expect(loaded.prefill.email).toMatch(/@example\.com$/)
    expect(loaded.query.formCategory).toBe('Legal Guidance')
    expect(loaded.crisis.current).toBe('UK')
  })
})

describe('the support inbox', () => {
  async function verifiedAdmin() {
    const person = await context.person('Helper')
    const [user] = await context.db.select().from(users).where(eq(users.id, person.id))
    await context.db.update(users).set({ emailVerified: true }).where(eq(users.id, person.id))
    context.supportAdmins = [user?.email ?? '']
    return person
  }

  it('is not found for a signed-in person who is not a support admin', async () => {
    const person = await context.person('Curious')
    context.supportAdmins = ['someone-else@example.com']
    await expect(
      inboxLoader(context.routeArgs('/support/inbox', { headers: { cookie: person.cookie } })),
    ).rejects.toMatchObject({
      init: { status: 404 },
    })
  })

  it('sends a visitor to sign in', async () => {
    const response = await inboxLoader(context.routeArgs('/support/inbox')).catch((thrown: unknown) => thrown)
    expect(response).toBeInstanceOf(Response)
    expect((response as Response).headers.get('Location')).toMatch(/^\/auth\?/)
  })

  it('lists open requests, replies by e-mail and marks them answered; a second answer is refused', async () => {
    const admin = await verifiedAdmin()
    const submitted = await submitSupportRequest(
      smtpServices(),
      { name: 'Pat', email: 'pat@example.com', category: 'Technical Help', message: 'The PDF will not open' },
      { userId: null, clientIp: freshIp() },
    )
    if (!submitted.ok) throw new Error('not stored')
    const loaded = await inboxLoader(context.routeArgs('/support/inbox', { headers: { cookie: admin.cookie } }))
    expect(loaded.requests.some((entry) => entry.id === submitted.id)).toBe(true)

    const reply = await inboxAction(
      context.routeArgs('/support/inbox', {
        method: 'POST',
        headers: { cookie: admin.cookie },
        body: new URLSearchParams({ id: submitted.id, intent: 'reply', reply: 'Please try another browser.' }),
      }),
    )
    expect(reply).toMatchObject({ done: 'Your reply was sent and the request is marked as answered.' })
    const outbox = await listOutbox(context.db)
    expect(outbox.find((mail) => mail.to === 'pat@example.com' && mail.subject.startsWith('Re:'))?.text).toContain(
      'Please try another browser.',
    )
    const [stored] = await context.db.select().from(supportRequests).where(eq(supportRequests.id, submitted.id))
    expect(stored).toMatchObject({ status: 'answered', reply: 'Please try another browser.' })
    // The inbox names who answered by their full name, not their address.
    const answered = await listSupportRequests(context.db, 'answered')
    expect(answered.find((entry) => entry.id === submitted.id)?.answeredBy).toBe('Helper')

    const again = await inboxAction(
      context.routeArgs('/support/inbox', {
        method: 'POST',
        headers: { cookie: admin.cookie },
        body: new URLSearchParams({ id: submitted.id, intent: 'answered' }),
      }),
    )
    expect(again).toMatchObject({ init: { status: 409 } })
  })

  it('changes nothing when the reply cannot be sent', async () => {
    smtp.refuse = true
    const services = smtpServices()
    const submitted = await submitSupportRequest(
      services,
      { name: 'Kim', email: 'kim@example.com', category: 'General Support', message: 'Hello' },
      { userId: null, clientIp: freshIp() },
    )
    if (!submitted.ok) throw new Error('not stored')
    const result = await replyToSupportRequest(services, submitted.id, 'helper@example.com', 'Hello Kim')
    expect(result).toMatchObject({ ok: false, status: 502 })
    const [stored] = await context.db.select().from(supportRequests).where(eq(supportRequests.id, submitted.id))
    expect(stored).toMatchObject({ status: 'open', reply: null })
  })

  it('refuses a malformed or unknown request id', async () => {
    const admin = await verifiedAdmin()
    const post = (id: string) =>
      inboxAction(
        context.routeArgs('/support/inbox', {
          method: 'POST',
          headers: { cookie: admin.cookie },
          body: new URLSearchParams({ id, intent: 'answered' }),
        }),
      )
    expect(await post("1' or '1'='1")).toMatchObject({ init: { status: 404 } })
    expect(await post('00000000-0000-4000-8000-000000000000')).toMatchObject({ init: { status: 404 } })
  })
})
