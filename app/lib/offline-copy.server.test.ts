import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { offlineCopyHeaders, offlineKey, rememberOfflineCopyOwner } from './offline-copy.server'

const context = () => ({ requestId: 'r' }) as unknown as AppLoadContext

describe('the offline copy’s owner', () => {
  it('is a key per session that does not reveal the session', () => {
    const key = offlineKey('secret', 'session-1')
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(offlineKey('secret', 'session-1')).toBe(key)
    expect(offlineKey('secret', 'session-2')).not.toBe(key)
    expect(offlineKey('other secret', 'session-1')).not.toBe(key)
    expect(key).not.toContain('session')
  })

  it('is sent for a signed-in person with when their session ends, as none for a visitor, and not at all when unknown', () => {
    const signedIn = context()
    const until = new Date('2026-12-27T00:00:00Z')
    rememberOfflineCopyOwner(signedIn, { key: 'abc', until })
    expect(offlineCopyHeaders(signedIn)).toEqual({
      'X-Afterword-Offline-Key': 'abc',
      'X-Afterword-Offline-Until': String(until.getTime()),
    })
    const visitor = context()
    rememberOfflineCopyOwner(visitor, null)
    expect(offlineCopyHeaders(visitor)).toEqual({ 'X-Afterword-Offline-Key': 'none' })
    expect(offlineCopyHeaders(context())).toEqual({})
    expect(offlineCopyHeaders(undefined)).toEqual({})
  })
})
