import { authLibraryLogger } from './auth-library-log.server'
import { makeRecoveryCodes } from './recovery-codes'
import {
  betterAuth,
  getCurrentAdapter,
  type BetterAuthOptions,
  type BetterAuthPlugin,
  type GenericEndpointContext,
} from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api'
import { symmetricDecrypt } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { twoFactor } from 'better-auth/plugins/two-factor'
import type { Logger } from 'pino'
import { accounts, profiles, sessions, twoFactors, users, verifications } from '~db/schema'
import {
  existingAccountEmail,
  failedSignInsEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
} from './auth-emails'
import type { Database } from './db.server'
import { PASSWORD_MAX, PASSWORD_MIN, TRUST_DEVICE_DAYS } from './auth-limits'
import type { Mailer } from './mail.server'
import { hashPassword, verifyPassword } from './password.server'
import { passwordWeakness, type PasswordOwner } from './password-strength.server'
import { claimTotpStep, totpStepOfCode } from './totp-steps.server'
import { consumeRateLimit, peekRateLimit, tooManyAttemptsMessage, type RateLimitRule } from './rate-limit.server'

/**
 * The client's address as server/app.ts found it (Express `req.ip`, which honours TRUST_PROXY). The server
 * overwrites whatever a client sent in this header, so it can be trusted for rate limits.
 */
export const CLIENT_IP_HEADER = 'x-afterword-client-ip'

/** Cookies are named `afterword.session_token` (or `__Secure-afterword.session_token` over https). */
export const AUTH_COOKIE_PREFIX = 'afterword'
export const SESSION_COOKIE_MARKER = `${AUTH_COOKIE_PREFIX}.session_token=`

export const AUTH_BASE_PATH = '/api/auth'

/**
 * Of Better Auth's HTTP endpoints, only those that e-mailed links open are offered: confirming an address and
 * opening a password-reset link. Every form goes through the app's own routes, which check their fields with
 * the app's rules and call Better Auth on the server, so endpoints such as update-user or
 * send-verification-email cannot be used to get round those rules or limits.
 */
const OFFERED_AUTH_ENDPOINTS: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'GET', path: /^\/verify-email$/ },
  { method: 'GET', path: /^\/reset-password\/[^/]+$/ },
]

export function isOfferedAuthEndpoint(method: string, path: string): boolean {
  return OFFERED_AUTH_ENDPOINTS.some((endpoint) => endpoint.method === method && endpoint.path.test(path))
}

/** Session lifetime: 30 days, extended (sliding) at most once a day while the person keeps coming back. */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 30
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24

export interface AuthRateLimits {
  signIn: {
    /** Every attempt from one address: far above what a household or an office signs in. */
    perIp: RateLimitRule
    /** Wrong passwords from one address, whatever the account: one address guessing many accounts. */
    failuresPerIp: RateLimitRule
    /** The hard limit (docs/security.md, 'Third round', item 8): wrong passwords for one account from one address. */
    failuresPerAccountAndIp: RateLimitRule
    /** Wrong passwords for one account from anywhere, counted over `window` for the delay and the e-mail. */
    failuresPerAccount: RateLimitRule
    /** Seconds every attempt on an account waits once it has had `after` wrong passwords: doubling, to `max`. */
    accountDelay: { after: number; max: number }
    /** After `failuresPerAccount.max` wrong passwords the owner is e-mailed, at most once per `window`. */
    alert: RateLimitRule
  }
  signUp: { perIp: RateLimitRule; perEmail: RateLimitRule }
  reset: { perIp: RateLimitRule; perEmail: RateLimitRule }
  /** The second step of sign-in; Better Auth also ends a challenge after 5 wrong codes and locks after 10. */
  twoStep: { perIp: RateLimitRule }
}

/**
 * Sign-in (docs/decisions/040-passwords.md): a limit that any guesser could trip for an account would
 * lock its owner out, so the hard limit counts wrong passwords per account *and* address, and the right password
 * from an address that has not been failing is never refused. Guesses spread over many addresses are slowed
 * instead: after ten wrong passwords in an hour, every attempt on the account waits 1, 2, 4 ... up to 20 seconds
 * before the password is checked, and the owner is e-mailed.
 */
export const DEFAULT_RATE_LIMITS: AuthRateLimits = {
  signIn: {
    perIp: { window: 60, max: 30 },
    failuresPerIp: { window: 600, max: 10 },
    failuresPerAccountAndIp: { window: 900, max: 10 },
    failuresPerAccount: { window: 3600, max: 10 },
    accountDelay: { after: 10, max: 20 },
    alert: { window: 3600, max: 1 },
  },
  signUp: { perIp: { window: 600, max: 30 }, perEmail: { window: 600, max: 5 } },
  reset: { perIp: { window: 600, max: 20 }, perEmail: { window: 600, max: 5 } },
  twoStep: { perIp: { window: 60, max: 20 } },
}

