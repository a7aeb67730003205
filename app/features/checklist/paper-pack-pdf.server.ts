import { writeLetterText } from '~/features/organisations/index.server'
import { addressLines } from '~/features/organisations/organisations.schema'
import { documentStructure, taggedPdf } from '~/lib/tagged-pdf.server'
import { plural } from '~/lib/words'
import { PageWriter, printStyles } from './checklist-pdf.server'
import { NOTES_PAGES, PAPER_PACK_TITLE, type PaperPack, type PaperPackOrganisation } from './paper-pack'

// As the checklist's: room for a hole punch or a binder.
const MARGIN = 54
const FOOTER_HEIGHT = 30
/** Large print: every size half as large again, as on the pages (decision 073). */
const LARGE_PRINT_SCALE = 1.5
// Rendering yields to the event loop this often, so one large pack does not stall other requests.
const SLICE_MS = 20

/**
 * The paper pack as one tagged, accessible PDF (PDF/UA-1 identified), written with the checklist's page writer
 * and the letters' paragraphs (decision 073): a cover, the plan week by week with tick boxes, what to have ready
 * for calls, the organisations, the letters ready to sign (each on its own pages, with no page footer, so it
 * can be posted), the certificate copies, and pages for notes. In large print, everything is half as large again.
 *
 * Returns the document at once and lays it out on the following turns of the event loop, like the checklist:
 * pipe it to the response; an error destroys it with that error, and destroying it stops the layout.
 */
export function renderPaperPackPdf(pack: PaperPack): PDFKit.PDFDocument {
  const doc = taggedPdf({
    size: pack.paper,
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    language: pack.language,
    title: `${PAPER_PACK_TITLE}: ${pack.whosePlan}`,
  })
  setImmediate(() => {
    layOut(doc, pack).catch((error: unknown) => {
      doc.destroy(error instanceof Error ? error : new Error(String(error)))
    })
  })
  return doc
}

async function layOut(doc: PDFKit.PDFDocument, pack: PaperPack) {
  if (doc.destroyed) return
  const writer = new PaperPackWriter(doc, pack)
  const root = documentStructure(doc)
  let sliceStart = performance.now()
  const breathe = async () => {
    if (performance.now() - sliceStart < SLICE_MS) return true
    await new Promise((resolve) => setImmediate(resolve))
    sliceStart = performance.now()
    return !doc.destroyed
  }

  writer.cover(root)
  const plan = writer.section(root, 'The plan, week by week')
  writer.paragraph(
    plan,
    'Tick each task when it is done. The dates are the last day to do it by.',
    writer.styles.body,
    0,
  )
  if (pack.weeks.length === 0) writer.paragraph(plan, 'There are no tasks in the plan yet.', writer.styles.body, 0)
  for (const week of pack.weeks) {
    writer.groupHeading(plan, week)
    for (const task of week.tasks) {
      writer.task(plan, task)
      if (!(await breathe())) return
    }
  }
  plan.end()
  writer.callDetails(root)
  const organisations = writer.section(root, 'The organisations to tell')
  if (pack.organisations.length === 0) {
    writer.paragraph(organisations, 'No organisations are listed yet.', writer.styles.body, 0)
  }
  for (const organisation of pack.organisations) {
    writer.organisation(organisations, organisation)
    if (!(await breathe())) return
  }
  organisations.end()
  writer.letters(root)
  writer.certificates(root)
  writer.notes(root)
  root.end()
  writer.pageFooters()
  doc.end()
}

class PaperPackWriter extends PageWriter {
  /** The pages that hold a letter: left without a footer, so they can be posted as they are. */
  private readonly letterPages = new Set<number>()

  constructor(
    doc: PDFKit.PDFDocument,
    private readonly pack: PaperPack,
  ) {
    super(doc, printStyles(pack.largePrint ? LARGE_PRINT_SCALE : 1))
  }

  cover(root: PDFKit.PDFStructureElement) {
    const { pack, styles } = this
    const cover = this.doc.struct('Sect')
    root.add(cover)
    this.paragraph(cover, PAPER_PACK_TITLE, styles.title, 0, 'H1')
    this.space(10 * styles.scale)
    this.paragraph(cover, pack.whosePlan, styles.group, 0)
    this.space(8 * styles.scale)
    const printed = pack.printedBy
      ? `Printed by ${pack.printedBy} on ${pack.printedOnLabel}`
      : `Printed on ${pack.printedOnLabel}`
    this.paragraph(cover, printed, styles.body, 0)
    this.space(12 * styles.scale)
    this.writeIn(cover, 'For:')
    this.space(18 * styles.scale)
    this.paragraph(cover, 'What is in this pack', styles.task, 0, 'H2')
    const parts = [
      `The plan, week by week: ${plural(this.taskCount(), 'task')} with their dates and a box to tick`,
      'What to have ready for each call',
      `The organisations to tell: ${pack.organisations.length}`,
      `Letters ready to sign: ${pack.letters.length}`,
      'The certified copies of the death certificate, and where they went',
      'Pages for your notes',
    ]
    this.list(cover, parts, (y) => this.bulletAt(y))
    cover.end()
  }

