import { isDone } from '~/features/tasks'
import { STATUS_LABELS } from '~/features/tasks/tasks.schema'
import { documentStructure, TaggedPdfWriter, taggedPdf } from '~/lib/tagged-pdf.server'
import { plural } from '~/lib/words'
import type { EstateInventory, InventoryLine } from '~/features/estate'
import {
  CHECKLIST_TITLE,
  EMPTY_CHECKLIST_TEXT,
  ESTATE_EMPTY,
  ESTATE_HEADINGS,
  ORGANISATIONS_HEADING,
  organisationFacts,
  type PrintableChecklist,
  type PrintableGroup,
  type PrintableOrganisation,
  type PrintableTask,
} from './printable'

// Points (1/72 inch). 54 pt is 19 mm: room for a hole punch or a binder, and well inside any printer's margin.
const MARGIN = 54
const FOOTER_HEIGHT = 30
const TASK_INDENT = 20
const ITEM_INDENT = TASK_INDENT + 16

export interface TextStyle {
  bold: boolean
  size: number
  lineGap: number
}

/** The sizes a printed document is set in: the checklist's, or all of them larger for large print (decision 073). */
export interface PrintStyles {
  title: TextStyle
  group: TextStyle
  task: TextStyle
  label: TextStyle
  body: TextStyle
  /** Footers and '(continued)' lines. */
  small: number
  /** Indents, tick boxes and spacing grow with the text. */
  scale: number
}

/** The checklist's sizes times `scale` (1.5 for large print). */
export function printStyles(scale = 1): PrintStyles {
  const style = (bold: boolean, size: number, lineGap: number): TextStyle => ({
    bold,
    size: size * scale,
    lineGap: lineGap * scale,
  })
  return {
    title: style(true, 22, 0),
    group: style(true, 16, 0),
    task: style(true, 13, 1),
    label: style(true, 11, 2),
    body: style(false, 11, 2),
    small: 10 * scale,
    scale,
  }
}
const CHECKLIST_STYLES = printStyles()

// Noto Sans metrics (units of the font size): tick boxes are centred on the middle of a capital letter.
const NOTO_ASCENDER = 1.069
const NOTO_CAP_HEIGHT = 0.714

// Rendering yields to the event loop this often, so one large checklist does not stall other requests.
const SLICE_MS = 20

/**
 * The printable checklist as a tagged, accessible PDF (PDF/UA-1 identified): Noto Sans embedded, a structure
 * tree of headings, paragraphs and lists in reading order, tick boxes, rules and page numbers as artifacts.
 *
 * Returns the document at once; it is laid out on the following turns of the event loop, a slice at a time,
 * and ends itself. Pipe it to the response (`pipeline(pdf, response)`); an error during layout destroys it
 * with that error, and destroying it (a closed connection) stops the layout.
 *
 * Pages are buffered until the end so each can say 'Page 2 of 5': memory grows with the page count
 * (tests/bench/checklist-pdf.ts measures it for 1,000 tasks).
 */
export function renderChecklistPdf(checklist: PrintableChecklist): PDFKit.PDFDocument {
  const doc = taggedPdf({
    size: checklist.paper,
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    language: checklist.language,
    title: CHECKLIST_TITLE,
  })
  setImmediate(() => {
    layOut(doc, checklist).catch((error: unknown) => {
      doc.destroy(error instanceof Error ? error : new Error(String(error)))
    })
  })
  return doc
}

