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
    })
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

  it('reports every bad variable in one line', () => {
    expect(() => parseEnv({ PORT: '0', DATABASE_POOL_MAX: 'x' })).toThrow(/PORT.*; DATABASE_POOL_MAX/)
  })

  it('is documented, variable by variable, in .env.example', () => {
    const documented = [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1])
    expect(documented.sort()).toEqual([...ENV_VARIABLES].sort())
  })
})
