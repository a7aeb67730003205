import { afterAll, describe, expect, it } from 'vitest'
import { imageWithText, samplePdf, scannedPdf, sampleDocx } from '../../../tests/fixtures/sample-files'
import { extractText, stopTextExtraction } from './text-extraction.server'

afterAll(() => stopTextExtraction())

describe('reading the text in a document', () => {
  it('reads a PDF’s text layer', async () => {
    const text = await extractText(await samplePdf('Probate application reference 4471'), 'application/pdf')
    expect(text.replace(/\s+/g, ' ')).toContain('Probate application reference 4471')
  })

  it('reads the words in a photo of a letter (OCR)', { timeout: 60_000 }, async () => {
    const photo = imageWithText(['Dear Mrs Brown,', 'Your pension statement is enclosed.'], 'jpg')
    const text = await extractText(photo, 'image/jpeg')
    expect(text.toLowerCase()).toContain('pension statement')
  })

  it('reads a scanned PDF, whose page is only an image (OCR)', { timeout: 60_000 }, async () => {
    const scan = await scannedPdf(['HM Land Registry', 'Title number WK123456'])
    const text = await extractText(scan, 'application/pdf')
    expect(text).toContain('Land Registry')
  })

  it('reads plain text and a Word document, and finds nothing in a blank picture', { timeout: 60_000 }, async () => {
    expect(await extractText(Buffer.from('Call  the\u0000 bank\n\n\n\nMonday'), 'text/plain; charset=utf-8')).toBe(
      'Call the bank\n\nMonday',
    )
    const docx = sampleDocx('Notes for the executor')
    expect(await extractText(docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'Notes for the executor',
    )
    expect(await extractText(imageWithText([]), 'image/png')).toBe('')
  })
})
