import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { estateAccounts } from './estate-accounts'
import { renderEstateAccountsPdf } from './estate-accounts-pdf.server'
import { englishEstate } from './estate-accounts.fixture'

// The PDF is read back with pdfjs, an independent parser: what a reader or a screen reader gets.
async function readPdf(deceasedName: string) {
  const accounts = estateAccounts(englishEstate(), {
    asOf: '2026-11-30',
    inEstate: (asset) => asset.ownership === 'sole',
  })
  const chunks: Buffer[] = []
  for await (const chunk of renderEstateAccountsPdf({ accounts, deceasedName })) chunks.push(chunk as Buffer)
  const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0, isEvalSupported: false })
    .promise
  const pages: string[] = []
  const roles = new Set<string>()
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
function collectRoles(node: StructNode, roles: Set<string>) {
  if (node.role) roles.add(node.role)
  for (const child of node.children ?? []) collectRoles(child, roles)
}

describe('renderEstateAccountsPdf', () => {
  it('is a tagged PDF titled with the name of the person who died, its tables tagged as tables', async () => {
    const { pdf, roles } = await readPdf('Margaret Ō’Brien-Thompson')
    expect((await pdf.getMarkInfo())?.Marked).toBe(true)
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } }
    expect(info.Title).toBe('Estate accounts of Margaret Ō’Brien-Thompson')
    expect(info.Language).toBe('en-GB')
    for (const role of ['H1', 'H2', 'Table', 'TR', 'TH', 'TD', 'P']) expect(roles).toContain(role)
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
})
