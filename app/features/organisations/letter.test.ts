import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES } from '~/content/schema'
import { LETTER_PURPOSES } from '~db/schema/vocabulary'
import { letterSubject, writeLetter, type LetterInput } from './letter'

const base: LetterInput = {
  country: 'UK',
  today: '2026-11-25',
  deceasedName: 'Margaret Jones',
  dateOfDeath: '2026-11-10',
  organisationName: 'Barclays',
  reference: '20-00-00 / 1234 <5678> & "x"',
  senderName: 'Ann Jones',
  senderAddress: '1 High Street\nLeeds',
  capacity: 'executor',
  purpose: 'close',
  enclosures: ['death-certificate'],
}

describe('writeLetter: each country’s conventions', () => {
  it.each([
    ['UK', 'Dear Sir or Madam,', 'Yours faithfully,', '10 November 2026', '25 November 2026'],
    ['IE', 'Dear Sir or Madam,', 'Yours faithfully,', '10 November 2026', '25 November 2026'],
    ['AU', 'Dear Sir or Madam,', 'Yours faithfully,', '10 November 2026', '25 November 2026'],
    ['NZ', 'Dear Sir or Madam,', 'Yours faithfully,', '10 November 2026', '25 November 2026'],
    ['US', 'To whom it may concern:', 'Sincerely,', 'November 10, 2026', 'November 25, 2026'],
    ['CA', 'To whom it may concern:', 'Sincerely,', 'November 10, 2026', 'November 25, 2026'],
  ] as const)('%s: %s … %s, dates as %s', (country, salutation, closing, died, today) => {
    const text = writeLetter({ ...base, country })
    const lines = text.split('\n')
    expect(lines).toContain(salutation)
    expect(lines).toContain(closing)
    expect(text).toContain(`Margaret Jones died on ${died}.`)
    expect(lines).toContain(today)
    // The salutation comes before the body and the closing after it, followed by the signature.
    expect(lines.indexOf(salutation)).toBeLessThan(lines.indexOf(closing))
    expect(lines[lines.indexOf(closing) + 2]).toBe('Ann Jones')
  })

  it('names the probate document the country’s way', () => {
    const withGrant = (country: LetterInput['country']) => writeLetter({ ...base, country, enclosures: ['grant'] })
    expect(withGrant('UK')).toContain('grant of representation (probate, letters of administration or confirmation)')
    expect(withGrant('IE')).toContain('grant of probate or letters of administration')
    expect(withGrant('US')).toContain('letters testamentary or letters of administration')
    expect(withGrant('CA')).toContain('certificate of appointment of estate trustee')
  })

  it('labels the reference the country’s way and keeps it exactly as typed', () => {
    expect(writeLetter(base)).toContain('Account or reference number: 20-00-00 / 1234 <5678> & "x"')
    expect(writeLetter({ ...base, country: 'US' })).toContain('Account number: 20-00-00 / 1234 <5678> & "x"')
    expect(writeLetter({ ...base, reference: '  ' })).not.toContain('reference number:')
  })
})

describe('writeLetter: each purpose', () => {
  const asks: Record<(typeof LETTER_PURPOSES)[number], string> = {
    close: 'Please close any accounts held in Margaret Jones’s name',
    freeze: 'Please freeze any accounts held in Margaret Jones’s name',
    transfer: 'what you need in order to transfer any accounts or policies',
    refund: 'refund any payments taken after the date of death',
  }
  for (const country of COUNTRY_CODES) {
    it.each(LETTER_PURPOSES)(`${country}: %s asks for it, and only for it`, (purpose) => {
      const text = writeLetter({ ...base, country, purpose })
      expect(text).toContain(asks[purpose])
      for (const other of LETTER_PURPOSES.filter((each) => each !== purpose)) expect(text).not.toContain(asks[other])
    })
  }
})

describe('writeLetter: the sender and what is enclosed', () => {
  it('says in what capacity the sender writes, and signs with it', () => {
    expect(writeLetter({ ...base, capacity: 'next-of-kin' })).toContain('I am the next of kin')
    expect(writeLetter({ ...base, capacity: 'administrator' })).toContain('Administrator, for the late Margaret Jones')
    expect(writeLetter(base)).toContain('Executor, for the late Margaret Jones')
  })

  it('lists the enclosures and asks for originals back; none, no list', () => {
    const text = writeLetter({ ...base, enclosures: ['death-certificate', 'will'] })
    expect(text).toContain('I enclose:\n- a certified copy of the death certificate\n- a copy of the will')
    expect(text).toContain('Please return any original or certified documents')
    expect(writeLetter({ ...base, enclosures: [] })).not.toContain('I enclose')
  })

  it('puts the sender’s address lines at the top, and asks for replies there', () => {
    const lines = writeLetter(base).split('\n')
    expect(lines.slice(0, 3)).toEqual(['Ann Jones', '1 High Street', 'Leeds'])
    expect(writeLetter(base)).toContain('to me at the address above')
    expect(writeLetter({ ...base, senderAddress: '' })).not.toContain('address above')
  })

  it('reads well without the name or the date of death', () => {
    const text = writeLetter({ ...base, deceasedName: null, dateOfDeath: null })
    expect(text).toContain('I am writing to let you know that your customer died.')
    expect(text).toContain('held in their name')
    expect(text).not.toContain('null')
    expect(letterSubject({ ...base, deceasedName: null, dateOfDeath: null })).toBe('Notification of a death')
    expect(letterSubject(base)).toBe('The late Margaret Jones (died 10 November 2026)')
  })
})
