import type { CountryCode } from '../../../db/schema/vocabulary'
import { COUNTRY_CALENDARS } from '~/lib/calendar'
import { documentStructure, TaggedPdfWriter, taggedPdf } from '~/lib/tagged-pdf.server'
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

// @types/pdfkit (written for 0.17) has tables but not their tagging: pdfkit 0.20 tags a table under
// `structParent` and a header cell by its `scope` (accommodateTable and accessibleCell in its source).
type TaggedTableOptions = PDFKit.Mixins.TableOptions & { structParent: PDFKit.PDFStructureElement }
type TaggedCell = PDFKit.Mixins.CellOptions & { scope?: 'column' | 'row' }

class AccountsWriter extends TaggedPdfWriter {
  private readonly money: (minor: number) => string
  private readonly dates: Intl.DateTimeFormat
  private sliceStart = performance.now()

  constructor(
    doc: PDFKit.PDFDocument,
    country: CountryCode,
    private readonly input: EstateAccountsPdfInput,
  ) {
    super(doc)
    const { locale } = COUNTRY_CALENDARS[country]
    this.money = moneyFormatter(input.accounts.currency, locale)
    this.dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  }

  private date(isoDate: string) {
    return this.dates.format(new Date(`${isoDate}T00:00:00Z`))
  }

  async write() {
    const { doc } = this
    const { accounts, deceasedName } = this.input
    const title = estateAccountsTitle(deceasedName)
    const root = documentStructure(doc)
    this.paragraph(root, title, TITLE_SIZE, true, 'H1')
    const death = accounts.dateOfDeath ? ` · Date of death: ${this.date(accounts.dateOfDeath)}` : ''
    this.paragraph(root, `Accounts to ${this.date(accounts.asOf)}${death}`, BODY_SIZE, false)
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

  /** A tagged table: a header row of column headers, then the rows, the last one bold when it is a total. */
  private async table(parent: PDFKit.PDFStructureElement, columns: Column[], rows: string[][]) {
    const { doc } = this
    this.face(this.fonts.bold)
    this.face(this.fonts.regular).fontSize(TABLE_SIZE)
    doc.y += 6
    const options: TaggedTableOptions = {
      structParent: parent,
      position: { x: this.left, y: doc.y },
      maxWidth: this.width,
      columnStyles: columns.map((column) => ({
        width: column.width,
        align: { x: column.align ?? 'left', y: 'top' },
      })),
      defaultStyle: {
        border: { top: 0, right: 0, bottom: 0.5, left: 0 },
        borderColor: '#777777',
        padding: { top: 3, right: 4, bottom: 3, left: 4 },
      },
    }
    const table = doc.table(options)
    const bold = { src: this.fonts.bold.family, size: TABLE_SIZE }
    table.row(columns.map((column): TaggedCell => ({ text: column.header, type: 'TH', scope: 'column', font: bold })))
    for (const [index, row] of rows.entries()) {
      const total = index === rows.length - 1 && /^(Total|Residue|Held now)/.test(row.find(Boolean) ?? '')
      table.row(row.map((text): TaggedCell => (total ? { text, font: bold } : { text })))
      await this.yieldNow()
      if (doc.destroyed) return
    }
    table.end()
    this.face(this.fonts.regular).fontSize(BODY_SIZE)
  }

  private async yieldNow() {
    if (performance.now() - this.sliceStart < SLICE_MS) return
    await new Promise((resolve) => setImmediate(resolve))
    this.sliceStart = performance.now()
  }
}