  /** A part of the pack: from a new page, with its heading. */
  section(root: PDFKit.PDFStructureElement, heading: string) {
    this.taskInProgress = null
    this.doc.addPage()
    const section = this.doc.struct('Sect')
    root.add(section)
    this.paragraph(section, heading, this.styles.title, 0, 'H2')
    this.space(6 * this.styles.scale)
    return section
  }

  callDetails(root: PDFKit.PDFStructureElement) {
    const { pack, styles } = this
    const section = this.section(root, 'What to have ready for each call')
    this.paragraph(section, 'They will usually ask for these. Fill in any that are blank.', styles.body, 0)
    this.subheading(section, 'The person who died')
    for (const { label, value } of pack.callDetails) {
      if (value.trim()) this.paragraph(section, `${label}: ${value}`, styles.body, 0)
      else this.writeIn(section, `${label}:`)
    }
    this.subheading(section, 'Reference numbers')
    if (pack.references.length === 0) {
      this.paragraph(section, 'None noted yet: write each one beside its organisation.', styles.body, 0)
    }
    for (const { organisationName, reference } of pack.references) {
      this.paragraph(section, `${organisationName}: ${reference}`, styles.body, 0)
    }
    this.subheading(section, 'The death certificate')
    this.paragraph(
      section,
      `Have a certified copy to hand: ${this.copies(pack.certificates.held)} held, ${pack.certificates.out} out with organisations.`,
      styles.body,
      0,
    )
    this.subheading(section, 'About you')
    this.paragraph(
      section,
      'Your own name, address and phone number, and how you were related to the person who died.',
      styles.body,
      0,
    )
    section.end()
  }

  organisation(parent: PDFKit.PDFStructureElement, organisation: PaperPackOrganisation) {
    const { styles } = this
    const item = this.doc.struct('Sect')
    parent.add(item)
    this.keep(10 * styles.scale + this.lineHeight(styles.task) + 3 * this.lineHeight(styles.body), () =>
      this.space(10 * styles.scale),
    )
    this.tickBox(this.left, this.doc.y, styles.task.size, 10 * styles.scale, organisation.done)
    this.paragraph(item, organisation.name, styles.task, this.taskIndent, 'H3')
    const facts = [organisation.statusLabel, organisation.reference ? `Reference: ${organisation.reference}` : null]
    this.paragraph(item, facts.filter((fact) => fact !== null).join(' · '), styles.body, this.taskIndent)
    if (organisation.notes.trim()) this.paragraph(item, `Notes: ${organisation.notes}`, styles.body, this.taskIndent)
    if (organisation.usuallyNeeds.length > 0) {
      this.paragraph(
        item,
        `They usually ask for: ${organisation.usuallyNeeds.join('; ')}`,
        styles.body,
        this.taskIndent,
      )
    }
    if (organisation.website) this.paragraph(item, `Web page: ${organisation.website}`, styles.body, this.taskIndent)
    // What the family keeps is printed; a line to write in is left only for what is still missing.
    if (organisation.phone.trim()) {
      const hours = organisation.phoneHours ? ` (${organisation.phoneHours})` : ''
      this.paragraph(item, `Phone: ${organisation.phone}${hours}`, styles.body, this.taskIndent)
    } else {
      this.writeIn(item, 'Phone:', this.taskIndent)
    }
    const address = addressLines(organisation.postalAddress)
    if (address.length > 0) {
      this.paragraph(item, `Address: ${address.join(', ')}`, styles.body, this.taskIndent)
    } else {
      this.writeIn(item, 'Address:', this.taskIndent)
    }
    item.end()
  }

  letters(root: PDFKit.PDFStructureElement) {
    const { pack, styles } = this
    const section = this.section(root, 'Letters ready to sign')
    if (pack.letters.length === 0) {
      this.paragraph(
        section,
        'No letters are ready yet. A letter appears here once it is saved and has every detail it needs.',
        styles.body,
        0,
      )
    } else {
      this.paragraph(
        section,
        'Each letter is on its own page. Sign it, enclose what it says, and post it. Tick it here when it is sent.',
        styles.body,
        0,
      )
      this.list(
        section,
        pack.letters.map((letter) => letter.title),
        (y) => this.tickBox(this.left + this.taskIndent, y, styles.body.size, 8.5 * styles.scale, false),
      )
    }
    for (const letter of pack.letters) {
      this.doc.addPage()
      const start = this.pageIndex()
      const body = this.doc.struct('Sect', { title: letter.title })
      section.add(body)
      writeLetterText(this, body, letter.text, styles.body)
      body.end()
      for (let page = start; page <= this.pageIndex(); page++) this.letterPages.add(page)
    }
    section.end()
  }

