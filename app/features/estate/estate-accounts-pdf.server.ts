import type { CountryCode } from '../../../db/schema/vocabulary'
import { COUNTRY_CALENDARS } from '~/lib/calendar'
import { documentStructure, TaggedPdfWriter, taggedPdf } from '~/lib/tagged-pdf.server'
import { estateAccountsFonts } from './amount-shaping.server'
import type { EstateAccounts } from './estate-accounts'
import {
  accountWarnings,
  ASSET_KIND_WORDS,
  DEBT_KIND_WORDS,
  DISTRIBUTION_WORDS,
  GIFT_WORDS,
  holdingRows,
  moneyFormatter,
  percentage,
  summaryRows,
} from './estate-accounts-words'

// Points (1/72 inch): the checklist's margins, room for a hole punch.
const MARGIN = 54
const FOOTER_HEIGHT = 30
const FOOTER_SIZE = 9
const TITLE_SIZE = 20
const HEADING_SIZE = 14
const BODY_SIZE = 10
const TABLE_SIZE = 9.5
const CELL_PADDING = 3.5
// Rendering yields to the event loop this often, so accounts with thousands of entries do not stall requests.
const SLICE_MS = 20

/** What the PDF needs besides the accounts: whose estate it is. */
export interface EstateAccountsPdfInput {
  accounts: EstateAccounts
  /** The full name of the person who died. */
  deceasedName: string
}

/** 'Estate accounts of Margaret Thompson': the document's title, shown in the reader's window. */
export function estateAccountsTitle(deceasedName: string): string {
  return `Estate accounts of ${deceasedName}`
}

/**
 * The estate accounts as a tagged, accessible PDF (PDF/UA-1 identified, like the checklist and the letters), in
 * the form executors give beneficiaries (docs/decisions/069-estate-accounts.md): the assets at death less debts
 * and expenses, the receipts and payments after the death, the distributions, the residue and each
 * beneficiary's share, a line for each beneficiary to approve them, and page numbers. Tables are tagged as
 * tables (header cells scoped to their columns), so a screen reader names the column of each figure.
 *
 * Returns the document at once; it is laid out on the following turns of the event loop and ends itself. Pipe it
 * to the response; an error during layout destroys it with that error.
 */
export function renderEstateAccountsPdf(input: EstateAccountsPdfInput): PDFKit.PDFDocument {
  const { country } = input.accounts
  const doc = taggedPdf({
    size: country === 'US' || country === 'CA' ? 'LETTER' : 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    language: COUNTRY_CALENDARS[country].locale,
    title: estateAccountsTitle(input.deceasedName),
  })
  setImmediate(() => {
    new AccountsWriter(doc, country, input).write().catch((error: unknown) => {
      doc.destroy(error instanceof Error ? error : new Error(String(error)))
    })
  })
  return doc
}

type Align = 'left' | 'right'
interface Column {
  header: string
  width: number | '*'
  align?: Align
}

class AccountsWriter extends TaggedPdfWriter {
  private readonly money: (minor: number) => string
  private readonly dates: Intl.DateTimeFormat
  private readonly longDates: Intl.DateTimeFormat
  private sliceStart = performance.now()

  constructor(
    doc: PDFKit.PDFDocument,
    country: CountryCode,
    private readonly input: EstateAccountsPdfInput,
  ) {
    super(doc, estateAccountsFonts())
    const { locale } = COUNTRY_CALENDARS[country]
    this.money = moneyFormatter(input.accounts.currency, locale)
    this.dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
    this.longDates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  }

  /** A date in a table ('2 May 2026'), or in full ('2 May 2026', '30 November 2026') in the heading. */
  private date(isoDate: string, format = this.dates) {
    return format.format(new Date(`${isoDate}T00:00:00Z`))
  }

  async write() {
    const { doc } = this
    const { accounts, deceasedName } = this.input
    const title = estateAccountsTitle(deceasedName)
    const root = documentStructure(doc)
    this.paragraph(root, title, TITLE_SIZE, true, 'H1')
    const death = accounts.dateOfDeath ? ` · Date of death: ${this.date(accounts.dateOfDeath, this.longDates)}` : ''
    this.paragraph(root, `Accounts to ${this.date(accounts.asOf, this.longDates)}${death}`, BODY_SIZE, false)
    const warnings = accountWarnings(accounts, this.money)
    if (warnings.length > 0) {
      this.heading(root, 'Please note')
      for (const warning of warnings) this.paragraph(root, warning, BODY_SIZE, false)
    }
    await this.capital(root)
    await this.estateAccount(root)
    await this.beneficiaries(root)
    this.approvals(root)
    root.end()
    this.footers(title, FOOTER_SIZE, MARGIN)
    if (!doc.destroyed) doc.end()
  }

