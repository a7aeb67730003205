import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ENV_VARIABLES, EnvError, parseEnv } from './env.server'

describe('parseEnv', () => {
  it('runs with nothing set: embedded defaults on 127.0.0.1:3000', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      DATA_DIR: './data',
      DATABASE_POOL_MAX: 10,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'false',
      REQUIRE_EMAIL_VERIFICATION: 'auto',
      OUTBOX_PAGE: 'auto',
      PAYMENTS_MODE: 'auto',
      SUPPORT_ADMINS: [],
      DOCUMENT_KEYS_PREVIOUS: [],
      MAX_UPLOAD_MB: 50,
      FAMILY_QUOTA_MB: 2048,
      SHUTDOWN_DRAIN_MS: 5000,
      SHUTDOWN_GRACE_MS: 25000,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'auto',
    })
  })

  it('reads the support team’s addresses as a trimmed, lower-cased list', () => {
    expect(parseEnv({ SUPPORT_ADMINS: ' Ann@Example.com, bo@example.com ,' }).SUPPORT_ADMINS).toEqual([
      'ann@example.com',
      'bo@example.com',
    ])
  })

  it('treats an empty value as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000 })
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined()
  })

  it('reads a PostgreSQL URL and a port', () => {
    const env = parseEnv({ DATABASE_URL: 'postgresql://app@db:5432/afterword', PORT: '8080' })
    expect(env.DATABASE_URL).toBe('postgresql://app@db:5432/afterword')
    expect(env.PORT).toBe(8080)
  })

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a whole number \(got "abc"\)/],
    [{ PORT: '70000' }, /PORT must be between 1 and 65535 \(got "70000"\)/],
    [{ DATABASE_URL: 'mysql://db/afterword' }, /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV .*\(got "staging"\)/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('names the variable and the problem: %o', (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError)
    expect(() => parseEnv(source)).toThrow(message)
  })

  it('requires BETTER_AUTH_SECRET in production with a PostgreSQL server, where instances share it', () => {
    const base = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/afterword' }
    expect(() => parseEnv(base)).toThrow(/BETTER_AUTH_SECRET is required in production/)
    const key = Buffer.alloc(32, 7).toString('base64')
    expect(
      parseEnv({ ...base, BETTER_AUTH_SECRET: 'x'.repeat(32), DOCUMENT_KEY: key }).BETTER_AUTH_SECRET,
    ).toHaveLength(32)
    expect(parseEnv({ NODE_ENV: 'production' }).BETTER_AUTH_SECRET).toBeUndefined()
  })

  it('requires DOCUMENT_KEY in production with a PostgreSQL server, where instances read the same files', () => {
    const base = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/afterword', BETTER_AUTH_SECRET: 'x'.repeat(32) }
    expect(() => parseEnv(base)).toThrow(/DOCUMENT_KEY is required in production/)
    expect(parseEnv({ NODE_ENV: 'production' }).DOCUMENT_KEY).toBeUndefined()
  })

  it.each([
    [{ DOCUMENT_KEY: 'c2hvcnQ=' }, /DOCUMENT_KEY must be 32 bytes in base64/],
    [{ DOCUMENT_KEYS_PREVIOUS: `${Buffer.alloc(32).toString('base64')},short` }, /DOCUMENT_KEYS_PREVIOUS must be/],
    [{ MAX_UPLOAD_MB: '0' }, /MAX_UPLOAD_MB must be at least 1/],
    [{ MAX_UPLOAD_MB: 'lots' }, /MAX_UPLOAD_MB must be a number of megabytes/],
    [{ FAMILY_QUOTA_MB: '1.5' }, /FAMILY_QUOTA_MB must be a whole number/],
    [{ S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http/],
    [{ S3_ACCESS_KEY_ID: 'AKIA' }, /set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be auto, true or false/],
  ])('checks the document settings: %o', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message)
  })

  it.each([
    [{ BETTER_AUTH_SECRET: 'short' }, /BETTER_AUTH_SECRET must be at least 32 characters/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL must be an http/],
    [{ REQUIRE_EMAIL_VERIFICATION: 'maybe' }, /REQUIRE_EMAIL_VERIFICATION must be auto, true or false/],
    [{ OUTBOX_PAGE: 'yes' }, /OUTBOX_PAGE must be auto, on or off/],
    [{ TRUST_PROXY: 'everyone!' }, /TRUST_PROXY must be false/],
  ])('checks the account and e-mail settings: %o', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message)
  })

  it('reports every bad variable in one line', () => {
    expect(() => parseEnv({ PORT: '0', DATABASE_POOL_MAX: 'x' })).toThrow(/PORT.*; DATABASE_POOL_MAX/)
  })

  it('is documented, variable by variable, in .env.example', () => {
    const documented = [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(
      (match) => match[1],
    )
    expect(documented.sort()).toEqual([...ENV_VARIABLES].sort())
  })

  it('refuses PAYMENTS_MODE=test beside Stripe keys, which would leave it unclear which checkout is meant', () => {
    expect(() =>
      parseEnv({ PAYMENTS_MODE: 'test', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toThrow('PAYMENTS_MODE=test is the built-in test checkout, but Stripe keys are set too')
    expect(() => parseEnv({ PAYMENTS_MODE: 'free' })).toThrow('PAYMENTS_MODE must be auto or test')
  })
})
