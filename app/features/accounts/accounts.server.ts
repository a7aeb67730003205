import { eq } from 'drizzle-orm'
import { isAPIError } from 'better-auth/api'
import { families, profiles } from '~db/schema'
import { WEAK_PASSWORD_CODE, RATE_LIMITED_CODE, TOTP_CODE_USED_CODE, type Auth } from '~/lib/auth.server'
import type { Database } from '~/lib/db.server'
import type { SignedInUser } from '~/lib/signed-in-user'
import { COUNTRY_CODES } from '~/content/schema'
import { MESSAGES } from './messages'

export { MESSAGES }

export type AuthResult =
  /** `twoStep`: the password was right and the person must now give a code (auth.two-step). */
  | { ok: true; headers: Headers; signedIn: boolean; twoStep?: boolean; userId?: string }
  /** `cause` is set for unexpected failures (such as a database error), for the caller to log. */
  | { ok: false; status: number; message: string; cause?: unknown }

export interface SignedInAccount extends SignedInUser {
  email: string
  emailVerified: boolean
  /** The time zone remembered on the profile (reminders), to see whether the browser's differs. */
  timeZone: string | null
}

function failure(error: unknown, fallback: string): AuthResult {
  if (!isAPIError(error)) return { ok: false, status: 500, message: MESSAGES.unexpected, cause: error }
  const code = (error.body as { code?: string } | undefined)?.code
  const status = error.statusCode
  switch (code) {
    case RATE_LIMITED_CODE:
      return { ok: false, status: 429, message: error.message }
    case WEAK_PASSWORD_CODE:
      return { ok: false, status: 400, message: error.message }
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
    case 'USER_NOT_FOUND':
      return { ok: false, status: 401, message: MESSAGES.invalidCredentials }
    case 'EMAIL_NOT_VERIFIED':
      return { ok: false, status: 403, message: MESSAGES.notVerified }
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return { ok: false, status: 422, message: MESSAGES.duplicate }
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return { ok: false, status: 400, message: MESSAGES.invalidLink }
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
      return { ok: false, status: 400, message: MESSAGES.invalidCode }
    case TOTP_CODE_USED_CODE:
      return { ok: false, status: 400, message: MESSAGES.codeAlreadyUsed }
    case 'INVALID_TWO_FACTOR_COOKIE':
      return { ok: false, status: 401, message: MESSAGES.twoStepExpired }
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return { ok: false, status: 429, message: MESSAGES.twoStepLocked }
    default:
      return status >= 400 && status < 500
        ? { ok: false, status, message: fallback }
        : { ok: false, status: 500, message: MESSAGES.unexpected, cause: error }
  }
}

export async function signIn(
  auth: Auth,
  headers: Headers,
  input: { email: string; password: string },
): Promise<AuthResult> {
  try {
    const result = await auth.api.signInEmail({ body: input, headers, returnHeaders: true })
    // With two-step sign-in on, Better Auth answers with a short-lived challenge cookie instead of a session.
    if ('twoFactorRedirect' in result.response)
      return { ok: true, headers: result.headers, signedIn: false, twoStep: true }
    return { ok: true, headers: result.headers, signedIn: true, userId: result.response.user.id }
  } catch (error) {
    return failure(error, MESSAGES.unexpected)
  }
}

/**
 * The second step of sign-in: a code from the authenticator app, or one of the recovery codes (each works
 * once). Needs the challenge cookie the first step set; `trustDevice` skips the step in this browser for
 * TRUST_DEVICE_DAYS days.
 */
export async function verifyTwoStep(
  auth: Auth,
  headers: Headers,
  input: { code: string; recovery: boolean; trustDevice: boolean },
): Promise<AuthResult> {
  try {
    const body = { code: input.code, trustDevice: input.trustDevice }
    const result = input.recovery
      ? await auth.api.verifyBackupCode({ body, headers, returnHeaders: true })
      : await auth.api.verifyTOTP({ body, headers, returnHeaders: true })
    return { ok: true, headers: result.headers, signedIn: true, userId: result.response.user.id }
  } catch (error) {
    return failure(error, MESSAGES.invalidCode)
  }
}