  certificates(root: PDFKit.PDFStructureElement) {
    const { pack, styles } = this
    const section = this.section(root, 'Certified copies of the death certificate')
    const { held, out, sendings } = pack.certificates
    this.paragraph(section, `${this.copies(held)} held; ${out} out with organisations.`, styles.body, 0)
    if (sendings.length === 0) this.paragraph(section, 'None sent yet.', styles.body, 0)
    for (const sending of sendings) {
      const back = sending.returnedOnLabel ? `back on ${sending.returnedOnLabel}` : 'not back yet'
      this.paragraph(section, `${sending.organisationName}: sent on ${sending.sentOnLabel}, ${back}`, styles.body, 0)
    }
    this.subheading(section, 'Copies sent from now on')
    for (let line = 0; line < 6; line++) this.writeIn(section, 'Sent to, date sent, date back:')
    section.end()
  }

  /** Pages with ruled lines for notes: the heading on each, the lines drawn as decoration. */
  notes(root: PDFKit.PDFStructureElement) {
    for (let page = 0; page < NOTES_PAGES; page++) {
      const section = this.section(root, page === 0 ? 'Notes' : 'More notes')
      const gap = 28 * this.styles.scale
      this.doc.markContent('Artifact', { type: 'Layout' })
      for (let y = this.doc.y + gap; y < this.doc.page.maxY(); y += gap) {
        this.doc
          .save()
          .lineWidth(0.5)
          .moveTo(this.left, y)
          .lineTo(this.left + this.width, y)
          .stroke('black')
          .restore()
      }
      this.doc.endMarkedContent()
      section.end()
    }
  }

  /** The title and 'Page 2 of 9' at the foot of each page but the letters' (cf. TaggedPdfWriter.footers). */
  pageFooters() {
    const { doc } = this
    const range = doc.bufferedPageRange()
    const total = range.start + range.count
    const size = this.styles.small
    for (let index = range.start; index < total; index++) {
      if (this.letterPages.has(index)) continue
      doc.switchToPage(index)
      const y = doc.page.height - MARGIN - size
      const pageNumber = `Page ${index + 1} of ${total}`
      doc.markContent('Artifact', { type: 'Pagination', attached: ['Bottom'] })
      this.face(this.fonts.regular).fontSize(size)
      doc.text(PAPER_PACK_TITLE, this.left, y, { lineBreak: false })
      doc.text(pageNumber, this.left + this.width - doc.widthOfString(pageNumber), y, { lineBreak: false })
      doc.endMarkedContent()
    }
  }

  private subheading(parent: PDFKit.PDFStructureElement, text: string) {
    const { styles } = this
    this.keep(12 * styles.scale + this.lineHeight(styles.task) + this.lineHeight(styles.body), () =>
      this.space(12 * styles.scale),
    )
    this.paragraph(parent, text, styles.task, 0, 'H3')
  }

  /** A label with a line after it to write on: the label is text, the line decoration. */
  private writeIn(parent: PDFKit.PDFStructureElement, label: string, indent = 0) {
    const { doc, styles } = this
    this.keep(this.lineHeight(styles.label) + 6 * styles.scale, () => this.space(6 * styles.scale))
    const top = doc.y
    this.paragraph(parent, label, styles.label, indent)
    const from = this.left + indent + doc.widthOfString(`${label} `) + 4
    const baseline = top + styles.label.size * 1.2
    doc.markContent('Artifact', { type: 'Layout' })
    doc
      .save()
      .lineWidth(0.75)
      .moveTo(from, baseline)
      .lineTo(this.left + this.width, baseline)
      .stroke('black')
      .restore()
    doc.endMarkedContent()
  }

  private bulletAt(y: number) {
    this.bullet(this.left + this.taskIndent + 4, y, this.styles.body.size)
  }

  private pageIndex() {
    const range = this.doc.bufferedPageRange()
    return range.start + range.count - 1
  }

  private taskCount() {
    return this.pack.weeks.reduce((count, week) => count + week.tasks.length, 0)
  }

  private copies(count: number) {
    return plural(count, 'certified copy', 'certified copies')
  }
}
