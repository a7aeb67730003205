import { describe, expect, it } from 'vitest'
import { isValidIban, isValidRoutingNumber, readDate, readStatement, toMinor } from './statement-reader'

const NONE = { organisations: [] }

describe('reading a UK current account statement', () => {
  const text = `Barclays Bank UK PLC
Customer services 0345 734 5345  Lost cards 03-45-73 (we never ask for your PIN)
Mrs Edith Smith
4 Elm Road, Leeds
Statement date 03/03/2026   Statement period 1 February 2026 to 28 February 2026
Sort code 20-45-77   Account number 43218765
Date        Description              Paid out     Paid in    Balance
01 Feb      Balance brought forward                          £11,020.10
14 Feb      TESCO STORES 2231         £54.20                 £10,965.90
20 Feb      PENSION HMRC                          £1,434.60  £12,400.50
Closing balance £12,400.50
Transfers to Monzo are shown above.`

  it('finds the bank, the account, and the closing balance at the end of the period', () => {
    expect(readStatement(text, { country: 'UK', ...NONE })).toEqual({
      kind: 'bank-account',
      organisation: { name: 'Barclays' },
      sortCode: '20-45-77',
      accountNumber: '43218765',
      accountEnding: '8765',
      balance: { minor: 1_240_050, currency: 'GBP', date: '2026-02-28' },
    })
  })

  it('names the family’s own entry when the statement is from an organisation they listed', () => {
    const reading = readStatement(text, {
      country: 'UK',
      organisations: [
        { id: 'org-monzo', name: 'Monzo' },
        { id: 'org-barclays', name: 'Barclays current account', aliases: ['Barclays'] },
      ],
    })
    expect(reading.organisation).toEqual({ id: 'org-barclays', name: 'Barclays current account' })
  })

  it('takes no phone number or date for a sort code or an account number', () => {
    const reading = readStatement(
      `Lloyds Bank\nCall us on 0345 300 0000 or 01-02-26 (opening hours)\nStatement date 03-03-26\nClosing balance £812.00`,
      { country: 'UK', ...NONE },
    )
    expect(reading.sortCode).toBeUndefined()
    expect(reading.accountNumber).toBeUndefined()
    expect(reading.balance).toEqual({ minor: 81_200, currency: 'GBP' })
  })

  it('reads an overdrawn balance as negative', () => {
    const reading = readStatement('HSBC UK\nSort code 40-11-62 Account number 11112222\nClosing balance £250.75 DR', {
      country: 'UK',
      ...NONE,
    })
    expect(reading.balance?.minor).toBe(-25_075)
  })
})

describe('reading a credit card statement', () => {
  const text = `Nationwide Credit Card statement
Card number ending 4321
Statement date: 12 March 2026
Credit limit £5,000.00   Available credit £3,765.55
Minimum payment £25.00 by 6 April 2026
New balance £1,234.45`

  it('is a debt, with the new balance and not the minimum payment or the credit limit', () => {
    const reading = readStatement(text, { country: 'UK', ...NONE })
    expect(reading.kind).toBe('credit-card')
    expect(reading.accountEnding).toBe('4321')
    expect(reading.accountNumber).toBeUndefined()
    expect(reading.balance).toEqual({ minor: 123_445, currency: 'GBP', date: '2026-03-12' })
  })

  it('never keeps a full card number', () => {
    const reading = readStatement(
      'Credit card 4929 1234 5678 4321\nAccount number 4929123456784321\nNew balance £10.00',
      {
        country: 'UK',
        ...NONE,
      },
    )
    expect(reading.accountNumber).toBeUndefined()
    expect(reading.accountEnding).toBe('4321')
  })
})

describe('reading an Irish statement', () => {
  it('reads a valid IBAN, the NSC, and a balance written either way', () => {
    const dotDecimal = readStatement(
      `AIB\nIBAN: IE29 AIBK 9311 5212 3456 78   BIC AIBKIE2D\nNSC 93-11-52\nBalance at 3 March 2026: €1,234.56`,
      { country: 'IE', ...NONE },
    )
    expect(dotDecimal).toMatchObject({
      iban: 'IE29AIBK93115212345678',
      sortCode: '93-11-52',
      accountEnding: '5678',
      balance: { minor: 123_456, currency: 'EUR', date: '2026-03-03' },
    })
    const commaDecimal = readStatement('Bank of Ireland\nBalance at 3 March 2026: €1.234,56', {
      country: 'IE',
      ...NONE,
    })
    expect(commaDecimal.organisation).toEqual({ name: 'Bank of Ireland' })
    expect(commaDecimal.balance).toEqual({ minor: 123_456, currency: 'EUR', date: '2026-03-03' })
  })

  it('ignores an IBAN whose check digits are wrong', () => {
    expect(readStatement('IBAN IE28 AIBK 9311 5212 3456 78', { country: 'IE', ...NONE }).iban).toBeUndefined()
  })
})

