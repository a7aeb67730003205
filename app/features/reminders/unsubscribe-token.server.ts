import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The token in a reminder e-mail's unsubscribe link (docs/decisions/051-deadline-reminders.md): the person's id
 * and an HMAC-SHA256 of it under the auth secret, for this one purpose. It needs no sign-in, since a mail
 * program's one-click unsubscribe has none, and it cannot be made for someone else or used for anything but
 * turning reminders off without the secret. It does not expire: an unsubscribe link must keep working.
 */

const PURPOSE = 'afterword:unsubscribe:reminders:v1'
/** Better Auth's ids are short; anything longer is not one of ours and is refused before any work. */
const MAX_TOKEN_LENGTH = 200

function signatureOf(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${userId}`).digest()
}

export function unsubscribeToken(secret: string, userId: string): string {
  const id = Buffer.from(userId, 'utf8').toString('base64url')
  return `${id}.${signatureOf(secret, userId).toString('base64url')}`
}

/** The person a token was made for, or null for anything we did not make (tampered, for another purpose). */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  if (token.length > MAX_TOKEN_LENGTH) return null
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match?.[1] || !match[2]) return null
  const userId = Buffer.from(match[1], 'base64url').toString('utf8')
  // base64url decoding is lenient; only the canonical spelling of an id is one we issued.
  if (!userId || Buffer.from(userId, 'utf8').toString('base64url') !== match[1]) return null
  const given = Buffer.from(match[2], 'base64url')
  if (given.toString('base64url') !== match[2]) return null
  const expected = signatureOf(secret, userId)
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null
}

export function unsubscribeUrl(publicUrl: string, secret: string, userId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/email/unsubscribe/${unsubscribeToken(secret, userId)}`
}
