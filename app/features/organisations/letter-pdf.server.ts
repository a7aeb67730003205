import type { CountryCode } from '~/content/schema'
import { COUNTRY_CALENDARS } from '~/lib/calendar'
import { documentStructure, TaggedPdfWriter, taggedPdf } from '~/lib/tagged-pdf.server'

// 72 pt is an inch: a letter's usual margin, with room for a window envelope's address to show.
const MARGIN = 72
const SIZE = 11.5
const LINE_GAP = 2.5

/**
 * A notification letter as a tagged, accessible PDF (PDF/UA-1 identified, like the checklist's): Noto Sans
 * embedded, one P element per paragraph in reading order, the title shown in the window. The text is the
 * family's own, as saved: nothing in it is interpreted. A letter is a page or two, so it is laid out at once.
 */
export function renderLetterPdf(letter: { text: string; title: string; country: CountryCode }): PDFKit.PDFDocument {
  const doc = taggedPdf({
    size: letter.country === 'US' || letter.country === 'CA' ? 'LETTER' : 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    language: COUNTRY_CALENDARS[letter.country].locale,
    title: letter.title,
  })
  const root = documentStructure(doc)
  const writer = new TaggedPdfWriter(doc)
  writeLetterText(writer, root, letter.text, { size: SIZE, lineGap: LINE_GAP })
  root.end()
  doc.end()
  return doc
}

/**
 * The letter's paragraphs, one P element each, in the writer's column from where it is: the letter PDF's, and
 * the paper pack's letters ready to sign (decision 073), in its sizes.
 */
export function writeLetterText(
  writer: TaggedPdfWriter,
  parent: PDFKit.PDFStructureElement,
  text: string,
  style: { size: number; lineGap: number },
) {
  const { doc } = writer
  writer.face(writer.fonts.regular).fontSize(style.size)
  // Paragraphs part at a blank line; more blank lines leave more room (the space to sign in, after the closing).
  const parts = text.replace(/\r\n?/g, '\n').split(/(\n[^\S\n]*(?:\n[^\S\n]*)+)/)
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 1) {
      const blankLines = part.split('\n').length - 2
      doc.moveDown(0.8 + 2 * (blankLines - 1))
      continue
    }
    const paragraph = part.replace(/\s+$/, '')
    if (!paragraph.trim()) continue
    writer.addText(parent, 'P', paragraph, { x: writer.left, width: writer.width, lineGap: style.lineGap })
  }
}
