import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PERSON_CACHE_PREFIX, REGISTRATION_SCRIPT_PATH } from '~/lib/offline-copy'
import {
  isDocumentPath,
  pageForDataRequest,
  pageKind,
  savedAtOf,
  savedCopySentence,
  withSavedCopyNotice,
} from './offline-rules'

const PUBLIC = new Set(['/', '/help', '/resources/uk'])

describe('what the service worker keeps', () => {
  it('keeps the plan, the checklist, the organisations and the family in the person’s cache', () => {
    for (const path of ['/dashboard', '/dashboard/tasks', '/dashboard/checklist', '/dashboard/checklist/print']) {
      expect(pageKind(path, PUBLIC), path).toBe('personal')
    }
    expect(pageKind('/dashboard/organisations/', PUBLIC)).toBe('personal')
    expect(pageKind('/family', PUBLIC)).toBe('personal')
  })

  it('never keeps the document vault, downloads, settings or forms', () => {
    for (const path of [
      '/dashboard/documents',
      '/dashboard/documents/abc/file',
      '/dashboard/checklist.pdf',
      '/dashboard/paper-pack.pdf',
      '/dashboard/settings/your-data',
      '/dashboard/estate',
      '/auth',
      '/support',
    ]) {
      expect(pageKind(path, PUBLIC), path).toBe('never')
    }
    expect(isDocumentPath('/dashboard/documents')).toBe(true)
    expect(isDocumentPath('/dashboard/documentsx')).toBe(false)
  })

  it('keeps only the prerendered public pages for a visitor', () => {
    expect(pageKind('/help', PUBLIC)).toBe('public')
    expect(pageKind('/help/', PUBLIC)).toBe('public')
    expect(pageKind('/resources/uk', PUBLIC)).toBe('public')
    expect(pageKind('/resources/atlantis', PUBLIC)).toBe('never')
  })
})

describe('a data request without a signal', () => {
  it('names the page to load as a document instead', () => {
    const base = 'https://afterword.example'
    expect(pageForDataRequest(new URL(`${base}/dashboard/checklist.data?_routes=root,routes/x`))).toBe(
      '/dashboard/checklist',
    )
    expect(pageForDataRequest(new URL(`${base}/_root.data`))).toBe('/')
    expect(pageForDataRequest(new URL(`${base}/dashboard/tasks.data?sort=due&index`))).toBe('/dashboard/tasks?sort=due')
  })
})

describe('the saved copy’s notice', () => {
  const savedAt = new Date('2026-11-27T14:05:00Z')

  it('says plainly that this is a saved copy, and from when, in the phone’s time zone', () => {
    expect(savedCopySentence(savedAt, new Date('2026-11-28T09:00:00Z'), 'Europe/London')).toBe(
      'You are offline: this is the copy saved at 14:05 on 27 November.',
    )
    expect(savedCopySentence(savedAt, new Date('2026-11-28T09:00:00Z'), 'Australia/Sydney')).toBe(
      'You are offline: this is the copy saved at 01:05 on 28 November.',
    )
    expect(savedCopySentence(savedAt, new Date('2027-01-02T09:00:00Z'), 'Europe/London')).toBe(
      'You are offline: this is the copy saved at 14:05 on 27 November 2026.',
    )
  })

  it('goes first in the body, as a status, with its words escaped', () => {
    const html = '<!DOCTYPE html><html><head></head><body class="flex"><a href="#main">Skip</a></body></html>'
    const shown = withSavedCopyNotice(html, 'Saved <now> & then')
    expect(shown).toMatch(/^<!DOCTYPE html><html><head><\/head><body class="flex"><div role="status"[^>]*>/)
    expect(shown).toContain('Saved &lt;now&gt; &amp; then')
    expect(shown).toContain('Private documents are never saved on this phone.')
    expect(shown.endsWith('<a href="#main">Skip</a></body></html>')).toBe(true)
  })

  it('takes when it was saved from the worker’s own header, else the server’s Date', () => {
    expect(savedAtOf(new Headers({ 'x-saved': String(savedAt.getTime()) }), 'x-saved')).toEqual(savedAt)
    expect(savedAtOf(new Headers({ Date: savedAt.toUTCString() }), 'x-saved')).toEqual(savedAt)
    expect(savedAtOf(new Headers(), 'x-saved')).toBeNull()
  })
})

describe('the registration script', () => {
  const script = readFileSync(`public${REGISTRATION_SCRIPT_PATH}`, 'utf8')

  it('stays under 2 KB, the most it may add to a public page', () => {
    expect(Buffer.byteLength(script)).toBeLessThan(2 * 1024)
  })

  it('empties the same person caches as the worker when the sign-out form is sent', () => {
    expect(script).toContain(`'${PERSON_CACHE_PREFIX}'`)
    expect(script).toContain("'/auth/sign-out'")
  })
})