  private async capital(root: PDFKit.PDFStructureElement) {
    const { accounts } = this.input
    const { assets, debts } = accounts
    const section = this.section(root, 'Assets at the date of death')
    await this.table(
      section,
      [{ header: 'Asset', width: '*' }, { header: 'Kind', width: 150 }, this.amountColumn('Value at death')],
      [
        ...assets.lines.map((line) => [line.description, ASSET_KIND_WORDS[line.kind], this.money(line.value ?? 0)]),
        ['Total assets', '', this.money(assets.total)],
      ],
    )
    if (assets.unvalued.length > 0) {
      this.paragraph(section, 'Not yet valued, so not in the total:', BODY_SIZE, true, 'P', 8)
      await this.table(
        section,
        [
          { header: 'Asset', width: '*' },
          { header: 'Kind', width: 150 },
        ],
        assets.unvalued.map((line) => [line.description, ASSET_KIND_WORDS[line.kind]]),
      )
    }
    section.end()
    const debtSection = this.section(root, 'Debts and expenses')
    await this.table(
      debtSection,
      [{ header: 'Owed to', width: '*' }, { header: 'Kind', width: 150 }, this.amountColumn('Amount')],
      [
        ...debts.lines.map((line) => [line.creditor, DEBT_KIND_WORDS[line.kind], this.money(line.amount)]),
        ['Total debts and expenses', '', this.money(debts.total)],
      ],
    )
    this.paragraph(debtSection, `Net estate: ${this.money(accounts.netEstate)}`, BODY_SIZE + 1, true, 'P', 6)
    debtSection.end()
  }

  private async estateAccount(root: PDFKit.PDFStructureElement) {
    const { account } = this.input.accounts
    const section = this.section(root, 'Receipts and payments after the death')
    if (account.lines.length === 0) this.paragraph(section, 'None yet.', BODY_SIZE, false)
    else {
      await this.table(
        section,
        [
          { header: 'Date', width: 72 },
          { header: 'Description', width: '*' },
          this.amountColumn('Received', 78),
          this.amountColumn('Paid', 78),
          this.amountColumn('Balance', 84),
        ],
        [
          ...account.lines.map((line) => [
            this.date(line.date),
            line.description,
            line.direction === 'in' ? this.money(line.amount) : '',
            line.direction === 'out' ? this.money(line.amount) : '',
            this.money(line.balance),
          ]),
          ['', 'Totals', this.money(account.receipts), this.money(account.payments), this.money(account.balance)],
        ],
      )
    }
    section.end()
    const summary = this.section(root, 'From the net estate to the residue')
    await this.table(
      summary,
      [{ header: 'Item', width: '*' }, this.amountColumn('Amount', 120)],
      summaryRows(this.input.accounts).map(([label, amount]) => [label, this.money(amount)]),
    )
    summary.end()
  }

  private async beneficiaries(root: PDFKit.PDFStructureElement) {
    const { accounts } = this.input
    const section = this.section(root, 'Distributions')
    if (accounts.distributions.lines.length === 0) this.paragraph(section, 'None yet.', BODY_SIZE, false)
    else {
      await this.table(
        section,
        [
          { header: 'Date', width: 72 },
          { header: 'Beneficiary', width: '*' },
          { header: 'Kind', width: 70 },
          this.amountColumn('Amount', 100),
        ],
        [
          ...accounts.distributions.lines.map((line) => [
            this.date(line.date),
            line.beneficiaryName ?? 'Not a recorded beneficiary',
            DISTRIBUTION_WORDS[line.kind],
            this.money(line.amount),
          ]),
          ['', 'Total distributed', '', this.money(accounts.distributions.total)],
        ],
      )
    }
    section.end()
    const shares = this.section(root, 'Each beneficiary’s share')
    await this.table(
      shares,
      [
        { header: 'Beneficiary', width: '*' },
        { header: 'Gift', width: 120 },
        this.amountColumn('Entitled to', 82),
        this.amountColumn('Received', 82),
        this.amountColumn('Still due', 82),
      ],
      [
        ...accounts.shares.map((share) => [
          share.name,
          share.gift === 'residue-share'
            ? `${percentage(share.basisPoints ?? 0)} % of the residue`
            : share.gift === 'specific-gift'
              ? share.giftDescription || GIFT_WORDS[share.gift]
              : GIFT_WORDS[share.gift],
          this.money(share.entitlement),
          this.money(share.distributed),
          this.money(share.due),
        ]),
        ...(accounts.undisposedResidue > 0
          ? [['Given by no share', '', this.money(accounts.undisposedResidue), '', '']]
          : []),
      ],
    )
    shares.end()
    const held = this.section(root, 'What the estate holds now')
    await this.table(
      held,
      [{ header: 'Item', width: '*' }, this.amountColumn('Amount', 120)],
      holdingRows(accounts).map(([label, amount]) => [label, this.money(amount)]),
    )
    held.end()
  }