/** How long an attempt on an account waits, given the wrong passwords it has had in the window. */
export function signInDelaySeconds(failures: number, delay: AuthRateLimits['signIn']['accountDelay']): number {
  if (failures < delay.after) return 0
  return Math.min(2 ** (failures - delay.after), delay.max)
}

/** The codes the second step of sign-in accepts: from the authenticator app, or a recovery code. */
const TWO_STEP_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code'])

export const RATE_LIMITED_CODE = 'RATE_LIMITED'

/**
 * Changing the password checks the current one, and changing the address sends an e-mail: five of each per
 * person in ten minutes, so a borrowed session cannot be used to guess the password or to send mail in bulk.
 */
export const ACCOUNT_CHANGE_LIMIT: RateLimitRule = { window: 600, max: 5 }

export interface AuthOptions {
  db: Database
  mailer: Mailer
  logger: Logger
  secret: string
  /** Where people reach the site; links in e-mails start here. */
  publicUrl: string
  /** Origins allowed to POST to the auth endpoints (Better Auth's CSRF check). */
  trustedOrigins: string[]
  requireEmailVerification: boolean
  rateLimits?: AuthRateLimits
  /** How a sign-in waits out the account's delay; tests pass one that records the seconds instead. */
  pause?: (seconds: number) => Promise<void>
}

const pauseFor = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000))

/** `profiles` as a Better Auth model, so that it can be written through the sign-up transaction. */
const profilesModel = {
  id: 'afterword-profiles',
  schema: {
    profile: {
      fields: {
        userId: { type: 'string', required: true, references: { model: 'user', field: 'id', onDelete: 'cascade' } },
        fullName: { type: 'string', required: false },
        hasPurchasedPremium: { type: 'boolean', required: true, defaultValue: false, input: false },
      },
    },
  },
} satisfies BetterAuthPlugin

/**
 * Runs inside the sign-up transaction, after the user row exists: if the profile cannot be written, the user and
 * the account are rolled back with it (hooks named `after` run after the commit).
 */
const profileOnSignUp = {
  account: {
    create: {
      before: async (account, ctx) => {
        if (account.providerId !== 'credential' || !ctx) return
        const adapter = await getCurrentAdapter(ctx.context.adapter)
        const user = await adapter.findOne<{ name: string }>({
          model: 'user',
          where: [{ field: 'id', value: account.userId }],
        })
        if (!user) throw new Error('sign-up: the new user is missing inside its own transaction')
        await adapter.create({
          model: 'profile',
          data: { userId: account.userId, fullName: user.name.trim() || null, hasPurchasedPremium: false },
        })
      },
    },
  },
} satisfies BetterAuthOptions['databaseHooks']

/** How sign-in attempts are limited, and the owner told of many failures; used by the hooks below. */
function signInGuards(options: AuthOptions, limits: AuthRateLimits) {
  const { db, mailer, logger, publicUrl } = options
  const pause = options.pause ?? pauseFor
  const rateLimited = (retryAfter: number) =>
    new APIError(
      'TOO_MANY_REQUESTS',
      {
        message: tooManyAttemptsMessage(retryAfter),
        code: RATE_LIMITED_CODE,
      },
      { 'Retry-After': String(retryAfter) },
    )

  /**
   * Before a password is checked: refused when this address has been failing (across accounts, or for this
   * account); otherwise it waits out the account's delay, however many addresses the guesses came from.
   */
  async function limitSignIn(ip: string, email: string): Promise<void> {
    const failures = await peekRateLimit(db, `sign-in-failed:ip:${ip}`, limits.signIn.failuresPerIp)
    if (!failures.allowed) throw rateLimited(failures.retryAfter)
    const byIp = await consumeRateLimit(db, `/sign-in/email:ip:${ip}`, limits.signIn.perIp)
    if (!byIp.allowed) throw rateLimited(byIp.retryAfter)
    if (!email) return
    const here = await peekRateLimit(
      db,
      `sign-in-failed:account-ip:${email}:${ip}`,
      limits.signIn.failuresPerAccountAndIp,
    )
    if (!here.allowed) {
      logger.warn('sign-in limit reached for one account from one address')
      throw rateLimited(here.retryAfter)
    }
    const account = await peekRateLimit(db, `sign-in-failed:account:${email}`, limits.signIn.failuresPerAccount)
    const delay = signInDelaySeconds(account.count, limits.signIn.accountDelay)
    if (delay > 0) await pause(delay)
  }

  /** Tells the owner, by e-mail, that someone keeps trying their password: at most once per alert window. */
  async function alertOwner(ctx: GenericEndpointContext, email: string, attempts: number): Promise<void> {
    try {
      const found = await ctx.context.internalAdapter.findUserByEmail(email)
      if (!found) return
      const gate = await consumeRateLimit(db, `sign-in-alert:${email}`, limits.signIn.alert)
      if (!gate.allowed) return
      const { user } = found
      await mailer.send(
        failedSignInsEmail({
          to: user.email,
          name: user.name,
          attempts,
          minutes: Math.round(limits.signIn.failuresPerAccount.window / 60),
          settingsUrl: `${publicUrl}/dashboard/settings`,
        }),
      )
    } catch (error) {
      logger.error({ err: error }, 'failed-sign-ins e-mail not sent')
    }
  }

  return { rateLimited, limitSignIn, alertOwner }
}

