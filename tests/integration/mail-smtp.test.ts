import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { passwordResetEmail, verificationEmail } from '~/lib/auth-emails'
import type { DatabaseHandle } from '~/lib/db.server'
import { createMailer, listOutbox } from '~/lib/mail.server'
import { createTestDatabase } from '../setup/test-database'

let handle: DatabaseHandle
let server: SMTPServer
const received: Array<{ from: string; to: string[]; raw: string }> = []

beforeAll(async () => {
  handle = await createTestDatabase()
  // A real SMTP server on loopback, not a mock: nodemailer speaks the protocol to it.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await handle.close()
})

it('with SMTP_URL, sends a plain-text and an HTML part over SMTP and keeps nothing in the outbox', async () => {
  const { port } = server.server.address() as AddressInfo
  const mailer = createMailer({
    db: handle.db,
    logger: pino({ level: 'silent' }),
    from: 'Afterword <help@example.org>',
    smtpUrl: `smtp://127.0.0.1:${port}`,
  })
  expect(mailer.mode).toBe('smtp')
  await mailer.send(
    verificationEmail({ to: 'ivy@example.com', name: 'Ivy', url: 'https://afterword.example/verify?token=t' }),
  )
  expect(received).toHaveLength(1)
  expect(received[0]?.from).toBe('help@example.org')
  expect(received[0]?.to).toEqual(['ivy@example.com'])
  expect(received[0]?.raw).toContain('Content-Type: text/plain')
  expect(received[0]?.raw).toContain('Content-Type: text/html')
  expect(received[0]?.raw).toContain('Subject: Please confirm your e-mail address')
  expect(await listOutbox(handle.db)).toHaveLength(0)
})

it('without SMTP_URL, keeps the message in the outbox', async () => {
  const mailer = createMailer({ db: handle.db, logger: pino({ level: 'silent' }), from: 'Afterword <a@b.c>' })
  expect(mailer.mode).toBe('outbox')
  await mailer.send(verificationEmail({ to: 'jo@example.com', name: 'Jo', url: 'http://localhost/x' }))
  const [message] = await listOutbox(handle.db)
  expect(message).toMatchObject({ to: 'jo@example.com', subject: 'Please confirm your e-mail address' })
  expect(message?.text).toContain('http://localhost/x')
  expect(message?.html).toContain('href="http://localhost/x"')
})

/** Every line a pino logger at info level writes, parsed. */
function capturedLog() {
  const lines: string[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) })
  return { logger, text: () => lines.join('') }
}

it('logs that an e-mail was kept or sent by kind and a hash of the recipient, never its address, subject or link', async () => {
  // docs/security.md, 'Third round', item 3: with SMTP unset, the log held every message's text, so a reset link copied
  // from it changed a password; support messages and people's addresses landed there too.
  const link = 'https://afterword.example/reset-password/secret-token-4f9a'
  const message = passwordResetEmail({ to: 'Rosa.Quill@example.com', name: 'Rosa Quill', url: link })
  const { port } = server.server.address() as AddressInfo
  for (const smtpUrl of [undefined, `smtp://127.0.0.1:${port}`]) {
    const log = capturedLog()
    const mailer = createMailer({ db: handle.db, logger: log.logger, from: 'help@example.org', smtpUrl })
    await mailer.send(message)
    const written = log.text()
    expect(written).toContain('"kind":"password-reset"')
    expect(written).toMatch(/"recipient":"[0-9a-f]{16}"/)
    for (const secret of ['secret-token-4f9a', 'reset-password', 'rosa.quill', 'Rosa', message.subject]) {
      expect(written.toLowerCase()).not.toContain(secret.toLowerCase())
    }
  }
  // The outbox still holds the whole message, for the outbox page.
  const [kept] = await listOutbox(handle.db, 1)
  expect(kept?.text).toContain(link)
})
