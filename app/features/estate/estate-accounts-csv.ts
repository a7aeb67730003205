/**
 * The estate accounts as CSV for an accountant (docs/decisions/069-estate-accounts.md): the figures of the PDF,
 * one section per table (a title row, a header row, the rows, a blank line), amounts as plain decimals written
 * from the integers, dates as YYYY-MM-DD. RFC 4180: CRLF line ends, a field quoted when it holds a comma, a
 * quote or a line break, quotes doubled.
 */
import type { EstateAccounts } from './estate-accounts'
import {
  accountWarnings,
  ASSET_KIND_WORDS,
  ASSET_STATE_WORDS,
  DEBT_KIND_WORDS,
  decimalAmount,
  DISTRIBUTION_WORDS,
  ENTRY_KIND_WORDS,
  GIFT_WORDS,
  holdingRows,
  percentage,
  summaryRows,
} from './estate-accounts-words'
import type { Minor } from './estate-types'

/** A cell: text (guarded against formulas) or an amount in minor units (written as a decimal). */
type Cell = string | { minor: Minor } | null

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP, 'CSV injection'); a tab or a
// carriage return at the start can hide one.
const FORMULA_START = /^[=+\-@\t\r]/

/** One field: a formula-like text gets a leading apostrophe; amounts are ours and plain numbers, so stay numbers. */
export function csvField(cell: Cell): string {
  if (cell === null) return ''
  const text = typeof cell === 'string' ? (FORMULA_START.test(cell) ? `'${cell}` : cell) : decimalAmount(cell.minor)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

function section(title: string, header: string[], rows: Cell[][]): string[] {
  return [csvField(title), ...[header, ...rows].map((row) => row.map(csvField).join(',')), '']
}

const money = (minor: Minor) => ({ minor })

export function estateAccountsCsv(accounts: EstateAccounts): string {
  return [...capitalSections(accounts), ...accountSections(accounts), ...beneficiarySections(accounts)].join('\r\n')
}

/** The date, then what the person left at death and what they owed. */
function capitalSections(accounts: EstateAccounts): string[] {
  const { assets, debts } = accounts
  return [
    ...section(
      'Estate accounts',
      ['Item', 'Value'],
      [
        ['Date of the accounts', accounts.asOf],
        ['Date of death', accounts.dateOfDeath ?? ''],
        ['Currency', accounts.currency],
      ],
    ),
    ...section(
      'Assets at the date of death',
      ['Asset', 'Kind', 'Where it has got to', 'Value at death', 'Collected'],
      [
        ...assets.lines.map((line) => [
          line.description,
          ASSET_KIND_WORDS[line.kind],
          ASSET_STATE_WORDS[line.state],
          money(line.value ?? 0),
          line.collected === null ? null : money(line.collected),
        ]),
        ['Total', null, null, money(assets.total), null],
      ],
    ),
    ...section(
      'Assets not yet valued (not in the totals)',
      ['Asset', 'Kind', 'Where it has got to', 'Collected'],
      assets.unvalued.map((line) => [
        line.description,
        ASSET_KIND_WORDS[line.kind],
        ASSET_STATE_WORDS[line.state],
        line.collected === null ? null : money(line.collected),
      ]),
    ),
    ...section(
      'Debts and expenses',
      ['Owed to', 'Kind', 'Amount', 'Paid from the estate account', 'Still owed'],
      [
        ...debts.lines.map((line) => [
          line.creditor,
          DEBT_KIND_WORDS[line.kind],
          money(line.amount),
          money(line.paidFromAccount),
          money(line.outstanding),
        ]),
        ['Total', null, money(debts.total), null, null],
      ],
    ),
  ]
}

/** The estate account after the death, and the summary down to the residue. */
function accountSections(accounts: EstateAccounts): string[] {
  const { account } = accounts
  return [
    ...section(
      'Receipts and payments after the death',
      ['Date', 'Description', 'Kind', 'Received', 'Paid', 'Balance'],
      [
        ...account.lines.map((line) => [
          line.date,
          line.description,
          ENTRY_KIND_WORDS[line.kind],
          line.direction === 'in' ? money(line.amount) : null,
          line.direction === 'out' ? money(line.amount) : null,
          money(line.balance),
        ]),
        ['Total', null, null, money(account.receipts), money(account.payments), money(account.balance)],
      ],
    ),
    ...section(
      'Summary',
      ['Item', 'Amount'],
      summaryRows(accounts).map(([label, amount]) => [label, money(amount)]),
    ),
  ]
}

/** Distributions, each beneficiary's share, what the estate holds now, and what to know. */
function beneficiarySections(accounts: EstateAccounts): string[] {
  const { distributions } = accounts
  return [
    ...section(
      'Distributions',
      ['Date', 'Beneficiary', 'Kind', 'Amount', 'Receipt signed'],
      [
        ...distributions.lines.map((line) => [
          line.date,
          line.beneficiaryName ?? '(not a recorded beneficiary)',
          DISTRIBUTION_WORDS[line.kind],
          money(line.amount),
          line.receiptDate ?? '',
        ]),
        ['Total', null, null, money(distributions.total), null],
      ],
    ),
    ...section(
      'Beneficiaries',
      ['Beneficiary', 'Relationship', 'Gift', 'Share of the residue (%)', 'Entitled to', 'Received', 'Still due'],
      [
        ...accounts.shares.map((share) => [
          share.name,
          share.relationship,
          share.gift === 'specific-gift' && share.giftDescription
            ? `${GIFT_WORDS[share.gift]}: ${share.giftDescription}`
            : GIFT_WORDS[share.gift],
          share.basisPoints === null ? null : percentage(share.basisPoints),
          money(share.entitlement),
          money(share.distributed),
          money(share.due),
        ]),
        ...(accounts.undisposedResidue > 0
          ? [['Given by no share', null, null, null, money(accounts.undisposedResidue), null, null]]
          : []),
      ],
    ),
    ...section(
      'Held now',
      ['Item', 'Amount'],
      holdingRows(accounts).map(([label, amount]) => [label, money(amount)]),
    ),
    ...section(
      'Notes',
      ['Note'],
      accountWarnings(accounts, decimalAmount).map((warning) => [warning]),
    ),
  ]
}
