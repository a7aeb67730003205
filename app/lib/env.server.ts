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
})

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
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment')
    const given = cleaned[name]
    return `${name} ${issue.message}${given === undefined ? '' : ` (got "${given}")`}`
  })
  throw new EnvError(`Invalid configuration: ${problems.join('; ')}. See .env.example.`)
}
