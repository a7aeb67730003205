import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import { twoFactors } from '~db/schema'
import type { Database } from './db.server'

/**
 * Which 30-second step a code from the authenticator app belongs to, so that each step is accepted once per
 * person (docs/decisions/049-two-step-sign-in.md). Better Auth's TOTP check accepts the steps just
 * before and after the current one, and keeps no record of what was used; this mirrors that check (RFC 6238,
 * HMAC-SHA1, 6 digits, the secret's UTF-8 bytes as the key, as @better-auth/utils/otp does).
 */
export const TOTP_PERIOD_SECONDS = 30
const TOTP_DIGITS = 6
/** Steps either side of the current one that Better Auth accepts (its `window` default). */
const TOTP_WINDOW = 1

export function totpStepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS)
}

function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest()
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f
  const value = mac.readUInt32BE(offset) & 0x7fffffff
  return (value % 10 ** TOTP_DIGITS).toString().padStart(TOTP_DIGITS, '0')
}

/** The step whose code `code` is, among those Better Auth would accept at `at`; null when none matches. */
export function totpStepOfCode(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const current = totpStepAt(at)
  let matched: number | null = null
  // Every candidate is compared, so the time taken does not depend on which step matched.
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code))) matched = step
  }
  return matched
}

/**
 * Records `step` as the person's last used one, only if it is later than the last recorded: one statement, so
 * two requests with the same code at the same moment cannot both succeed. False means the code was used.
 * While a new secret is being confirmed (`verified` false), steps used with the old secret do not count.
 */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(eq(twoFactors.verified, false), isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step)),
      ),
    )
    .returning({ id: twoFactors.id })
  return claimed.length > 0
}
