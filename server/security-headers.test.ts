import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './security-headers'

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
