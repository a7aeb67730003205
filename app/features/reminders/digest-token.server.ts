import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The token in a digest e-mail's unsubscribe link (docs/decisions/070-estate-from-documents-and-digest.md), made
 * as the reminders' one is (decision 051) but for another purpose and for one person in one family: the ids and
 * an HMAC-SHA256 of them under the auth secret. No sign-in, unforgeable, good for nothing else (not for the
 * reminders, not for another family's digest), and it does not expire.
 */
const PURPOSE = 'afterword:unsubscribe:digest:v1'
const MAX_TOKEN_LENGTH = 300

export interface DigestSubscriber {
  userId: string
  familyId: string
}

function signatureOf(secret: string, { userId, familyId }: DigestSubscriber): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${userId}\n${familyId}`).digest()
}

export function digestToken(secret: string, subscriber: DigestSubscriber): string {
  const ids = Buffer.from(`${subscriber.userId}\n${subscriber.familyId}`, 'utf8').toString('base64url')
  return `${ids}.${signatureOf(secret, subscriber).toString('base64url')}`
}

/** The person and family a token was made for, or null for anything we did not make. */
export function readDigestToken(secret: string, token: string): DigestSubscriber | null {
  if (token.length > MAX_TOKEN_LENGTH) return null
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match?.[1] || !match[2]) return null
  const decoded = Buffer.from(match[1], 'base64url').toString('utf8')
  // base64url decoding is lenient; only the canonical spelling is one we issued.
  if (Buffer.from(decoded, 'utf8').toString('base64url') !== match[1]) return null
  const [userId, familyId, ...rest] = decoded.split('\n')
  if (!userId || !familyId || rest.length > 0) return null
  const given = Buffer.from(match[2], 'base64url')
  if (given.toString('base64url') !== match[2]) return null
  const expected = signatureOf(secret, { userId, familyId })
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, familyId } : null
}

export function digestUnsubscribeUrl(publicUrl: string, secret: string, subscriber: DigestSubscriber): string {
  return `${publicUrl.replace(/\/+$/, '')}/email/digest/${digestToken(secret, subscriber)}`
}
