import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, securityHeaders } from './security-headers'
import { toastStylesheetHashes } from './style-hashes'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes the exact text of every inline script, once each', () => {
    const html =
      '<head><script>window.a = 1</script><script type="module">import "/x.js"</script></head>' +
      '<body><script>window.a = 1</script></body>'
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a = 1'), sha256('import "/x.js"')])
  })

  it('leaves out scripts loaded from a file, which script-src allows as self', () => {
    expect(inlineScriptHashes('<script type="module" src="/assets/entry.js"></script>')).toEqual([])
  })

  it('keeps whitespace and line breaks, which browsers hash too', () => {
    expect(inlineScriptHashes('<script>\n  go()\n</script>')).toEqual([sha256('\n  go()\n')])
  })
})

describe('the Content-Security-Policy', () => {
  const directives = (policy: string): Record<string, string[]> =>
    Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0] ?? '', part.split(' ').slice(1)]))

  it('allows no inline script or style in production: scripts by nonce or hash, the toasts’ stylesheet by hash', () => {
    const policy = directives(
      securityHeaders({ production: true, development: false }, ["'nonce-abc'"])['Content-Security-Policy']!,
    )
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'"])
    expect(policy['style-src']).toEqual(["'self'", ...toastStylesheetHashes()])
    for (const hash of toastStylesheetHashes()) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
    expect(Object.values(policy).flat()).not.toContain("'unsafe-inline'")
  })

  it('lets Vite inject its scripts and styles in development only', () => {
    const policy = directives(securityHeaders({ production: false, development: true }, [])['Content-Security-Policy']!)
    expect(policy['style-src']).toContain("'unsafe-inline'")
  })
})
