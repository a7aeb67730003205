import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { isSafeToUnpack } from './zip-guard.server'

async function zipOf(parts: Record<string, string | Buffer>) {
  const zip = new JSZip()
  for (const [name, body] of Object.entries(parts)) zip.file(name, body)
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } })
}

describe('isSafeToUnpack', () => {
  it('lets an ordinary Word file through', async () => {
    const docx = await zipOf({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': `<w:document>${'<w:p>Dear Sir or Madam</w:p>'.repeat(1000)}</w:document>`,
    })
    expect(await isSafeToUnpack(docx)).toBe(true)
  })

  it('stops a small file that unpacks past the limit, by counting what it really unpacks to', async () => {
    const bomb = await zipOf({ 'word/document.xml': Buffer.alloc(8 * 1024 * 1024, 0x61) })
    expect(bomb.length).toBeLessThan(64 * 1024)
    expect(await isSafeToUnpack(bomb, { maxBytes: 4 * 1024 * 1024, maxParts: 100 })).toBe(false)
  })

  it('stops an archive with too many parts, and one that is not an archive at all', async () => {
    const many = await zipOf(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`part-${i}.xml`, 'x'])))
    expect(await isSafeToUnpack(many, { maxBytes: 1024 * 1024, maxParts: 10 })).toBe(false)
    expect(await isSafeToUnpack(Buffer.from('not a zip at all'))).toBe(false)
  })

  it('stops a part that unpacks to more than it declares', async () => {
    const honest = await zipOf({ 'word/document.xml': Buffer.alloc(100_000, 0x61) })
    // Rewrite the declared sizes (local header at 22, central directory at +24) to claim 10 bytes.
    const lying = Buffer.from(honest)
    lying.writeUInt32LE(10, 22)
    const central = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    lying.writeUInt32LE(10, central + 24)
    expect(await isSafeToUnpack(lying)).toBe(false)
  })
})
