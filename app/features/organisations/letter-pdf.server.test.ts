import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { writeLetter } from './letter'
import { renderLetterPdf } from './letter-pdf.server'

async function render(text: string) {
  const chunks: Buffer[] = []
  for await (const chunk of renderLetterPdf({ text, title: 'The late Seán Ó Súilleabháin: Barclays', country: 'IE' })) {
    chunks.push(chunk as Buffer)
  }
  return getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0, isEvalSupported: false }).promise
}

describe('renderLetterPdf', () => {
  it('is a tagged PDF with the letter’s text, its title and language, odd characters as written', async () => {
    const text = writeLetter({
      country: 'IE',
      today: '2026-11-25',
      deceasedName: 'Seán Ó Súilleabháin',
      deceasedDateOfBirth: '1950-01-31',
      dateOfDeath: '2026-11-10',
      deceasedLastAddress: 'Bóthar na Trá\nGaillimh',
      organisationName: 'Barclays',
      reference: '<12/34> & "ā"',
      senderName: 'Máire',
      senderAddress: '1 Sráid Mhór\nGaillimh',
      relationship: 'wife',
      relationshipOther: null,
      purpose: 'freeze',
      enclosures: ['death-certificate'],
      note: '',
    })
    const pdf = await render(text)
    expect((await pdf.getMarkInfo())?.Marked).toBe(true)
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } }
    expect(info.Title).toBe('The late Seán Ó Súilleabháin: Barclays')
    const page = await pdf.getPage(1)
    const content = await page.getTextContent()
    const read = content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
    expect(read).toContain('Dear Sir or Madam,')
    expect(read).toContain('Account or reference number: <12/34> & "ā"')
    expect(read).toContain('Please freeze any accounts')
    expect(read).toContain('Yours faithfully,')
    const tree = (await page.getStructTree()) as { children: Array<{ role: string; children: unknown[] }> }
    const paragraphs = tree.children[0]?.children as Array<{ role: string }>
    expect(paragraphs.every((element) => element.role === 'P')).toBe(true)
    expect(paragraphs.length).toBeGreaterThan(5)
  })
})
