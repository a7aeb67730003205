import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { parseEnv } from '~/lib/env.server'
import { loadVapidKeys, PushKeyError, publicKeyOf, vapidSubject } from './push-keys.server'

const silent = pino({ level: 'silent' })
const folders: string[] = []

async function dataDir(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'afterword-vapid-'))
  folders.push(folder)
  return folder
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

describe('the VAPID keys', () => {
  it('are generated once into the data directory, readable by the owner only, and reused', async () => {
    const DATA_DIR = await dataDir()
    const env = parseEnv({ NODE_ENV: 'production', DATA_DIR })
    const first = await loadVapidKeys(env, silent)
    const again = await loadVapidKeys(env, silent)
    expect(first).not.toBeNull()
    expect(again).toEqual(first)
    expect(publicKeyOf(first!.privateKey)).toBe(first!.publicKey)
    const file = path.join(DATA_DIR, 'vapid-keys.json')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      publicKey: first!.publicKey,
      privateKey: first!.privateKey,
    })
  })

  it('come from the environment when set, and a pair that does not belong together stops the start', async () => {
    const DATA_DIR = await dataDir()
    const pair = webpush.generateVAPIDKeys()
    const other = webpush.generateVAPIDKeys()
    const env = parseEnv({ DATA_DIR, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey })
    expect(await loadVapidKeys(env, silent)).toMatchObject(pair)
    const mismatched = parseEnv({ DATA_DIR, VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: pair.privateKey })
    await expect(loadVapidKeys(mismatched, silent)).rejects.toThrow(PushKeyError)
  })

  it('are off in production on a PostgreSQL server until they are set, since every instance needs the same', async () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      DATA_DIR: await dataDir(),
      DATABASE_URL: 'postgres://db.example.org/afterword',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      DOCUMENT_KEY: Buffer.alloc(32, 1).toString('base64'),
    })
    expect(await loadVapidKeys(env, silent)).toBeNull()
  })

  it('are checked at boot: both or neither, and each of the right size', () => {
    const pair = webpush.generateVAPIDKeys()
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/)
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(/VAPID_PUBLIC_KEY/)
    expect(() => parseEnv({ VAPID_SUBJECT: 'support@example.org' })).toThrow(/VAPID_SUBJECT/)
  })

  it('name who to contact: VAPID_SUBJECT, else the https site, else the support address', () => {
    expect(vapidSubject({ VAPID_SUBJECT: 'mailto:ops@example.org', PUBLIC_URL: 'https://a.example.org' })).toBe(
      'mailto:ops@example.org',
    )
    expect(vapidSubject({ PUBLIC_URL: 'https://afterword.example.org/' })).toBe('https://afterword.example.org')
    expect(vapidSubject({ PUBLIC_URL: 'http://localhost:3000', SUPPORT_EMAIL: 'help@example.org' })).toBe(
      'mailto:help@example.org',
    )
  })
})