  /** For each beneficiary, a line to sign: 'I approve these accounts'. */
  private approvals(root: PDFKit.PDFStructureElement) {
    const { doc } = this
    const section = this.section(root, 'Approval by the beneficiaries')
    for (const share of this.input.accounts.shares) {
      const block = doc.struct('Div')
      section.add(block)
      this.keep(90)
      this.paragraph(block, share.name, BODY_SIZE + 1, true, 'P', 10)
      this.paragraph(block, 'I approve these accounts.', BODY_SIZE, false, 'P', 4)
      this.paragraph(block, 'Signed ______________________________   Date ________________', BODY_SIZE, false, 'P', 18)
      block.end()
    }
    section.end()
  }

  private amountColumn(header: string, width = 110): Column {
    return { header, width, align: 'right' }
  }

  private section(root: PDFKit.PDFStructureElement, title: string): PDFKit.PDFStructureElement {
    const section = this.doc.struct('Sect')
    root.add(section)
    this.heading(section, title)
    return section
  }

  private heading(parent: PDFKit.PDFStructureElement, text: string) {
    // A heading with at least a few lines of its table beneath it.
    this.keep(HEADING_SIZE * 2 + 60)
    this.paragraph(parent, text, HEADING_SIZE, true, 'H2', 16)
  }

  private paragraph(
    parent: PDFKit.PDFStructureElement,
    text: string,
    size: number,
    bold: boolean,
    role = 'P',
    gapBefore = 4,
  ) {
    const atTop = this.doc.y <= this.doc.page.margins.top
    this.addText(parent, role, text, { x: this.left, width: this.width, gapBefore: atTop ? 0 : gapBefore }, () =>
      this.face(bold ? this.fonts.bold : this.fonts.regular).fontSize(size),
    )
  }

  /** A new page unless `height` fits below the current position. */
  private keep(height: number) {
    const { doc } = this
    if (doc.y > doc.page.margins.top && doc.y + height > doc.page.maxY()) doc.addPage()
  }

  /**
   * A tagged table (Table, TR, TH scoped to its column, TD), laid out row by row: a row never splits across pages,
   * and a page that starts inside a table repeats the column headers as a pagination artifact (the structure has
   * them once). Drawn directly rather than with pdfkit's own tables, which wrote 2.7 times the bytes (an attribute
   * object per cell) for thousands of rows (tests/bench/estate-accounts-pdf.ts).
   */
  private async table(parent: PDFKit.PDFStructureElement, columns: Column[], rows: string[][]) {
    const { doc } = this
    const fixed = columns.reduce((total, column) => total + (column.width === '*' ? 0 : column.width), 0)
    const widths = columns.map((column) => (column.width === '*' ? this.width - fixed : column.width))
    const table = doc.struct('Table')
    parent.add(table)
    doc.y += 6
    const headers = columns.map((column) => column.header)
    this.row(table, columns, widths, headers, 'TH')
    const repeatHeaders = () => {
      doc.markContent('Artifact', { type: 'Pagination', attached: ['Top'] })
      this.drawRow(columns, widths, headers, true)
      doc.endMarkedContent()
    }
    doc.on('pageAdded', repeatHeaders)
    try {
      for (const [index, row] of rows.entries()) {
        const total = index === rows.length - 1 && /^(Total|Residue|Held now)/.test(row.find(Boolean) ?? '')
        this.row(table, columns, widths, row, 'TD', total)
        await this.yieldNow()
        if (doc.destroyed) return
      }
    } finally {
      doc.off('pageAdded', repeatHeaders)
    }
    table.end()
    this.face(this.fonts.regular).fontSize(BODY_SIZE)
  }