/**
 * Before each auth request: the password's strength, our rate limits (counted in the database) and used two-step
 * codes; after a wrong password, the count of failures.
 */
function rateLimitHooks(options: AuthOptions, limits: AuthRateLimits) {
  const { db, logger } = options
  const { rateLimited, limitSignIn, alertOwner } = signInGuards(options, limits)
  return {
    before: createAuthMiddleware(async (ctx) => {
      await refuseWeakPassword(ctx)
      if (TWO_STEP_PATHS.has(ctx.path)) {
        const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown'
        const byIp = await consumeRateLimit(db, `two-step:ip:${ip}`, limits.twoStep.perIp)
        if (!byIp.allowed) throw rateLimited(byIp.retryAfter)
        if (ctx.path === '/two-factor/verify-totp') await refuseUsedTotpCode(ctx, db)
        return
      }
      const { ip, email } = attemptOf(ctx)
      if (ctx.path === '/sign-in/email') {
        await limitSignIn(ip, email)
        return
      }
      const rules =
        ctx.path === '/sign-up/email'
          ? limits.signUp
          : ctx.path === '/request-password-reset'
            ? limits.reset
            : undefined
      if (!rules) return
      const byIp = await consumeRateLimit(db, `${ctx.path}:ip:${ip}`, rules.perIp)
      if (!byIp.allowed) throw rateLimited(byIp.retryAfter)
      if (email) {
        const byEmail = await consumeRateLimit(db, `${ctx.path}:email:${email}`, rules.perEmail)
        if (!byEmail.allowed) {
          logger.warn({ path: ctx.path }, 'auth rate limit reached for one e-mail address')
          throw rateLimited(byEmail.retryAfter)
        }
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      // A wrong password counts against the address, the account from that address, and the account.
      if (ctx.path !== '/sign-in/email') return
      const returned = ctx.context.returned
      if (!isAPIError(returned) || returned.statusCode !== 401) return
      const { ip, email } = attemptOf(ctx)
      await consumeRateLimit(db, `sign-in-failed:ip:${ip}`, limits.signIn.failuresPerIp)
      if (!email) return
      await consumeRateLimit(db, `sign-in-failed:account-ip:${email}:${ip}`, limits.signIn.failuresPerAccountAndIp)
      const byAccount = await consumeRateLimit(db, `sign-in-failed:account:${email}`, limits.signIn.failuresPerAccount)
      if (byAccount.count >= limits.signIn.failuresPerAccount.max) await alertOwner(ctx, email, byAccount.count)
    }),
  }
}

/** Written to be typed by hand from paper (./recovery-codes.ts), and stored encrypted. */
const RECOVERY_CODE_OPTIONS = {
  amount: 10,
  customBackupCodesGenerate: () => makeRecoveryCodes(10),
  storeBackupCodes: 'encrypted',
} as const

export function createAuth(options: AuthOptions) {
  const { db, mailer, logger, publicUrl, requireEmailVerification } = options
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS
  const secureCookies = publicUrl.startsWith('https://')

  return betterAuth({
    appName: 'Afterword',
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    telemetry: { enabled: false },
    logger: authLibraryLogger(logger),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        profile: profiles,
        twoFactor: twoFactors,
      },
      // Sign-up writes the user, the profile and the credential account in one transaction.
      transaction: true,
    }),
    plugins: [
      profilesModel,
      // Optional per person (decision 049): an authenticator app's codes, with ten single-use recovery codes.
      twoFactor({
        issuer: 'Afterword',
        trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
        backupCodeOptions: RECOVERY_CODE_OPTIONS,
      }),
    ],
    // Reset tokens are stored as their hash: someone who reads the database (a backup, a leak) cannot use them.
    verification: { storeIdentifier: 'hashed' },
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    // A new address takes effect once its owner follows the link sent to it (emailVerification below).
    user: { changeEmail: { enabled: true } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      requireEmailVerification,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A new password signs out every device: if someone else had the old one, they are out too.
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetEmail({ to: user.email, name: user.name, url }))
      },
      // Told like a change in Settings (decision 049): someone who reset it through a stolen mailbox is seen.
      onPasswordReset: async ({ user }) => {
        await mailer
          .send(
            passwordChangedEmail({ to: user.email, name: user.name, settingsUrl: `${publicUrl}/dashboard/settings` }),
          )
          .catch((error: unknown) => logger.error({ err: error }, 'password-changed e-mail not sent'))
      },
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountEmail({ to: user.email, name: user.name, url: `${publicUrl}/auth` }))
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: requireEmailVerification,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail({ to: user.email, name: user.name, url }))
      },
    },
    databaseHooks: profileOnSignUp,
    hooks: rateLimitHooks(options, limits),
    // Our own limiter (rateLimitHooks) counts per address, per account and both, in the database; Better Auth's
    // per IP only.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: secureCookies,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>