async function layOut(doc: PDFKit.PDFDocument, checklist: PrintableChecklist) {
  if (doc.destroyed) return
  const page = new PageWriter(doc)
  const root = documentStructure(doc)
  page.header(root, checklist)
  if (checklist.groups.every((group) => group.tasks.length === 0)) {
    page.paragraph(root, EMPTY_CHECKLIST_TEXT, CHECKLIST_STYLES.body, 0)
  }

  let sliceStart = performance.now()
  for (const group of checklist.groups) {
    if (group.tasks.length === 0) continue
    const section = doc.struct('Sect')
    root.add(section)
    page.groupHeading(section, group)
    for (const task of group.tasks) {
      page.task(section, task)
      if (performance.now() - sliceStart > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve))
        if (doc.destroyed) return
        sliceStart = performance.now()
      }
    }
    // Ended elements are written out and let go of, rather than held until the end.
    section.end()
  }
  if (checklist.organisations) page.organisations(root, checklist.organisations)
  if (checklist.estate) page.estate(root, checklist.estate)
  root.end()
  page.footers(CHECKLIST_TITLE, CHECKLIST_STYLES.small, MARGIN)
  doc.end()
}

/**
 * Writes the checklist top to bottom; every call starts and ends outside any marked content. The paper pack
 * (paper-pack-pdf.server.ts) writes with it too, in its own sizes.
 */
export class PageWriter extends TaggedPdfWriter {
  /** The title of the task being written, once its heading is down: a page that breaks inside it repeats it. */
  protected taskInProgress: string | null = null
  private style: TextStyle
  protected readonly taskIndent: number
  protected readonly itemIndent: number

  constructor(
    doc: PDFKit.PDFDocument,
    readonly styles: PrintStyles = CHECKLIST_STYLES,
  ) {
    super(doc)
    this.style = styles.body
    this.taskIndent = TASK_INDENT * styles.scale
    this.itemIndent = ITEM_INDENT * styles.scale
    // pdfkit adds the page before it reopens the marked content a paragraph was in, so this runs outside it.
    doc.on('pageAdded', () => this.continuedHeading())
  }

  header(parent: PDFKit.PDFStructureElement, checklist: PrintableChecklist) {
    this.paragraph(parent, checklist.title, this.styles.title, 0, 'H1')
    const count = plural(checklist.taskCount, 'task')
    const region = checklist.regionLabel ? ` · Region: ${checklist.regionLabel}` : ''
    this.space(4)
    this.paragraph(parent, `Made on ${checklist.dateLabel} · ${count}${region}`, this.styles.body, 0)
    this.space(8)
    this.rule(1)
    this.space(6)
  }

  groupHeading(parent: PDFKit.PDFStructureElement, group: Pick<PrintableGroup, 'label' | 'tasks'>) {
    this.taskInProgress = null
    const first = group.tasks[0]
    // Keep the heading with its first task's title and a line of it.
    this.keep(
      18 + this.heightOf(group.label, this.styles.group, 0) + 8 + (first ? this.taskHeadHeight(first) : 0),
      () => this.space(18),
    )
    this.paragraph(parent, group.label, this.styles.group, 0, 'H2')
    this.space(3)
    this.rule(0.75)
    this.space(2)
  }

  task(parent: PDFKit.PDFStructureElement, task: PrintableTask) {
    const section = this.doc.struct('Sect')
    parent.add(section)
    this.taskInProgress = null
    this.keep(10 + this.taskHeadHeight(task), () => this.space(10))

    const done = isDone(task)
    this.tickBox(this.left, this.doc.y, this.styles.task.size, 10 * this.styles.scale, done)
    this.paragraph(section, task.title, this.styles.task, this.taskIndent, 'H3')
    this.taskInProgress = task.title

    const dueDate = task.dueDateLabel ?? task.dueDate
    const facts = [dueDate ? `Due by ${dueDate}` : null, done ? STATUS_LABELS.completed : null]
    const factLine = facts.filter((fact) => fact !== null).join(' · ')
    if (factLine) this.paragraph(section, factLine, this.styles.label, this.taskIndent)
    if (task.description.trim()) {
      this.space(1)
      this.paragraph(section, task.description, this.styles.body, this.taskIndent)
    }

    if (task.steps.length > 0) {
      this.listHeading(section, 'Steps')
      this.list(section, task.steps, (y) =>
        this.tickBox(this.left + this.taskIndent, y, this.styles.body.size, 8.5 * this.styles.scale, false),
      )
    }
    if (task.contacts.length > 0) {
      this.listHeading(section, 'Contacts')
      this.list(section, task.contacts, (y) => this.bullet(this.left + this.taskIndent + 4, y, this.styles.body.size))
    }
    section.end()
  }