  private row(
    table: PDFKit.PDFStructureElement,
    columns: Column[],
    widths: number[],
    texts: string[],
    role: 'TH' | 'TD',
    bold = role === 'TH',
  ) {
    const { doc } = this
    const height = this.rowHeight(columns, widths, texts, bold)
    if (doc.y + height > doc.page.maxY()) doc.addPage()
    const row = doc.struct('TR')
    table.add(row)
    const top = doc.y
    let x = this.left
    for (const [index, text] of texts.entries()) {
      const width = widths[index] ?? 0
      const align = columns[index]?.align ?? 'left'
      const cellX = x
      const cell = doc.struct(role, {}, () => {
        this.face(bold ? this.fonts.bold : this.fonts.regular).fontSize(TABLE_SIZE)
        this.cellText(text, cellX, top, width, align)
      })
      if (role === 'TH') {
        // A header cell names its column, so a screen reader says 'Balance' with each balance. @types/pdfkit
        // knows neither the element's dictionary nor a reference's end() without a chunk (pdfkit writes none).
        const attributes = doc.ref({ O: 'Table', Scope: 'Column' })
        ;(cell as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data.A = attributes
        attributes.end(undefined)
      }
      row.add(cell)
      x += width
    }
    row.end()
    this.rule(top + height)
    doc.x = this.left
    doc.y = top + height
  }

  /** The header row again at the top of a continued table: drawn only, as an artifact. */
  private drawRow(columns: Column[], widths: number[], texts: string[], bold: boolean) {
    const { doc } = this
    const top = doc.y
    const height = this.rowHeight(columns, widths, texts, bold)
    let x = this.left
    this.face(bold ? this.fonts.bold : this.fonts.regular).fontSize(TABLE_SIZE)
    for (const [index, text] of texts.entries()) {
      const width = widths[index] ?? 0
      this.cellText(text, x, top, width, columns[index]?.align ?? 'left')
      x += width
    }
    this.rule(top + height)
    doc.x = this.left
    doc.y = top + height
  }

  /**
   * A cell's text inside its padding. An amount, or any text that fits, is one line placed where it goes, which
   * skips pdfkit's line wrapping (most of the time of a long table); only longer text wraps. A trailing space
   * keeps cells apart when the text is extracted.
   */
  private cellText(text: string, x: number, top: number, width: number, align: Align) {
    const { doc } = this
    const textWidth = this.widthOf(text)
    const room = width - 2 * CELL_PADDING
    if (align === 'right') {
      doc.text(`${text} `, x + width - CELL_PADDING - textWidth, top + CELL_PADDING, { lineBreak: false })
    } else if (textWidth <= room) {
      doc.text(`${text} `, x + CELL_PADDING, top + CELL_PADDING, { lineBreak: false })
    } else {
      doc.text(`${text} `, x + CELL_PADDING, top + CELL_PADDING, { width: room })
    }
  }

  /**
   * The width of a cell's text, measured as it is drawn (with its trailing space) less the space. pdfkit shapes
   * and caches text a word at a time, a word keeping the space after it: measuring '£1,234.56' and then drawing
   * '£1,234.56 ' shaped every amount twice, and shaping (fontkit's layout of Noto Sans) is most of the time of a
   * long table. The space's own width is the same in every cell of a face and size.
   */
  private widthOf(text: string) {
    return this.doc.widthOfString(`${text} `) - this.doc.widthOfString(' ')
  }

  private rowHeight(columns: Column[], widths: number[], texts: string[], bold: boolean) {
    this.face(bold ? this.fonts.bold : this.fonts.regular).fontSize(TABLE_SIZE)
    const lineHeight = this.doc.currentLineHeight(true)
    let height = lineHeight
    for (const [index, text] of texts.entries()) {
      // Amounts fit on one line; only text columns are measured for wrapping.
      if (columns[index]?.align === 'right' || text === '') continue
      const width = (widths[index] ?? 0) - 2 * CELL_PADDING
      if (this.widthOf(text) <= width) continue
      height = Math.max(height, this.doc.heightOfString(`${text} `, { width }))
    }
    return height + 2 * CELL_PADDING
  }

  /** A thin rule under a row, as a layout artifact. */
  private rule(y: number) {
    const { doc } = this
    doc.markContent('Artifact', { type: 'Layout' })
    doc
      .save()
      .lineWidth(0.5)
      .strokeColor('#777777')
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .stroke()
      .restore()
    doc.endMarkedContent()
  }

  private async yieldNow() {
    if (performance.now() - this.sliceStart < SLICE_MS) return
    await new Promise((resolve) => setImmediate(resolve))
    this.sliceStart = performance.now()
  }
}
