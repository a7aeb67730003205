import { randomBytes, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { blindToken, openText, sealText, withoutAccents } from './document-text.server'
import { DocumentIntegrityError } from './file-crypto.server'

describe('the sealed text of a document', () => {
  const dataKey = randomBytes(32)
  const id = randomUUID()

  it('opens with its document key and id, and holds nothing of the text in the clear', () => {
    const text = 'Sort code 40-11-22, account 12345678, Café Müller'
    const sealed = sealText(dataKey, id, text)
    expect(openText(dataKey, id, sealed)).toBe(text)
    expect(Buffer.from(sealed, 'base64').includes(Buffer.from('Müller'))).toBe(false)
    // The same text sealed twice differs: a copy of the database cannot tell two equal texts apart.
    expect(sealText(dataKey, id, text)).not.toBe(sealed)
  })

  it('refuses another key, another row, and a changed byte', () => {
    const sealed = sealText(dataKey, id, 'the will is at the solicitor')
    expect(() => openText(randomBytes(32), id, sealed)).toThrow(DocumentIntegrityError)
    expect(() => openText(dataKey, randomUUID(), sealed)).toThrow(DocumentIntegrityError)
    const bytes = Buffer.from(sealed, 'base64')
    bytes[20] = (bytes[20] ?? 0) ^ 1
    expect(() => openText(dataKey, id, bytes.toString('base64'))).toThrow(DocumentIntegrityError)
    expect(() => openText(dataKey, id, 'AAAA')).toThrow(DocumentIntegrityError)
  })
})

describe('blind tokens', () => {
  it('are the same for the same word and key, differ between families, and do not contain the word', () => {
    const family = randomBytes(32)
    const other = randomBytes(32)
    expect(blindToken(family, 'pension')).toBe(blindToken(family, 'pension'))
    expect(blindToken(family, 'pension')).not.toBe(blindToken(other, 'pension'))
    expect(blindToken(family, 'pension')).not.toBe(blindToken(family, 'pensions'))
    expect(blindToken(family, 'pension')).toMatch(/^[A-Za-z0-9_-]{12}$/)
  })

  it('index words with their accents taken off too', () => {
    expect(withoutAccents('Café Müller, Zoë, naïve')).toBe('Cafe Muller, Zoe, naive')
  })
})