  /** The organisations to tell, after the tasks: a heading, then each with a box and its facts. */
  organisations(parent: PDFKit.PDFStructureElement, organisations: PrintableOrganisation[]) {
    const lines = organisations.map((organisation) => ({
      name: organisation.name,
      facts: organisationFacts(organisation),
      done: organisation.done,
    }))
    this.tickList(parent, ORGANISATIONS_HEADING, lines, 'No organisations listed yet.')
  }

  /** The estate's assets, then its debts, each to tick once dealt with, then its totals (decision 076). */
  estate(parent: PDFKit.PDFStructureElement, estate: EstateInventory) {
    this.tickList(parent, ESTATE_HEADINGS.assets, estate.assets, ESTATE_EMPTY.assets)
    this.tickList(parent, ESTATE_HEADINGS.debts, estate.debts, ESTATE_EMPTY.debts, estate.totals.join(' · '))
  }

  /** A heading, then each line with a box (ticked when done), its name and its facts; `after` closes it. */
  private tickList(
    parent: PDFKit.PDFStructureElement,
    heading: string,
    lines: Pick<InventoryLine, 'name' | 'facts' | 'done'>[],
    empty: string,
    after?: string,
  ) {
    const section = this.doc.struct('Sect')
    parent.add(section)
    this.taskInProgress = null
    this.keep(18 + this.heightOf(heading, this.styles.group, 0) + 8 + this.lineHeight(this.styles.task), () =>
      this.space(18),
    )
    this.paragraph(section, heading, this.styles.group, 0, 'H2')
    this.space(3)
    this.rule(0.75)
    this.space(2)
    if (lines.length === 0) this.paragraph(section, empty, this.styles.body, 0)
    for (const line of lines) {
      const item = this.doc.struct('Sect')
      section.add(item)
      this.keep(
        10 + this.heightOf(line.name, this.styles.task, this.taskIndent) + this.lineHeight(this.styles.body),
        () => this.space(10),
      )
      this.tickBox(this.left, this.doc.y, this.styles.task.size, 10 * this.styles.scale, line.done)
      this.paragraph(item, line.name, this.styles.task, this.taskIndent, 'H3')
      this.paragraph(item, line.facts.join(' · '), this.styles.body, this.taskIndent)
      item.end()
    }
    if (after) {
      this.keep(10 + this.lineHeight(this.styles.label), () => this.space(10))
      this.paragraph(section, after, this.styles.label, 0)
    }
    section.end()
  }

  /**
   * 'Register the death (continued)' at the top of a page that starts inside a task, so the steps there are not
   * orphaned from their task. A pagination artifact: the structure already says which task they belong to.
   */
  private continuedHeading() {
    const { doc } = this
    if (!this.taskInProgress) return
    doc.markContent('Artifact', { type: 'Pagination', attached: ['Top'] })
    this.face(this.fonts.regular).fontSize(this.styles.small)
    // One line at most, shortened with an ellipsis, and never a page break of its own.
    doc.text(`${this.taskInProgress} (continued)`, this.left, doc.y, {
      width: this.width,
      height: doc.currentLineHeight(true),
      ellipsis: true,
    })
    doc.endMarkedContent()
    this.space(6)
    // The text that broke across the page goes on in its own style.
    this.use(this.style)
  }

  paragraph(parent: PDFKit.PDFStructureElement, text: string, style: TextStyle, indent: number, role = 'P') {
    const placement = { x: this.left + indent, width: this.width - indent, lineGap: style.lineGap }
    this.addText(parent, role, text.trim(), placement, () => this.use(style))
  }

