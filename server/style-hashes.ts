import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The toasts' library (sonner) adds its stylesheet as a <style> element when it loads, and offers no nonce.
 * Rather than allow every inline style ('unsafe-inline'), the policy allows exactly that stylesheet by its
 * SHA-256, read from the installed package, so an upgrade that changes it is followed without a code change.
 * Nothing else on our pages uses inline styles (docs/security.md, 'What protects what'); React sets the styles it needs
 * through the DOM, which CSP does not govern.
 */
const INSERTED_CSS = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * The sources that allow it: its text, and the empty <style> element it appends first and fills after (the
 * browser checks both; an empty stylesheet does nothing).
 */
export function toastStylesheetHashes(): string[] {
  const source = readFileSync(createRequire(import.meta.url).resolve('sonner'), 'utf8')
  const literal = INSERTED_CSS.exec(source)?.[1]
  if (!literal) throw new Error('sonner no longer adds its stylesheet the way server/style-hashes.ts expects')
  return [sha256(JSON.parse(literal) as string), sha256('')]
}
