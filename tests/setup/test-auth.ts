import webpush from 'web-push'
import type { AuthSettings } from '~/lib/auth-settings.server'
import pino from 'pino'
import { createAuth, CLIENT_IP_HEADER, type AuthRateLimits } from '~/lib/auth.server'
import type { Database } from '~/lib/db.server'
import { createMailer, type Mailer } from '~/lib/mail.server'

export const TEST_ORIGIN = 'http://127.0.0.1:3999'

/** The auth secret of the tests' Better Auth, which also signs links such as a reminder's unsubscribe link. */
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-1234'

/** The server's VAPID keys in tests (push reminders, decision 078): a fresh pair per test process. */
export const TEST_VAPID_KEYS = { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@afterword.test' }

/** Better Auth on a test database, e-mails into its outbox, as server/main.ts wires it. */
export function createTestAuth(
  db: Database,
  options: { requireEmailVerification?: boolean; rateLimits?: AuthRateLimits; mailer?: Mailer } = {},
) {
  // A sign-in's delay is recorded, not waited: tests say which delays were asked for, never how long they took.
  const pauses: number[] = []
  const logger = pino({ level: 'silent' })
  const mailer = options.mailer ?? createMailer({ db, logger, from: 'Afterword <test@localhost>' })
  const auth = createAuth({
    db,
    mailer,
    logger,
    secret: TEST_AUTH_SECRET,
    publicUrl: TEST_ORIGIN,
    trustedOrigins: [TEST_ORIGIN],
    requireEmailVerification: options.requireEmailVerification ?? false,
    rateLimits: options.rateLimits,
    pause: (seconds) => {
      pauses.push(seconds)
      return Promise.resolve()
    },
  })
  return { auth, mailer, pauses }
}

/** Request headers as a browser on this site would send them, from the given client address. */
export function browserHeaders(ip = '203.0.113.7', cookie?: string): Headers {
  const headers = new Headers({ origin: TEST_ORIGIN, [CLIENT_IP_HEADER]: ip })
  if (cookie) headers.set('cookie', cookie)
  return headers
}

/** The `name=value` pairs of every Set-Cookie header, ready to send back as a Cookie header. */
export function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** The settings loaders and actions get in tests: the test origin, no verification required, the outbox. */
export function testSettings(overrides: Partial<AuthSettings> = {}): AuthSettings {
  return {
    publicUrl: TEST_ORIGIN,
    proxyTrusted: false,
    trustedOrigins: [TEST_ORIGIN],
    requireEmailVerification: false,
    outboxPageEnabled: true,
    mailFrom: 'test@localhost',
    supportEmail: 'support@afterword.test',
    supportAdmins: [],
    ...overrides,
  }
}