export async function signUp(
  auth: Auth,
  headers: Headers,
  input: { fullName: string; email: string; password: string },
): Promise<AuthResult> {
  try {
    const result = await auth.api.signUpEmail({
      body: {
        // Better Auth requires a name; the profile's copy is the one shown (decision 061).
        name: input.fullName,
        email: input.email,
        password: input.password,
        callbackURL: '/auth/email-confirmed',
      },
      headers,
      returnHeaders: true,
    })
    return { ok: true, headers: result.headers, signedIn: result.response.token !== null }
  } catch (error) {
    return failure(error, MESSAGES.unexpected)
  }
}

export async function signOut(auth: Auth, headers: Headers): Promise<Headers> {
  try {
    const result = await auth.api.signOut({ headers, returnHeaders: true })
    return result.headers
  } catch (error) {
    // Signing out without a valid session is already the wanted state.
    if (isAPIError(error)) return new Headers()
    throw error
  }
}

/** Always looks like success, so that the form does not reveal which addresses have accounts. */
export async function requestPasswordReset(auth: Auth, headers: Headers, email: string): Promise<AuthResult> {
  try {
    await auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth/reset-password' }, headers })
    return { ok: true, headers: new Headers(), signedIn: false }
  } catch (error) {
    return failure(error, MESSAGES.unexpected)
  }
}

export async function resetPassword(
  auth: Auth,
  headers: Headers,
  input: { token: string; password: string },
): Promise<AuthResult> {
  try {
    await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password }, headers })
    return { ok: true, headers: new Headers(), signedIn: false }
  } catch (error) {
    return failure(error, MESSAGES.unexpected)
  }
}

/** The session the person is signed in with: its id and when it ends (the offline copy is keyed by it, decision 079). */
export interface SignedInSession {
  id: string
  expiresAt: Date
}

type SignedInUserResult = { user: SignedInAccount | null; headers: Headers; session?: SignedInSession }

/**
 * One look-up per request: the root loader and the page's loader ask with the same request headers, and
 * each look-up costs a session and a profile query.
 */
const usersByRequest = new WeakMap<Headers, Promise<SignedInUserResult>>()

/**
 * The signed-in person, or null. Whether they bought Premium comes from the profile, and is false when the row is
 * missing (docs/product.md). `headers` carries a refreshed session cookie when Better Auth extended it.
 */
export function getSignedInUser(auth: Auth, db: Database, requestHeaders: Headers): Promise<SignedInUserResult> {
  const known = usersByRequest.get(requestHeaders)
  if (known) return known
  const lookup = lookUpSignedInUser(auth, db, requestHeaders)
  usersByRequest.set(requestHeaders, lookup)
  // A failed look-up is not remembered: a retry asks again.
  lookup.catch(() => usersByRequest.delete(requestHeaders))
  return lookup
}

/** After an action that changed the person (full name, e-mail), the page's loaders look them up again. */
export function forgetSignedInUser(requestHeaders: Headers): void {
  usersByRequest.delete(requestHeaders)
}

async function lookUpSignedInUser(auth: Auth, db: Database, requestHeaders: Headers): Promise<SignedInUserResult> {
  const { headers, response: session } = await auth.api.getSession({ headers: requestHeaders, returnHeaders: true })
  if (!session) return { user: null, headers }
  const [profile] = await db
    .select({
      fullName: profiles.fullName,
      hasPurchasedPremium: profiles.hasPurchasedPremium,
      country: profiles.country,
      timeZone: profiles.timeZone,
      largePrint: profiles.largePrint,
      highContrast: profiles.highContrast,
      familyPremiumSince: families.premiumSince,
    })
    .from(profiles)
    .leftJoin(families, eq(families.id, profiles.activeFamilyId))
    .where(eq(profiles.userId, session.user.id))
    .limit(1)
  return {
    user: {
      id: session.user.id,
      fullName: profile?.fullName ?? null,
      hasPurchasedPremium: profile?.hasPurchasedPremium ?? false,
      familyHasPremium: Boolean(profile?.familyPremiumSince),
      country: COUNTRY_CODES.find((code) => code === profile?.country) ?? null,
      email: session.user.email,
      emailVerified: session.user.emailVerified,
      timeZone: profile?.timeZone ?? null,
      display: { largePrint: profile?.largePrint ?? false, highContrast: profile?.highContrast ?? false },
    },
    headers,
    session: { id: session.session.id, expiresAt: new Date(session.session.expiresAt) },
  }
}
