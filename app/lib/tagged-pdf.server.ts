import PDFDocument from 'pdfkit'
import { pdfFonts, type PdfFace, type PdfFonts } from './pdf-fonts.server'

// @types/pdfkit describes 0.17, which had no PDF/UA subset; pdfkit 0.20 has it (initSubset in its source).
type DocumentOptions = Omit<PDFKit.PDFDocumentOptions, 'subset'> & {
  subset?: PDFKit.PDFDocumentOptions['subset'] | 'PDF/UA'
}

export interface TaggedPdfSettings {
  /** Shown in the reader's window instead of the file name, and read out first. */
  title: string
  /** The language of the text ('en-NZ'): a screen reader chooses its voice by it. */
  language: string
  size: string
  margins: { top: number; left: number; right: number; bottom: number }
  /** Keep every page until the end, so each can be told the page count ('Page 2 of 5'). */
  bufferPages?: boolean
}

/**
 * A new document of ours: tagged and identified as PDF/UA-1, with its title shown in the window and its
 * language set. Noto Sans is embedded by the writer (pdf-fonts.server.ts says why).
 */
export function taggedPdf(settings: TaggedPdfSettings): PDFKit.PDFDocument {
  const options: DocumentOptions = {
    size: settings.size,
    margins: settings.margins,
    ...(settings.bufferPages ? { bufferPages: true } : {}),
    pdfVersion: '1.7',
    subset: 'PDF/UA',
    tagged: true,
    displayTitle: true,
    lang: settings.language,
    info: { Title: settings.title, Creator: 'Afterword' },
  }
  return new PDFDocument(options as PDFKit.PDFDocumentOptions)
}

/** The root of the document's structure tree, which every heading, paragraph and list is added under. */
export function documentStructure(doc: PDFKit.PDFDocument): PDFKit.PDFStructureElement {
  const root = doc.struct('Document')
  doc.addStructure(root)
  return root
}

/** The whole document as bytes, once it has ended; ask for them before ending it. */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = []
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
}

/** Where a text goes: `y` is the current position, `gapBefore` below it, unless given. */
export type TextPlacement = PDFKit.Mixins.TextOptions & { x: number; y?: number; gapBefore?: number }

/** What our documents share when writing into the text column between the page's margins. */
export class TaggedPdfWriter {
  readonly left: number
  readonly width: number

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly fonts: PdfFonts = pdfFonts(),
  ) {
    this.left = doc.page.margins.left
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right
  }

  face({ font, family }: PdfFace) {
    return this.doc.font(font, family)
  }

  /**
   * `text` in a structure element of its own (`role`: P, H1, LBody…), in the face and size `setStyle` chooses.
   * The trailing space keeps words apart when the text is extracted.
   */
  textElement(
    role: string,
    text: string,
    { x, y, gapBefore = 0, ...options }: TextPlacement,
    setStyle?: () => void,
  ): PDFKit.PDFStructureElement {
    const { doc } = this
    return doc.struct(role, {}, () => {
      setStyle?.()
      doc.text(`${text} `, x, y ?? doc.y + gapBefore, options)
    })
  }

  /** A text element added to `parent`, in reading order. */
  addText(
    parent: PDFKit.PDFStructureElement,
    role: string,
    text: string,
    placement: TextPlacement,
    setStyle?: () => void,
  ) {
    parent.add(this.textElement(role, text, placement, setStyle))
  }

  /** The title and 'Page 2 of 5' at the foot of every page, as pagination artifacts (needs `bufferPages`). */
  footers(title: string, fontSize: number, bottomMargin: number) {
    const { doc } = this
    const range = doc.bufferedPageRange()
    const total = range.start + range.count
    for (let index = range.start; index < total; index++) {
      doc.switchToPage(index)
      const y = doc.page.height - bottomMargin - fontSize
      const pageNumber = `Page ${index + 1} of ${total}`
      doc.markContent('Artifact', { type: 'Pagination', attached: ['Bottom'] })
      this.face(this.fonts.regular).fontSize(fontSize)
      // lineBreak: false draws the line where it is told; wrapping text below the margin would add a page.
      doc.text(title, this.left, y, { lineBreak: false })
      doc.text(pageNumber, this.left + this.width - doc.widthOfString(pageNumber), y, { lineBreak: false })
      doc.endMarkedContent()
    }
  }
}