  protected listHeading(parent: PDFKit.PDFStructureElement, label: string) {
    this.keep(4 + this.lineHeight(this.styles.label) + this.lineHeight(this.styles.body), () => this.space(4))
    this.paragraph(parent, label, this.styles.label, this.taskIndent, 'H4')
  }

  /** A list of one-line-or-more items, each with a decorative marker drawn beside its first line. */
  protected list(parent: PDFKit.PDFStructureElement, items: string[], marker: (y: number) => void) {
    const { doc } = this
    const list = doc.struct('L')
    parent.add(list)
    for (const item of items) {
      this.keep(this.lineHeight(this.styles.body), () => this.space(1))
      marker(doc.y)
      const placement = {
        x: this.left + this.itemIndent,
        width: this.width - this.itemIndent,
        lineGap: this.styles.body.lineGap,
      }
      const body = this.textElement('LBody', item.trim(), placement, () => this.use(this.styles.body))
      list.add(doc.struct('LI', {}, [body]))
    }
    list.end()
  }

  protected tickBox(x: number, lineTop: number, fontSize: number, size: number, ticked: boolean) {
    const { doc } = this
    const top = lineTop + fontSize * (NOTO_ASCENDER - NOTO_CAP_HEIGHT / 2) - size / 2
    doc.markContent('Artifact', { type: 'Layout' })
    doc.save().lineWidth(1).rect(x, top, size, size).stroke('black')
    if (ticked) {
      doc
        .lineWidth(1.5)
        .moveTo(x + size * 0.2, top + size * 0.5)
        .lineTo(x + size * 0.42, top + size * 0.75)
        .lineTo(x + size * 0.82, top + size * 0.22)
        .stroke('black')
    }
    doc.restore()
    doc.endMarkedContent()
  }

  protected bullet(x: number, lineTop: number, fontSize: number) {
    const { doc } = this
    doc.markContent('Artifact', { type: 'Layout' })
    doc.circle(x, lineTop + fontSize * (NOTO_ASCENDER - NOTO_CAP_HEIGHT / 2), 1.8 * this.styles.scale).fill('black')
    doc.endMarkedContent()
  }

  protected rule(thickness: number) {
    const { doc } = this
    doc.markContent('Artifact', { type: 'Layout' })
    doc
      .save()
      .lineWidth(thickness)
      .moveTo(this.left, doc.y)
      .lineTo(this.left + this.width, doc.y)
      .stroke('black')
      .restore()
    doc.endMarkedContent()
    this.space(thickness)
  }

  /** The task's title and one more line: less than that at a page's foot would strand the title. */
  protected taskHeadHeight(task: PrintableTask) {
    return this.heightOf(task.title, this.styles.task, this.taskIndent) + this.lineHeight(this.styles.body)
  }

  /**
   * Starts a new page unless `height` fits below the current position; `before` (spacing) runs only when
   * staying on the page, so a new page starts flush with its top margin.
   */
  protected keep(height: number, before: () => void) {
    const { doc } = this
    const atTop = doc.y <= doc.page.margins.top
    if (!atTop && doc.y + height > doc.page.maxY()) {
      doc.addPage()
    } else if (!atTop) {
      before()
    }
  }

  protected space(points: number) {
    this.doc.y += points
  }

  protected heightOf(text: string, style: TextStyle, indent: number) {
    this.use(style)
    return this.doc.heightOfString(`${text.trim()} `, { width: this.width - indent, lineGap: style.lineGap })
  }

  protected lineHeight(style: TextStyle) {
    this.use(style)
    return this.doc.currentLineHeight(true) + style.lineGap
  }

  private use(style: TextStyle) {
    this.style = style
    this.face(style.bold ? this.fonts.bold : this.fonts.regular).fontSize(style.size)
  }
}
