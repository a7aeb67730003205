import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach } from 'vitest'

/** A message the loopback server accepted: its recipients and its raw source. */
export interface ReceivedMail {
  to: string[]
  raw: string
}

export interface LoopbackSmtp {
  /** smtp://127.0.0.1:port, once the file's tests have started. */
  readonly url: string
  /** What arrived since the current test began. */
  readonly received: ReceivedMail[]
  /** While true, the server refuses every message with a temporary error, like a mail server that is down. */
  refuse: boolean
}

/**
 * A real SMTP server on loopback for the file's tests (not a mock: nodemailer speaks the protocol to it). Call
 * once at the top of a test file; it starts before the tests and stops after, and forgets mail between tests.
 */
export function setUpLoopbackSmtp(): LoopbackSmtp {
  const state = { url: '', received: [] as ReceivedMail[], refuse: false }
  let server: SMTPServer
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          if (state.refuse) {
            callback(new Error('451 mailbox temporarily unavailable'))
            return
          }
          state.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(() => {
    state.received.length = 0
    state.refuse = false
  })
  return state
}

/** Quoted-printable bodies wrap long lines; this reads them back as one text. */
export const decodedMail = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