/** Who is asking: the client's address (set by server/app.ts) and the e-mail address in the form, if any. */
function attemptOf(ctx: GenericEndpointContext): { ip: string; email: string } {
  const body = ctx.body as { email?: unknown } | undefined
  return {
    ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown',
    email: typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '',
  }
}

export const TOTP_CODE_USED_CODE = 'TOTP_CODE_ALREADY_USED'

/** Whose code this is: the person in the sign-in challenge (Better Auth's cookie), or the signed-in person. */
async function twoStepUserId(ctx: GenericEndpointContext): Promise<string | null> {
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, ctx.context.secret)
  if (challenge) {
    const verification = await ctx.context.internalAdapter.findVerificationValue(challenge)
    return verification?.value ?? null
  }
  const session = await getSessionFromCtx(ctx)
  return session?.user.id ?? null
}

/**
 * A right code from the app is accepted once
 * (docs/security.md, 'Third round', item 7): its 30-second step must be later than the last one
 * this person used, claimed before Better Auth checks the code. A wrong code is left to Better Auth, which
 * counts it towards ending the challenge and locking the account.
 */
async function refuseUsedTotpCode(ctx: GenericEndpointContext, db: Database): Promise<void> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code
  if (typeof code !== 'string') return
  const userId = await twoStepUserId(ctx)
  if (!userId) return
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .limit(1)
  if (!row) return
  // Secrets are made by Better Auth for us, never imported (its `base32:` form), so the stored text is the key.
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret })
  const step = totpStepOfCode(secret, code, new Date())
  if (step === null) return
  if (!(await claimTotpStep(db, userId, step))) {
    throw new APIError('UNAUTHORIZED', {
      message: 'This code has already been used. Please wait for the next code from the app.',
      code: TOTP_CODE_USED_CODE,
    })
  }
}

export const WEAK_PASSWORD_CODE = 'PASSWORD_TOO_WEAK'

/** The new password each endpoint that sets one receives. */
const NEW_PASSWORD_FIELD: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
}

/** Whose password it will be: from the sign-up form, the signed-in session, or the reset link's token. */
async function passwordOwner(ctx: GenericEndpointContext, body: Record<string, unknown>): Promise<PasswordOwner> {
  if (ctx.path === '/sign-up/email') {
    return {
      email: typeof body.email === 'string' ? body.email : null,
      name: typeof body.name === 'string' ? body.name : null,
    }
  }
  if (ctx.path === '/change-password') {
    const session = await getSessionFromCtx(ctx)
    return { email: session?.user.email, name: session?.user.name }
  }
  if (typeof body.token !== 'string') return {}
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${body.token}`)
  const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null
  return { email: user?.email, name: user?.name }
}

/**
 * Refuses a new password that would be easy to guess (docs/decisions/040-passwords.md), wherever one is set,
 * before anything is stored; the message says why, for the form to show.
 */
async function refuseWeakPassword(ctx: GenericEndpointContext): Promise<void> {
  const field = NEW_PASSWORD_FIELD[ctx.path]
  const body = ctx.body as Record<string, unknown> | undefined
  if (!field || typeof body !== 'object' || body === null) return
  const password = body[field]
  if (typeof password !== 'string') return
  const weakness = passwordWeakness(password, await passwordOwner(ctx, body))
  if (weakness) throw new APIError('BAD_REQUEST', { message: weakness, code: WEAK_PASSWORD_CODE })
}
