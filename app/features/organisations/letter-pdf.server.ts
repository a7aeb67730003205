import PDFDocument from 'pdfkit'
import type { CountryCode } from '~/content/schema'
import { COUNTRY_CALENDARS } from '~/lib/calendar'
import { pdfFonts } from '~/lib/pdf-fonts.server'

// 72 pt is an inch: a letter's usual margin, with room for a window envelope's address to show.
const MARGIN = 72
const SIZE = 11.5
const LINE_GAP = 2.5

// As in the checklist PDF: @types/pdfkit describes 0.17, which had no PDF/UA subset; pdfkit 0.20 has it.
type DocumentOptions = Omit<PDFKit.PDFDocumentOptions, 'subset'> & {
  subset?: PDFKit.PDFDocumentOptions['subset'] | 'PDF/UA'
}

/**
 * A notification letter as a tagged, accessible PDF (PDF/UA-1 identified, like the checklist's): Noto Sans
 * embedded, one P element per paragraph in reading order, the title shown in the window. The text is the
 * family's own, as saved: nothing in it is interpreted. A letter is a page or two, so it is laid out at once.
 */
export function renderLetterPdf(letter: { text: string; title: string; country: CountryCode }): PDFKit.PDFDocument {
  const fonts = pdfFonts()
  const options: DocumentOptions = {
    size: letter.country === 'US' || letter.country === 'CA' ? 'LETTER' : 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    pdfVersion: '1.7',
    subset: 'PDF/UA',
    tagged: true,
    displayTitle: true,
    lang: COUNTRY_CALENDARS[letter.country].locale,
    info: { Title: letter.title, Creator: 'Afterword' },
  }
  const doc = new PDFDocument(options as PDFKit.PDFDocumentOptions)
  const root = doc.struct('Document')
  doc.addStructure(root)
  doc.font(fonts.regular.font, fonts.regular.family).fontSize(SIZE)
  const width = doc.page.width - MARGIN * 2
  const paragraphs = letter.text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)
  for (const paragraph of paragraphs) {
    const text = paragraph.replace(/\s+$/, '')
    if (!text.trim()) continue
    // The trailing space keeps words apart when the text is extracted (as in the checklist PDF).
    root.add(doc.struct('P', {}, () => doc.text(`${text} `, MARGIN, doc.y, { width, lineGap: LINE_GAP })))
    doc.moveDown(0.8)
  }
  root.end()
  doc.end()
  return doc
}
