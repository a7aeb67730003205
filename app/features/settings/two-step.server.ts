import { eq } from 'drizzle-orm'
import { isAPIError } from 'better-auth/api'
import QRCode from 'qrcode'
import { users } from '~db/schema'
import type { Auth } from '~/lib/auth.server'
import type { Database } from '~/lib/db.server'
import type { TwoStepSetup } from './two-step.schema'

/**
 * Settings → Two-step sign-in (decision 049), through Better Auth's two-factor plugin, called on the server
 * with the request's session. Each change asks for the password again, so a browser left signed in cannot
 * turn it off or read new recovery codes.
 */

export type TwoStepResult<T> = { ok: true; value: T; headers: Headers } | { ok: false; field: string; message: string }

export const WRONG_PASSWORD = 'Your password is not right'
export const WRONG_CODE =
  'That code did not work. Codes change every 30 seconds: please type the one the app shows now.'

export async function isTwoStepOn(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).limit(1)
  return row?.on ?? false
}

function refusal(error: unknown, field: string, message: string): { ok: false; field: string; message: string } {
  if (isAPIError(error) && error.statusCode < 500) return { ok: false, field, message }
  throw error
}

/** The key as people type it: groups of four letters. */
export function keyOf(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? ''
  return secret.match(/.{1,4}/g)?.join(' ') ?? ''
}

export async function describeSetup(uri: string, recoveryCodes: string[]): Promise<TwoStepSetup> {
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { uri, qrSvg, key: keyOf(uri), recoveryCodes }
}

/** Checks the password and makes a new secret and recovery codes; nothing changes at sign-in until confirmed. */
export async function startTwoStep(
  auth: Auth,
  headers: Headers,
  password: string,
): Promise<TwoStepResult<TwoStepSetup>> {
  try {
    const result = await auth.api.enableTwoFactor({ body: { password }, headers, returnHeaders: true })
    const setup = result.response
    if (setup.method !== 'totp') throw new Error('two-factor enable answered without a TOTP set-up')
    return { ok: true, value: await describeSetup(setup.totpURI, setup.backupCodes), headers: result.headers }
  } catch (error) {
    return refusal(error, 'password', WRONG_PASSWORD)
  }
}

/** The first right code turns two-step sign-in on; Better Auth replaces the session (new cookie in headers). */
export async function confirmTwoStep(auth: Auth, headers: Headers, code: string): Promise<TwoStepResult<null>> {
  try {
    const result = await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
    return { ok: true, value: null, headers: result.headers }
  } catch (error) {
    return refusal(error, 'code', WRONG_CODE)
  }
}

export async function newRecoveryCodes(
  auth: Auth,
  headers: Headers,
  password: string,
): Promise<TwoStepResult<string[]>> {
  try {
    const result = await auth.api.generateBackupCodes({ body: { password }, headers, returnHeaders: true })
    return { ok: true, value: result.response.backupCodes, headers: result.headers }
  } catch (error) {
    return refusal(error, 'password', WRONG_PASSWORD)
  }
}

export async function turnOffTwoStep(auth: Auth, headers: Headers, password: string): Promise<TwoStepResult<null>> {
  try {
    const result = await auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true })
    return { ok: true, value: null, headers: result.headers }
  } catch (error) {
    return refusal(error, 'password', WRONG_PASSWORD)
  }
}
