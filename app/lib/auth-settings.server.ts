import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Env } from './env.server'
import { DEFAULT_MAIL_FROM } from './mail.server'

export interface AuthSettings {
  publicUrl: string
  /** TRUST_PROXY is set: X-Forwarded-* headers come from a proxy the operator declared. */
  proxyTrusted: boolean
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

/**
 * Development, or a server only this machine can reach: it listens on loopback, no proxy is declared, and the
 * address people use (PUBLIC_URL) is this machine too. The outbox page and the test checkout are on by
 * themselves only here (docs/security.md).
 */
export function localInstall(env: Pick<Env, 'NODE_ENV' | 'HOST' | 'TRUST_PROXY' | 'PUBLIC_URL'>): boolean {
  if (env.NODE_ENV !== 'production') return true
  return (
    LOOPBACK_HOSTS.has(env.HOST) &&
    env.TRUST_PROXY === 'false' &&
    (!env.PUBLIC_URL || LOOPBACK_HOSTS.has(new URL(env.PUBLIC_URL).hostname))
  )
}

/** The account and e-mail rules that follow from the environment (README, "Configuration"). */
export function authSettingsFrom(env: Env): AuthSettings {
  const localUrls = [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`, `http://[::1]:${env.PORT}`]
  const publicUrl = (env.PUBLIC_URL ?? localUrls[0] ?? '').replace(/\/+$/, '')
  const trustedOrigins = env.PUBLIC_URL ? [new URL(publicUrl).origin] : localUrls
  const requireEmailVerification =
    env.REQUIRE_EMAIL_VERIFICATION === 'auto' ? Boolean(env.SMTP_URL) : env.REQUIRE_EMAIL_VERIFICATION === 'true'
  // The outbox holds links that sign people in: never show it where another machine could reach it.
  const outboxPageEnabled =
    !env.SMTP_URL && (env.OUTBOX_PAGE === 'on' || (env.OUTBOX_PAGE === 'auto' && localInstall(env)))
  return {
    publicUrl,
    proxyTrusted: env.TRUST_PROXY !== 'false',
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
