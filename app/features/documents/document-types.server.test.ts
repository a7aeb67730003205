import { describe, expect, it } from 'vitest'
import { sampleDoc, sampleDocx, sampleJpeg, samplePdf, samplePng } from '../../../tests/fixtures/sample-files'
import { checkDocumentType } from './document-types.server'

const text = (value: string) => Buffer.from(value, 'utf8')

describe('the type check by content', () => {
  it('accepts each allowed type when its bytes agree with its name', async () => {
    const cases: Array<[string, Buffer, string]> = [
      ['will.pdf', await samplePdf(), 'application/pdf'],
      ['letter.PNG', samplePng(), 'image/png'],
      ['photo.jpg', sampleJpeg(), 'image/jpeg'],
      ['photo.jpeg', sampleJpeg(), 'image/jpeg'],
      ['notes.docx', sampleDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['old.doc', sampleDoc(), 'application/msword'],
      [
        'notes.txt',
        text('Ring the bank on Monday.\nAsk about the joint account — £1,200.'),
        'text/plain; charset=utf-8',
      ],
    ]
    for (const [name, bytes, mime] of cases) {
      const checked = await checkDocumentType(name, bytes, true)
      expect(checked.ok && checked.type.mime, name).toBe(mime)
    }
  })

  it('refuses a file whose bytes are another type than its name, saying which', async () => {
    const cases: Array<[string, Buffer]> = [
      ['statement.pdf', text('<!DOCTYPE html><html><script>alert(1)</script></html>')],
      ['statement.pdf', text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['photo.png', sampleJpeg()],
      ['notes.txt', await samplePdf()],
      ['notes.txt', text('  <html><body>hello</body></html>')],
      ['notes.txt', text('<?xml version="1.0"?><svg/>')],
      ['notes.txt', Buffer.from([0x68, 0x69, 0x00, 0x01])],
      ['notes.txt', Buffer.from([0xff, 0xfe, 0xfd])],
      ['letter.docx', samplePng()],
    ]
    for (const [name, bytes] of cases) {
      const checked = await checkDocumentType(name, bytes, true)
      expect(checked.ok, name).toBe(false)
      if (!checked.ok) expect(checked.message).toContain(`“${name}” is not`)
    }
  })

  it('refuses names outside the list, whatever the content', async () => {
    for (const name of ['page.html', 'image.svg', 'script.js', 'archive.zip', 'no-extension']) {
      const checked = await checkDocumentType(name, text('hello'), true)
      expect(checked.ok ? 'accepted' : checked.message).toContain('Only PDF, Word')
    }
  })

  it('lets a text sample end in the middle of a character when more of the file follows', async () => {
    const sample = text('café').subarray(0, 4) // the é cut in half
    expect((await checkDocumentType('notes.txt', sample, false)).ok).toBe(true)
    expect((await checkDocumentType('notes.txt', sample, true)).ok).toBe(false)
  })
})
