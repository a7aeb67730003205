import { createECDH } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from 'pino'
import webpush from 'web-push'
import type { Env } from '~/lib/env.server'

/**
 * The VAPID key pair reminders are pushed with (docs/decisions/078-push-reminders.md). A browser's subscription
 * is bound to the public key it was made with, so the pair must stay the same for as long as the subscriptions
 * live, and be the same on every instance.
 */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: what the browser's `applicationServerKey` is given. */
  publicKey: string
  privateKey: string
  /** mailto: or https:, sent to the push services in every request's signed token. */
  subject: string
}

export class PushKeyError extends Error {
  override name = 'PushKeyError'
}

const KEY_FILE = 'vapid-keys.json'

type KeySettings = Pick<
  Env,
  | 'NODE_ENV'
  | 'DATA_DIR'
  | 'DATABASE_URL'
  | 'PUBLIC_URL'
  | 'SUPPORT_EMAIL'
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'VAPID_SUBJECT'
>

/** The public key that belongs to a private one: a pair that does not match would make every push fail. */
export function publicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'))
  return ecdh.getPublicKey().toString('base64url')
}

/**
 * VAPID_SUBJECT, else the site's https address, else the support address. Apple's push service refuses a
 * subject on localhost, which only matters once someone can reach the site from a phone.
 */
export function vapidSubject(env: Pick<KeySettings, 'VAPID_SUBJECT' | 'PUBLIC_URL' | 'SUPPORT_EMAIL'>): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT
  if (env.PUBLIC_URL?.startsWith('https://')) return new URL(env.PUBLIC_URL).origin
  return `mailto:${env.SUPPORT_EMAIL ?? 'support@localhost'}`
}

function checkedPair(publicKey: string, privateKey: string, where: string): { publicKey: string; privateKey: string } {
  let derived: string
  try {
    derived = publicKeyOf(privateKey)
  } catch {
    throw new PushKeyError(`${where}: the VAPID private key is not a P-256 key.`)
  }
  if (derived !== publicKey) {
    throw new PushKeyError(`${where}: the VAPID public key does not belong to the private key.`)
  }
  return { publicKey, privateKey }
}

async function storedOrNewPair(dataDir: string, logger: Logger) {
  const file = path.resolve(dataDir, KEY_FILE)
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown }
    if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') {
      throw new PushKeyError(`${file} does not hold a VAPID key pair; remove it to make a new one.`)
    }
    return checkedPair(stored.publicKey, stored.privateKey, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const pair = webpush.generateVAPIDKeys()
  await writeFile(file, `${JSON.stringify(pair)}\n`, { mode: 0o600, flag: 'wx' })
  logger.info({ file }, 'VAPID keys for push reminders were generated')
  return pair
}

/**
 * The keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; without them, a pair generated once into DATA_DIR, as the
 * auth secret and the document key are. In production on a PostgreSQL server there may be several instances, and
 * a key each would break every other instance's devices, so there push reminders stay off (null) until the keys
 * are set.
 */
export async function loadVapidKeys(env: KeySettings, logger: Logger): Promise<VapidKeys | null> {
  const subject = vapidSubject(env)
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { ...checkedPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, 'VAPID_PRIVATE_KEY'), subject }
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    logger.warn(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: reminders on phones and computers are off (try: npx web-push generate-vapid-keys; docs/operations.md)',
    )
    return null
  }
  return { ...(await storedOrNewPair(env.DATA_DIR, logger)), subject }
}
