import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES } from '~/content/schema'
import { LETTER_PURPOSES } from '~db/schema/vocabulary'
import { letterSubject, maskReference, missingLetterFields, writeLetter, type LetterInput } from './letter'

const base: LetterInput = {
  country: 'UK',
  today: '2026-11-25',
  deceasedName: 'Margaret Jones',
  deceasedDateOfBirth: '1941-05-02',
  dateOfDeath: '2026-11-10',
  deceasedLastAddress: '4 Mill Lane\nOtley\nLS21 1AA',
  organisationName: 'Barclays',
  reference: '20-00-00 / 1234 <5678> & "x"',
  senderName: 'Ann Jones',
  senderAddress: '1 High Street\nLeeds',
  relationship: 'executor',
  relationshipOther: null,
  purpose: 'close',
  enclosures: ['death-certificate'],
  note: '',
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
    // Room to sign between the closing and the name.
    expect(lines.slice(lines.indexOf(closing) + 1, lines.indexOf(closing) + 4)).toEqual(['', '', 'Ann Jones'])
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
  })

  it('identifies the person who died by date of birth and last address, the country’s way', () => {
    expect(writeLetter(base)).toContain('Date of birth: 2 May 1941\nLast address: 4 Mill Lane, Otley, LS21 1AA')
    expect(writeLetter({ ...base, country: 'US' })).toContain('Date of birth: May 2, 1941')
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
  it('says the writer’s relationship, as chosen or typed, and signs with it; no relationship is assumed', () => {
    expect(writeLetter(base)).toContain('I am the executor of Margaret Jones’s estate')
    expect(writeLetter(base)).toContain('Ann Jones\nExecutor of the estate of the late Margaret Jones')
    const husband = writeLetter({ ...base, relationship: 'husband' })
    expect(husband).toContain('I am Margaret Jones’s husband, and I am dealing with their affairs.')
    expect(husband).toContain('Husband of the late Margaret Jones')
    expect(husband).not.toMatch(/next of kin/i)
    const niece = writeLetter({ ...base, relationship: 'other', relationshipOther: 'niece' })
    expect(niece).toContain('I am Margaret Jones’s niece')
    expect(niece).toContain('Niece of the late Margaret Jones')
    expect(writeLetter({ ...base, relationship: 'civil-partner' })).toContain('Margaret Jones’s civil partner')
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
  })

  it('addresses the organisation under its name when the family gave its address (decision 081)', () => {
    const withAddress = writeLetter({
      ...base,
      organisationAddress: 'Bereavement Service Centre\n\n Leicester LE87 2BB ',
    })
    const lines = withAddress.split('\n')
    const name = lines.indexOf('Barclays')
    expect(lines.slice(name, name + 4)).toEqual(['Barclays', 'Bereavement Service Centre', 'Leicester LE87 2BB', ''])
    // Without one the letter is still complete: the name alone, then the salutation.
    const plain = writeLetter(base).split('\n')
    expect(plain.slice(plain.indexOf('Barclays'), plain.indexOf('Barclays') + 3)).toEqual([
      'Barclays',
      '',
      'Dear Sir or Madam,',
    ])
    expect(missingLetterFields(base)).toEqual([])
  })

  it('adds the family’s note before the closing', () => {
    const text = writeLetter({ ...base, note: 'Please use my mobile number.' })
    expect(text.indexOf('Please use my mobile number.')).toBeLessThan(text.indexOf('Yours faithfully,'))
  })

  it('shows each missing detail as a gap in brackets, never as “null”', () => {
    const text = writeLetter({
      ...base,
      deceasedName: null,
      deceasedDateOfBirth: null,
      dateOfDeath: null,
      deceasedLastAddress: '',
      senderAddress: null,
      relationship: null,
      reference: '',
    })
    expect(text).toContain('[Your postal address]')
    expect(text).toContain('Date of birth: [Their date of birth]')
    expect(text).toContain('[The account or reference number with this organisation]')
    expect(text).not.toContain('null')
    expect(letterSubject({ ...base, deceasedName: null, dateOfDeath: null })).toBe('Notification of a death')
    expect(letterSubject(base)).toBe('The late Margaret Jones (died 10 November 2026)')
  })
})

describe('missingLetterFields', () => {
  it('is empty when every detail is given', () => {
    expect(missingLetterFields(base)).toEqual([])
  })

  it('names each empty detail, blank text counting as empty; “other” needs its words', () => {
    const missing = missingLetterFields({
      ...base,
      senderName: ' ',
      senderAddress: ' \n ',
      relationship: 'other',
      relationshipOther: null,
      deceasedName: null,
      deceasedDateOfBirth: null,
      dateOfDeath: null,
      deceasedLastAddress: null,
      reference: '  ',
    })
    expect(missing).toEqual([
      'senderName',
      'postalAddress',
      'relationship',
      'deceasedName',
      'deceasedDateOfBirth',
      'dateOfDeath',
      'deceasedLastAddress',
      'reference',
    ])
  })
})

describe('maskReference', () => {
  it('shows only the last 4 characters', () => {
    expect(maskReference('12345678')).toBe('•••• 5678')
    expect(maskReference(' 20-00-00 / 1234 ')).toBe('•••• 1234')
    expect(maskReference('1234')).toBe('1234')
    expect(maskReference('')).toBe('')
  })
})
