import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { estateAccounts } from './estate-accounts'
import { renderEstateAccountsPdf } from './estate-accounts-pdf.server'
import { englishEstate } from './estate-accounts.fixture'

// The PDF is read back with pdfjs, an independent parser: what a reader or a screen reader gets.
async function readPdf(deceasedName: string, records = englishEstate()) {
  const accounts = estateAccounts(records, {
    asOf: '2026-11-30',
    inEstate: (asset) => asset.ownership === 'sole',
  })
  const chunks: Buffer[] = []
  for await (const chunk of renderEstateAccountsPdf({ accounts, deceasedName })) chunks.push(chunk as Buffer)
  const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0, isEvalSupported: false })
    .promise
  const pages: string[] = []
  const roles = new Map<string, number>()
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number)
    const content = await page.getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
    collectRoles((await page.getStructTree()) as StructNode, roles)
  }
  return { pdf, pages, text: pages.join(' ').replace(/\s+/g, ' '), roles }
}

interface StructNode {
  role?: string
  children?: StructNode[]
}
function collectRoles(node: StructNode, roles: Map<string, number>) {
  if (node.role) roles.set(node.role, (roles.get(node.role) ?? 0) + 1)
  for (const child of node.children ?? []) collectRoles(child, roles)
}

describe('renderEstateAccountsPdf', () => {
  it('is a tagged PDF titled with the name of the person who died, its tables tagged as tables', async () => {
    const { pdf, roles } = await readPdf('Margaret Ō’Brien-Thompson')
    expect((await pdf.getMarkInfo())?.Marked).toBe(true)
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } }
    expect(info.Title).toBe('Estate accounts of Margaret Ō’Brien-Thompson')
    expect(info.Language).toBe('en-GB')
    for (const role of ['H1', 'H2', 'Table', 'TR', 'TH', 'TD', 'P']) expect(roles.has(role)).toBe(true)
  })

  it('shows the date, the totals in pounds, each beneficiary’s share and a line for each to sign', async () => {
    const { text, pages } = await readPdf('Margaret Thompson')
    expect(text).toContain('Estate accounts of Margaret Thompson')
    expect(text).toContain('Accounts to 30 November 2026')
    expect(text).toContain('Date of death: 14 March 2026')
    expect(text).toContain('Total assets £341,950.67')
    expect(text).toContain('Total debts and expenses £5,746.96')
    expect(text).toContain('Net estate: £336,203.71')
    expect(text).toContain('Totals £342,628.90 £5,494.56 £337,134.34')
    expect(text).toContain('Residue £327,621.94')
    expect(text).toContain('Total distributed £105,000.00')
    expect(text).toContain('David Thompson 50.00 % of the residue £163,810.97 £50,000.00 £113,810.97')
    expect(text).toContain('Susan Clarke 50.00 % of the residue £163,810.97')
    expect(text).toContain('Peter Walsh A sum of money £5,000.00 £5,000.00 £0.00')
    expect(text).toContain('Tom Clarke My car')
    expect(text).toContain('Held now £227,621.94')
    expect(text).toContain('1 asset has no value yet and is not in the totals.')
    for (const name of ['David Thompson', 'Susan Clarke', 'Peter Walsh', 'Tom Clarke']) {
      expect(text).toContain(`${name} I approve these accounts. Signed`)
    }
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`)
  })

  it('runs a long account over pages, every entry once, its column headers repeated on each page', async () => {
    const records = englishEstate()
    for (let index = 0; index < 150; index++) {
      records.entries.push({
        id: `many-${String(index).padStart(3, '0')}`,
        date: '2026-10-15',
        direction: 'out',
        amount: 100 + index,
        description: `Payment number ${index + 1}`,
        debtId: null,
        assetId: null,
      })
    }
    const { text, pages, roles } = await readPdf('Margaret Thompson', records)
    for (let index = 0; index < 150; index++) expect(text).toContain(`Payment number ${index + 1} `)
    const accountPages = pages.filter((page) => page.includes('Payment number'))
    expect(accountPages.length).toBeGreaterThan(2)
    for (const page of accountPages) expect(page).toMatch(/Date\s+Description\s+Received\s+Paid\s+Balance/)
    // The repeated headers are artifacts: the structure has each table's header cells once (assets 3, not yet
    // valued 2, debts 3, the account 5, the summary 2, distributions 4, shares 5, held now 2), where pdfjs
    // shows a table once on each page it reaches.
    expect(roles.get('TH')).toBe(26)
  })
})
