import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Env } from './env.server'
import { DEFAULT_MAIL_FROM } from './mail.server'

export interface AuthSettings {
  publicUrl: string
  trustedOrigins: string[]
  requireEmailVerification: boolean
  outboxPageEnabled: boolean
  smtpUrl?: string
  mailFrom: string
  /** Where contact-form questions are e-mailed. */
  supportEmail: string
  /** Account e-mail addresses (lower case) that may open the support inbox. */
  supportAdmins: string[]
}

export const DEFAULT_SUPPORT_EMAIL = 'support@localhost'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', '[::1]', 'localhost'])

/** The account and e-mail rules that follow from the environment (README, "Configuration"). */
export function authSettingsFrom(env: Env): AuthSettings {
  const localUrls = [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`]
  const publicUrl = (env.PUBLIC_URL ?? localUrls[0] ?? '').replace(/\/+$/, '')
  const trustedOrigins = env.PUBLIC_URL ? [new URL(publicUrl).origin] : localUrls
  const requireEmailVerification =
    env.REQUIRE_EMAIL_VERIFICATION === 'auto' ? Boolean(env.SMTP_URL) : env.REQUIRE_EMAIL_VERIFICATION === 'true'
  // The outbox holds links that sign people in: never show it where another machine could reach it. Behind a
  // proxy the app listens on loopback too, so the address people use (PUBLIC_URL) must be this machine as well.
  const onlyThisMachine =
    LOOPBACK_HOSTS.has(env.HOST) &&
    env.TRUST_PROXY === 'false' &&
    (!env.PUBLIC_URL || LOOPBACK_HOSTS.has(new URL(env.PUBLIC_URL).hostname))
  const outboxPageEnabled =
    !env.SMTP_URL &&
    (env.OUTBOX_PAGE === 'on' || (env.OUTBOX_PAGE === 'auto' && (env.NODE_ENV !== 'production' || onlyThisMachine)))
  return {
    publicUrl,
    trustedOrigins,
    requireEmailVerification,
    outboxPageEnabled,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    supportAdmins: env.SUPPORT_ADMINS,
  }
}

/**
 * BETTER_AUTH_SECRET, or one generated on first start and kept in DATA_DIR (readable by the owner only), so
 * `npm start` needs no keys and sessions survive a restart.
 */
export async function loadAuthSecret(env: Env): Promise<string> {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET
  const file = path.resolve(env.DATA_DIR, 'auth-secret')
  try {
    const stored = (await readFile(file, 'utf8')).trim()
    if (stored.length >= 32) return stored
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const secret = randomBytes(32).toString('base64url')
  await writeFile(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
