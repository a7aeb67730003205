import { describe, expect, it } from 'vitest'
import { estateAccounts } from './estate-accounts'
import { csvField, estateAccountsCsv } from './estate-accounts-csv'
import { decimalAmount } from './estate-accounts-words'
import { englishEstate } from './estate-accounts.fixture'

const options = { asOf: '2026-11-30', inEstate: (asset: { ownership: string }) => asset.ownership === 'sole' }

/** A minimal RFC 4180 reader, so the tests check what a spreadsheet would read back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      index++
    } else field += char
  }
  row.push(field)
  rows.push(row)
  return rows
}

/** The rows of one section, after its title and header. */
function sectionRows(rows: string[][], title: string): string[][] {
  const start = rows.findIndex((row) => row[0] === title)
  expect(start).toBeGreaterThanOrEqual(0)
  const end = rows.findIndex((row, index) => index > start && row.length === 1 && row[0] === '')
  return rows.slice(start + 2, end)
}

describe('decimalAmount', () => {
  it('writes minor units as an exact decimal, with no float in between', () => {
    expect(decimalAmount(0)).toBe('0.00')
    expect(decimalAmount(5)).toBe('0.05')
    expect(decimalAmount(-123_456)).toBe('-1234.56')
    expect(decimalAmount(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91')
    // 0.1 + 0.2 in floats is 0.30000000000000004; from integers it is exact.
    expect(decimalAmount(10 + 20)).toBe('0.30')
  })
})

describe('csvField', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('12 Oak Lane, Leeds')).toBe('"12 Oak Lane, Leeds"')
    expect(csvField('the "good" car')).toBe('"the ""good"" car"')
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
    expect(csvField(null)).toBe('')
  })

  it('keeps text that a spreadsheet would run as a formula from running', () => {
    expect(csvField('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    )
    expect(csvField('+44 113 496 0000')).toBe(`'+44 113 496 0000`)
    expect(csvField('-2+3')).toBe(`'-2+3`)
    expect(csvField('@SUM(A1)')).toBe(`'@SUM(A1)`)
    expect(csvField('\t=1')).toBe(`'\t=1`)
    // Amounts are written by us from integers, and stay numbers a spreadsheet can add up.
    expect(csvField({ minor: -4_500 })).toBe('-45.00')
  })
})

describe('estateAccountsCsv', () => {
  it('has the figures of the accounts, one section per table, amounts as decimals', () => {
    const csv = estateAccountsCsv(estateAccounts(englishEstate(), options))
    expect(csv).toContain('\r\n')
    expect(csv.replaceAll('\r\n', '')).not.toContain('\n')
    const rows = parseCsv(csv)
    expect(sectionRows(rows, 'Estate accounts')).toContainEqual(['Date of death', '2026-03-14'])
    const assets = sectionRows(rows, 'Assets at the date of death')
    expect(assets).toContainEqual(['12 Oak Lane, Leeds', 'Property', 'Valued', '325000.00', '330000.00'])
    expect(assets.at(-1)).toEqual(['Total', '', '', '341950.67', ''])
    expect(sectionRows(rows, 'Assets not yet valued (not in the totals)')).toEqual([
      ['Premium Bonds', 'Shares and funds', 'Found', ''],
    ])
    expect(sectionRows(rows, 'Debts and expenses').at(-1)).toEqual(['Total', '', '5746.96', '', ''])
    const account = sectionRows(rows, 'Receipts and payments after the death')
    expect(account[0]).toEqual(['2026-05-02', '', 'Asset collected', '12478.90', '', '12478.90'])
    expect(account.at(-1)).toEqual(['Total', '', '', '342628.90', '5494.56', '337134.34'])
    const summary = sectionRows(rows, 'Summary')
    expect(summary).toContainEqual(['Net estate', '336203.71'])
    expect(summary).toContainEqual(['Less debts and expenses', '-5746.96'])
    expect(summary.at(-1)).toEqual(['Residue', '327621.94'])
    expect(sectionRows(rows, 'Distributions').at(-1)).toEqual(['Total', '', '', '105000.00', ''])
    expect(sectionRows(rows, 'Beneficiaries')).toContainEqual([
      'David Thompson',
      'son',
      'A share of the residue',
      '50.00',
      '163810.97',
      '50000.00',
      '113810.97',
    ])
    expect(sectionRows(rows, 'Beneficiaries')).toContainEqual([
      'Tom Clarke',
      'grandson',
      'A specific gift: My car',
      '',
      '0.00',
      '0.00',
      '0.00',
    ])
    expect(sectionRows(rows, 'Held now').at(-1)).toEqual(['Held now', '227621.94'])
  })

  it('guards the family’s own words and says what the reader must know', () => {
    const records = englishEstate()
    records.beneficiaries = records.beneficiaries.map((beneficiary) =>
      beneficiary.id === 'b-son'
        ? { ...beneficiary, name: '=cmd|"/c calc"!A1', residueShareBasisPoints: 2500 }
        : beneficiary,
    )
    const rows = parseCsv(estateAccountsCsv(estateAccounts(records, options)))
    const beneficiaries = sectionRows(rows, 'Beneficiaries')
    expect(beneficiaries.map((row) => row[0])).toContain(`'=cmd|"/c calc"!A1`)
    expect(beneficiaries.at(-1)?.slice(0, 1)).toEqual(['Given by no share'])
    expect(sectionRows(rows, 'Notes').map((row) => row[0])).toEqual([
      'The shares of the residue add up to 75.00 %, not 100 %. 81905.48 of the residue is given by no share.',
      '1 asset has no value yet and is not in the totals.',
    ])
  })
})
