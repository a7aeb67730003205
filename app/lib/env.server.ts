import { z } from 'zod'

/**
 * Every environment variable the server reads, checked once at boot. `.env.example` documents each one;
 * keep the two in step (a test compares them).
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  PORT: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_POOL_MAX: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(500, 'must be at most 500')
    .default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL, e.g. https://afterword.example.org' })
    .optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (try: openssl rand -base64 32)').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(3, 'must be an address such as "Afterword <help@example.org>"').optional(),
  SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address, e.g. support@example.org' }).optional(),
  SUPPORT_ADMINS: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ message: 'must be e-mail addresses separated by commas' })))
    .default([]),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(false|true|\d+|[0-9a-fA-F.:/,\s]+|loopback|linklocal|uniquelocal)$/, {
      message: 'must be false, a number of proxies, or addresses such as "loopback" or "10.0.0.1"',
    })
    .default('false'),
  REQUIRE_EMAIL_VERIFICATION: z
    .enum(['auto', 'true', 'false'], { message: 'must be auto, true or false' })
    .default('auto'),
  OUTBOX_PAGE: z.enum(['auto', 'on', 'off'], { message: 'must be auto, on or off' }).default('auto'),
  /** The bearer token Prometheus sends to read `/metrics`; unset, the endpoint is off. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{24,}$/, {
      message: 'must be at least 24 printable characters without spaces (try: openssl rand -hex 24)',
    })
    .optional(),
  /** At SIGTERM, how long the instance keeps serving with /readyz answering 503 before it stops accepting. */
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be at least 0')
    .max(600_000, 'must be at most 600000 (10 minutes)')
    .default(5_000),
  /** Then, how long the requests still in flight have before their connections are cut. */
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be at least 0')
    .max(3_600_000, 'must be at most 3600000 (an hour)')
    .default(25_000),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, { message: 'must be a Stripe secret key (sk_test_… or sk_live_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, { message: 'must be a Stripe webhook signing secret (whsec_…)' })
    .optional(),
  /**
   * 'test' turns on the built-in test checkout (no money moves) where it would not be on by itself: anywhere but
   * a loopback-only install (docs/decisions/041-payments.md).
   */
  PAYMENTS_MODE: z.enum(['auto', 'test'], { message: 'must be auto or test' }).default('auto'),
  /** Where the Stripe SDK sends its calls instead of api.stripe.com: stripe-mock, or a test's closed port. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  DOCUMENT_KEY: z
    .string()
    .trim()
    .refine((value) => Buffer.from(value, 'base64').length === 32, {
      message: 'must be 32 bytes in base64 (try: openssl rand -base64 32)',
    })
    .optional(),
  DOCUMENT_KEYS_PREVIOUS: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((value) => Buffer.from(value, 'base64').length === 32, {
          message: 'must be earlier document keys (32 bytes in base64 each) separated by commas',
        }),
      ),
    )
    .default([]),
  /** The VAPID key pair reminders are pushed to phones with (docs/decisions/078-push-reminders.md), base64url. */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .refine((value) => isVapidPublicKey(value), {
      message: 'must be a VAPID public key: 65 bytes in base64url (try: npx web-push generate-vapid-keys)',
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .refine((value) => base64urlBytes(value) === 32, {
      message: 'must be a VAPID private key: 32 bytes in base64url (try: npx web-push generate-vapid-keys)',
    })
    .optional(),
  /** Who the push services may contact about our pushes: a mailto: address or an https: page. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, {
      message: 'must be a mailto: address or an https:// URL, e.g. mailto:support@example.org',
    })
    .optional(),
  S3_BUCKET: z.string().trim().min(3, 'must be a bucket name').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1, 'must not be empty').optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  S3_FORCE_PATH_STYLE: z.enum(['auto', 'true', 'false'], { message: 'must be auto, true or false' }).default('auto'),
  MAX_UPLOAD_MB: z.coerce
    .number({ message: 'must be a number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be at least 1')
    .max(5120, 'must be at most 5120')
    .default(50),
  FAMILY_QUOTA_MB: z.coerce
    .number({ message: 'must be a number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be at least 1')
    .max(10_000_000, 'must be at most 10000000')
    .default(2048),
})

/** How many bytes a base64url text holds; -1 when it is not base64url. */
function base64urlBytes(value: string): number {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url').length : -1
}

/** An uncompressed P-256 point, as browsers take it for `applicationServerKey`. */
function isVapidPublicKey(value: string): boolean {
  return base64urlBytes(value) === 65 && Buffer.from(value, 'base64url')[0] === 4
}

export type Env = z.infer<typeof EnvSchema>
export const ENV_VARIABLES = Object.keys(EnvSchema.shape) as Array<keyof Env>

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Parses the environment; empty strings count as unset so `PORT=` in a .env file takes the default. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    ENV_VARIABLES.map((name) => [name, source[name] === '' ? undefined : source[name]]),
  )
  const result = EnvSchema.safeParse(cleaned)
  if (result.success) {
    // Several instances on one PostgreSQL server must sign sessions with the same key, so it cannot be
    // generated per machine (docs/decisions/007-accounts-with-better-auth.md).
    if (result.data.NODE_ENV === 'production' && result.data.DATABASE_URL && !result.data.BETTER_AUTH_SECRET) {
      throw new EnvError(
        'Invalid configuration: BETTER_AUTH_SECRET is required in production with DATABASE_URL (every instance needs the same one; try: openssl rand -base64 32). See .env.example.',
      )
    }
    // Every instance must unwrap the same files, so a per-machine generated key would not do.
    if (result.data.NODE_ENV === 'production' && result.data.DATABASE_URL && !result.data.DOCUMENT_KEY) {
      throw new EnvError(
        'Invalid configuration: DOCUMENT_KEY is required in production with DATABASE_URL (every instance needs the same one; try: openssl rand -base64 32). See .env.example.',
      )
    }
    if (Boolean(result.data.S3_ACCESS_KEY_ID) !== Boolean(result.data.S3_SECRET_ACCESS_KEY)) {
      throw new EnvError(
        'Invalid configuration: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither (the AWS SDK then finds credentials itself). See .env.example.',
      )
    }
    // Without the webhook secret a paid checkout would only be seen when the person comes back to the site.
    if (Boolean(result.data.STRIPE_SECRET_KEY) !== Boolean(result.data.STRIPE_WEBHOOK_SECRET)) {
      throw new EnvError(
        'Invalid configuration: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, or neither (the built-in test-mode checkout). See .env.example.',
      )
    }
    if (Boolean(result.data.VAPID_PUBLIC_KEY) !== Boolean(result.data.VAPID_PRIVATE_KEY)) {
      throw new EnvError(
        'Invalid configuration: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither (try: npx web-push generate-vapid-keys). See .env.example.',
      )
    }
    if (result.data.PAYMENTS_MODE === 'test' && result.data.STRIPE_SECRET_KEY) {
      throw new EnvError(
        'Invalid configuration: PAYMENTS_MODE=test is the built-in test checkout, but Stripe keys are set too; remove one. See .env.example.',
      )
    }
    return result.data
  }
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment')
    const given = cleaned[name]
    return `${name} ${issue.message}${given === undefined ? '' : ` (got "${given}")`}`
  })
  throw new EnvError(`Invalid configuration: ${problems.join('; ')}. See .env.example.`)
}
