import { describe, expect, it } from 'vitest'
import { authSettingsFrom } from './auth-settings.server'
import { parseEnv } from './env.server'

const outbox = (env: Record<string, string>) => authSettingsFrom(parseEnv(env)).outboxPageEnabled

describe('the outbox page (links that sign people in), with OUTBOX_PAGE=auto', () => {
  it.each([
    // [what, environment, shown]
    ['a fresh npm start', { NODE_ENV: 'production' }, true],
    [
      'production on loopback with a loopback PUBLIC_URL',
      { NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' },
      true,
    ],
    [
      'production on loopback, PUBLIC_URL localhost',
      { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:8080' },
      true,
    ],
    ['production on loopback, PUBLIC_URL [::1]', { NODE_ENV: 'production', PUBLIC_URL: 'http://[::1]:3000' }, true],
    // Behind nginx or Caddy the app listens on loopback, but the proxy puts it on the internet.
    [
      'production behind a proxy (public PUBLIC_URL)',
      { NODE_ENV: 'production', PUBLIC_URL: 'https://afterword.example' },
      false,
    ],
    ['production with TRUST_PROXY', { NODE_ENV: 'production', TRUST_PROXY: 'true' }, false],
    ['production listening on every interface', { NODE_ENV: 'production', HOST: '0.0.0.0' }, false],
    ['production with SMTP', { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }, false],
    ['development', { NODE_ENV: 'development', PUBLIC_URL: 'https://afterword.example' }, true],
  ] as const)('%s: %s', (_what, env, shown) => {
    expect(outbox(env)).toBe(shown)
  })

  it('OUTBOX_PAGE=on or off decides it outright, except that SMTP always turns it off', () => {
    expect(outbox({ NODE_ENV: 'production', PUBLIC_URL: 'https://afterword.example', OUTBOX_PAGE: 'on' })).toBe(true)
    expect(outbox({ NODE_ENV: 'production', OUTBOX_PAGE: 'off' })).toBe(false)
    expect(outbox({ OUTBOX_PAGE: 'on', SMTP_URL: 'smtp://127.0.0.1:2525' })).toBe(false)
  })
})
