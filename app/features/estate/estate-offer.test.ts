import { describe, expect, it } from 'vitest'
import { estateOfferFor, mayAddToEstate } from './estate-offer'
import { readStatement } from './statement-reader'

const DOCUMENT = { id: 'doc-1' }

function paramsOf(href: string) {
  return Object.fromEntries(new URL(href, 'https://afterword.test').searchParams)
}

describe('the offer to add a statement to the estate', () => {
  it('offers a card statement as a debt, with its ending and never its full number', () => {
    const reading = readStatement('Barclaycard\nCredit card statement\nCard ending 4321\nNew balance £1,234.45', {
      country: 'UK',
      organisations: [{ id: 'org-1', name: 'Barclaycard' }],
    })
    const offer = estateOfferFor(reading, DOCUMENT, 'UK')
    expect(offer?.label).toBe('Add to the estate’s debts: Barclaycard credit card ending 4321, £1,234.45')
    expect(paramsOf(offer!.href)).toEqual({
      add: 'debt',
      kind: 'credit-card',
      creditor: 'Barclaycard',
      organisationId: 'org-1',
      reference: 'ending 4321',
      amount: '1234.45',
      documentId: 'doc-1',
    })
  })

  it('offers an overdrawn account as the bank’s overdraft, a debt', () => {
    const reading = readStatement('HSBC UK\nSort code 40-11-62 Account number 11112222\nClosing balance £250.75 DR', {
      country: 'UK',
      organisations: [],
    })
    const offer = estateOfferFor(reading, DOCUMENT, 'UK')
    expect(offer?.label).toBe('Add to the estate’s debts: HSBC UK overdraft ending 2222, £250.75')
    expect(paramsOf(offer!.href)).toMatchObject({ add: 'debt', kind: 'loan', amount: '250.75' })
  })

  it('writes euros and dollars the country’s way', () => {
    const reading = readStatement(
      'Bank of Ireland\nIBAN IE29 AIBK 9311 5212 3456 78\nBalance at 3 March 2026: €1.234,56',
      {
        country: 'IE',
        organisations: [],
      },
    )
    expect(estateOfferFor(reading, DOCUMENT, 'IE')?.label).toBe(
      'Add to the estate: Bank of Ireland account ending 5678, €1,234.56',
    )
  })

  it('offers nothing for a text that names no holder and no account', () => {
    const reading = readStatement('Dear Ann, the balance of the matter is settled. Closing balance £10.00', {
      country: 'UK',
      organisations: [],
    })
    expect(estateOfferFor(reading, DOCUMENT, 'UK')).toBeNull()
  })

  it('keeps Viewers out', () => {
    expect(mayAddToEstate('Viewer')).toBe(false)
    expect(mayAddToEstate('Member')).toBe(true)
  })
})