describe('reading an Australian statement', () => {
  it('finds the BSB and account, and the closing balance in dollars', () => {
    const reading = readStatement(
      `Commonwealth Bank\nStatement 1 Jan 2026 - 31 Mar 2026\nBSB 062-000 Account number 1234 5678\nPhone 13 22 21\nOpening balance $9,000.00\nClosing balance $10,250.00 CR`,
      { country: 'AU', ...NONE },
    )
    expect(reading).toMatchObject({
      kind: 'bank-account',
      bsb: '062-000',
      accountNumber: '12345678',
      balance: { minor: 1_025_000, currency: 'AUD', date: '2026-03-31' },
    })
  })
})

describe('reading a US statement', () => {
  it('checks the routing number and writes the date month first', () => {
    const reading = readStatement(
      `Chase\nRouting number 021000021\nAccount # ****6789\nCall 1-800-935-9935\nEnding balance on 03/04/2026 $2,500.00`,
      { country: 'US', ...NONE },
    )
    expect(reading).toMatchObject({
      routingNumber: '021000021',
      accountEnding: '6789',
      balance: { minor: 250_000, currency: 'USD', date: '2026-03-04' },
    })
    expect(readStatement('Routing number 021000022', { country: 'US', ...NONE }).routingNumber).toBeUndefined()
  })

  it('knows a mortgage statement for a debt', () => {
    const reading = readStatement('Mortgage statement\nLoan number 9988776655\nOutstanding balance $182,400.10', {
      country: 'US',
      ...NONE,
    })
    expect(reading.kind).toBe('mortgage')
    expect(reading.balance?.minor).toBe(18_240_010)
  })
})

describe('reading a New Zealand KiwiSaver statement', () => {
  it('is a pension, with its account and the value of the fund', () => {
    const reading = readStatement(
      'KiwiSaver annual statement\nAccount 12-3456-0123456-00\nAs at 31 March 2026\nTotal value $45,210.33',
      {
        country: 'NZ',
        ...NONE,
      },
    )
    expect(reading).toMatchObject({
      kind: 'pension',
      accountEnding: '5600',
      balance: { minor: 4_521_033, currency: 'NZD', date: '2026-03-31' },
    })
  })
})

describe('the pieces', () => {
  it('turns printed money into minor units without floats, refusing what is not money', () => {
    expect(toMinor('12,400.50')).toBe(1_240_050)
    expect(toMinor('1.234,56')).toBe(123_456)
    expect(toMinor('1 234,56')).toBe(123_456)
    expect(toMinor('0.1')).toBe(10)
    expect(toMinor('1,234')).toBe(123_400)
    expect(toMinor('999,999,999,999.99')).toBe(99_999_999_999_999)
    expect(toMinor('12,40,000.00')).toBeUndefined()
    expect(toMinor('1,234,56.00')).toBeUndefined()
    expect(toMinor('1.234.56')).toBeUndefined()
  })

  it('validates IBANs and routing numbers by their checksums', () => {
    expect(isValidIban('GB82WEST12345698765432')).toBe(true)
    expect(isValidIban('GB82WEST12345698765433')).toBe(false)
    expect(isValidRoutingNumber('011000015')).toBe(true)
    expect(isValidRoutingNumber('011000016')).toBe(false)
  })

  it('reads dates the country’s way and refuses impossible ones', () => {
    expect(readDate('03/04/2026', 'UK')).toBe('2026-04-03')
    expect(readDate('03/04/2026', 'US')).toBe('2026-03-04')
    expect(readDate('March 3, 2026', 'US')).toBe('2026-03-03')
    expect(readDate('31/02/2026', 'UK')).toBeUndefined()
  })
})
