import { describe, expect, it } from 'vitest'
import { parseForm } from '~/lib/forms'
import {
  addressLines,
  addressProblem,
  ORGANISATION_ADDRESS_MAX,
  PHONE_MESSAGES,
  phoneProblem,
  telHref,
} from './organisation-contact'
import { OrganisationFieldsSchema } from './organisations.schema'

describe('phoneProblem', () => {
  it.each([
    '0800 068 2238',
    '+44 (0)20 7946 0000',
    '(02) 6205 0000',
    '1-800-772-1213',
    '13 28 61',
    '+1 613 940 8495',
    '  0800 587 5870  ',
    '',
  ])('accepts %j', (phone) => {
    expect(phoneProblem(phone)).toBeNull()
  })

  it.each([
    ['0800 CALL NOW', PHONE_MESSAGES.characters],
    ['0800.068.2238', PHONE_MESSAGES.characters],
    ['0800 068 2238 ext 4', PHONE_MESSAGES.characters],
    ['0800 +44 2238', PHONE_MESSAGES.plus],
    ['(020 7946 0000', PHONE_MESSAGES.brackets],
    ['020) 7946 (0000', PHONE_MESSAGES.brackets],
    ['((020)) 7946 0000', PHONE_MESSAGES.brackets],
    ['12 34', PHONE_MESSAGES.short],
    ['0800 068 2238 0800 068 2238', PHONE_MESSAGES.long],
    [`0${' '.repeat(40)}8000682238`, PHONE_MESSAGES.length],
  ])('refuses %j, saying why', (phone, message) => {
    expect(phoneProblem(phone)).toBe(message)
  })
})

describe('telHref', () => {
  it('keeps only the digits and a leading +', () => {
    expect(telHref('0800 068 2238')).toBe('tel:08000682238')
    expect(telHref('1-800-772-1213')).toBe('tel:18007721213')
    expect(telHref('(02) 6205 0000')).toBe('tel:0262050000')
    expect(telHref('+1 613 940 8495')).toBe('tel:+16139408495')
  })

  it('drops the (0) written after a country code, which is not dialled', () => {
    expect(telHref('+44 (0)20 7946 0000')).toBe('tel:+442079460000')
  })
})

describe('addresses', () => {
  it('are kept one line each, trimmed, without empty lines', () => {
    expect(addressLines('  Bereavement Centre \r\n\r\nPO Box 524\nBradford BD1 5ZH  ')).toEqual([
      'Bereavement Centre',
      'PO Box 524',
      'Bradford BD1 5ZH',
    ])
    expect(addressLines(null)).toEqual([])
  })

  it('may have at most 500 characters and 8 lines', () => {
    expect(addressProblem('Bereavement Centre\nPO Box 524\nBradford')).toBeNull()
    expect(addressProblem('x'.repeat(ORGANISATION_ADDRESS_MAX + 1))).toMatch(/at most 500 characters/)
    expect(addressProblem(Array.from({ length: 9 }, (_, index) => `Line ${index}`).join('\n'))).toMatch(
      /at most 8 lines/,
    )
  })
})

describe('OrganisationFieldsSchema: phone and address', () => {
  it('keeps what was typed, the address tidied', () => {
    const parsed = parseForm(OrganisationFieldsSchema, {
      name: 'Santander',
      phone: ' 0800 587 5870 ',
      postalAddress: 'Bereavement centre\r\n\r\n PO Box 524 \r\nBradford',
    })
    expect(parsed).toMatchObject({
      success: true,
      data: { phone: '0800 587 5870', postalAddress: 'Bereavement centre\nPO Box 524\nBradford' },
    })
  })

  it('leaves them out when the form did not send them, so an older form cannot clear them', () => {
    const parsed = parseForm(OrganisationFieldsSchema, { name: 'Santander' })
    expect(parsed.success && parsed.data.phone).toBeUndefined()
    expect(parsed.success && parsed.data.postalAddress).toBeUndefined()
  })

  it('names the field and says what is wrong', () => {
    expect(parseForm(OrganisationFieldsSchema, { name: 'Santander', phone: 'call the branch' })).toEqual({
      success: false,
      fieldErrors: { phone: PHONE_MESSAGES.characters },
    })
    const long = parseForm(OrganisationFieldsSchema, { name: 'Santander', postalAddress: 'x'.repeat(501) })
    expect(long.success ? null : long.fieldErrors.postalAddress).toMatch(/at most 500 characters/)
  })
})
