import { catalogueFor } from '~/content/organisations'
import type { AssetKind, CountryCode, DebtKind, EstateCurrency } from '~db/schema/vocabulary'

/**
 * Reads a bank, card, loan or pension statement's text (what the vault read from the upload, decision 044) for
 * what the estate's inventory needs: who holds it, which account, what it stood at and when
 * (docs/decisions/070-estate-from-documents-and-digest.md). Pure and cautious: a number is taken only with the
 * words that name it (a sort code after 'sort code' or beside an account number, a balance after 'closing
 * balance'), checksums are checked where the format has one (IBAN, ABA routing numbers), and money is read as
 * text into minor units, never through a float. Whatever it finds is only a suggestion the person confirms.
 */

export interface KnownOrganisation {
  /** The family's organisation ('Who to tell'), when the match is one of theirs. */
  id: string
  name: string
  /** Other names it goes by on paper (the catalogue's name for a family entry picked from it). */
  aliases?: string[]
}

export interface StatementReading {
  organisation?: { id?: string; name: string }
  /** The account number as printed (digits only), when printed in full. */
  accountNumber?: string
  /** Its last four digits, also when the statement masks the rest ('**** 1234', 'ending 1234'). */
  accountEnding?: string
  /** UK and Irish sort code (NSC), '20-00-00'. */
  sortCode?: string
  /** Without spaces, checked with mod 97. */
  iban?: string
  /** Australian BSB, '062-000'. */
  bsb?: string
  /** US ABA routing number, checked with its checksum. */
  routingNumber?: string
  /** Minor units; negative when the statement says the account is overdrawn. */
  balance?: { minor: number; currency: EstateCurrency; date?: string }
  kind: StatementKind
}

export type StatementKind = AssetKind | DebtKind

export interface ReaderContext {
  country: CountryCode
  organisations: KnownOrganisation[]
}

const CURRENCIES: Record<CountryCode, EstateCurrency> = {
  AU: 'AUD',
  CA: 'CAD',
  IE: 'EUR',
  NZ: 'NZD',
  UK: 'GBP',
  US: 'USD',
}

/** Statements are long; what we look for is on the first pages. */
const READ_AT_MOST = 60_000

export function readStatement(text: string, context: ReaderContext): StatementReading {
  const page = text
    .slice(0, READ_AT_MOST)
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[’‘]/g, "'")
  const reading: StatementReading = { kind: kindOf(page) }
  const organisation = organisationIn(page, context)
  if (organisation) reading.organisation = organisation
  Object.assign(reading, accountIn(page, context.country))
  const balance = balanceIn(page, context.country, reading.kind)
  if (balance) reading.balance = balance
  return reading
}

// ---------------------------------------------------------------- what kind of statement

/** The first rule that matches wins: a card statement also says 'balance', a mortgage also says 'loan'. */
const KIND_RULES: Array<[RegExp, StatementKind]> = [
  [/\bmortgage\b/i, 'mortgage'],
  [/\bcredit card\b|\bminimum payment\b|\bcredit limit\b|\bcard number\b|\bmastercard\b|\bvisa\b/i, 'credit-card'],
  [/\b(personal |car |home |student )?loan (account|statement|balance|agreement)\b|\bloan amount\b/i, 'loan'],
  [/\bpension\b|\bsuperannuation\b|\bsuper fund\b|\bkiwisaver\b|\b401\(k\)|\brrsp\b|\brrif\b/i, 'pension'],
  [/\blife (insurance|assurance|cover)\b|\bsum assured\b/i, 'life-insurance'],
  [/\bstocks and shares\b|\bportfolio\b|\bunit trust\b|\bbrokerage\b|\bholdings\b/i, 'shares-and-funds'],
]

/** Said only on a card statement, wherever it is. */
const CARD_ONLY = /\bminimum payment\b|\bcredit limit\b/i

/**
 * What the statement says it is, in its heading: the part before the list of transactions (or its first 500
 * characters), since a current account's transactions name pensions, mortgages and cards it pays.
 */
function kindOf(page: string): StatementKind {
  const table = /^.*\bdate\b.*\b(description|details|transaction|balance)\b.*$/im.exec(page)
  const head = page.slice(0, Math.min(table?.index ?? 500, 500))
  for (const [pattern, kind] of KIND_RULES) if (pattern.test(head)) return kind
  return CARD_ONLY.test(page) ? 'credit-card' : 'bank-account'
}

const DEBT_KINDS_READ: ReadonlySet<StatementKind> = new Set(['mortgage', 'credit-card', 'loan'])

export function isDebtKind(kind: StatementKind): kind is DebtKind {
  return DEBT_KINDS_READ.has(kind)
}

// ---------------------------------------------------------------- who holds it

/** 'Tesco Bank (banking and insurance)' is printed 'Tesco Bank'; 'The Co-operative Bank' often without 'The'. */
function printedNames(name: string): string[] {
  const main = name.split(/\s+\(|:\s/)[0]!.trim()
  const names = [main, main.replace(/^the\s+/i, '')]
  return [...new Set(names.filter((candidate) => candidate.length >= 3))]
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const PATTERNS = new Map<string, RegExp>()

/** A name as a whole word or words, any case, its apostrophe optional; compiled once per name. */
function namePattern(name: string): RegExp {
  let pattern = PATTERNS.get(name)
  if (!pattern) {
    const body = escapeRegExp(name).replace(/'/g, "'?")
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu')
    PATTERNS.set(name, pattern)
  }
  return pattern
}

function firstPosition(page: string, names: string[]): number {
  let best = -1
  for (const name of names) {
    const found = namePattern(name).exec(page)
    if (found && (best < 0 || found.index < best)) best = found.index
  }
  return best
}

/** The organisation is named in the heading or the first page's footer. */
const NAMED_WITHIN = 4_000

/**
 * The organisation named first on the statement (its heading), among the family's own and the country's
 * catalogue of banks, insurers and pension providers; the family's entry when it is the same one, so the
 * inventory and 'Who to tell' stay one record.
 */
function organisationIn(page: string, context: ReaderContext): StatementReading['organisation'] {
  const catalogue = catalogueFor(context.country).organisations.filter((entry) =>
    ['bank', 'insurer', 'pension'].includes(entry.kind),
  )
  const candidates = [
    ...context.organisations.map((organisation) => ({
      id: organisation.id,
      name: organisation.name,
      names: [organisation.name, ...(organisation.aliases ?? [])].flatMap(printedNames),
    })),
    ...catalogue.map((entry) => ({
      id: undefined,
      name: printedNames(entry.name)[0]!,
      names: printedNames(entry.name),
    })),
  ]
  const named = page.slice(0, NAMED_WITHIN)
  let best: { id?: string; name: string; at: number; length: number } | null = null
  for (const candidate of candidates) {
    const at = firstPosition(named, candidate.names)
    if (at < 0) continue
    const length = Math.max(...candidate.names.map((name) => name.length))
    // Earliest wins; at the same place the longer name ('Bank of Ireland UK' over 'Bank of Ireland'), then
    // the family's own entry.
    if (
      !best ||
      at < best.at ||
      (at === best.at && (length > best.length || (length === best.length && candidate.id && !best.id)))
    ) {
      best = { id: candidate.id, name: candidate.name, at, length }
    }
  }
  if (!best) return undefined
  if (!best.id) {
    const own = context.organisations.find((organisation) =>
      [organisation.name, ...(organisation.aliases ?? [])]
        .flatMap(printedNames)
        .some((name) => name.toLowerCase() === best.name.toLowerCase()),
    )
    if (own) return { id: own.id, name: own.name }
    return { name: best.name }
  }
  return { id: best.id, name: best.name }
}

// ---------------------------------------------------------------- which account

/** ISO 13616: move the first four characters to the end, letters to numbers, and the remainder mod 97 is 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  let remainder = 0
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder === 1
}

/** The ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing) || routing === '000000000') return false
  const d = [...routing].map(Number)
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)
  return sum % 10 === 0
}

const ACCOUNT_LABEL = String.raw`(?:account\s*(?:number|no\.?|#)|a\/c\s*(?:no\.?|number)?|acct\.?\s*(?:no\.?|#)?)`
/** 'Sort code 20-00-00 Account number 12345678', on one line or two. */
const SORT_CODE_LABELLED = /\bsort\s*code:?\s*(\d{2})[- ](\d{2})[- ](\d{2})\b/i
const NSC_LABELLED = /\bNSC:?\s*(\d{2})[- ]?(\d{2})[- ]?(\d{2})\b/
const SORT_CODE_THEN_ACCOUNT = /\b(\d{2})-(\d{2})-(\d{2})\s+(\d{8})\b/
const BSB_LABELLED = /\bBSB(?:\s*(?:number|no\.?))?:?\s*(\d{3})[- ]?(\d{3})\b/i
const ROUTING_LABELLED = /\b(?:routing|ABA|RTN)(?:\s*(?:transit\s*)?(?:number|no\.?|#))?:?\s*(\d{9})\b/i
const IBAN_ANYWHERE = /\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?)\b/g
/** New Zealand: bank-branch-account-suffix, '12-3456-0123456-00'. */
const NZ_ACCOUNT = /\b(\d{2})-(\d{4})-(\d{7})-(\d{2,3})\b/
const MASKED = /(?:[*xX•]{2,}[\s-]?)+(\d{4})\b|\bending(?:\s+in)?:?\s*(\d{4})\b/

function accountIn(page: string, country: CountryCode): Partial<StatementReading> {
  const found: Partial<StatementReading> = {}
  for (const match of page.matchAll(IBAN_ANYWHERE)) {
    const iban = match[1]!.replace(/ /g, '')
    if (isValidIban(iban)) {
      found.iban = iban
      break
    }
  }
  const sortCode = SORT_CODE_LABELLED.exec(page) ?? NSC_LABELLED.exec(page) ?? SORT_CODE_THEN_ACCOUNT.exec(page)
  if (sortCode) found.sortCode = `${sortCode[1]}-${sortCode[2]}-${sortCode[3]}`
  const bsb = BSB_LABELLED.exec(page)
  if (bsb) found.bsb = `${bsb[1]}-${bsb[2]}`
  const routing = ROUTING_LABELLED.exec(page)
  if (routing && isValidRoutingNumber(routing[1]!)) found.routingNumber = routing[1]
  const nz = country === 'NZ' ? NZ_ACCOUNT.exec(page) : null
  const beside = SORT_CODE_THEN_ACCOUNT.exec(page)
  const labelled = new RegExp(`${ACCOUNT_LABEL}:?\\s*((?:\\d[ -]?){4,17}\\d)\\b`, 'i').exec(page)
  const number = nz ? `${nz[1]}-${nz[2]}-${nz[3]}-${nz[4]}` : labelled ? labelled[1]!.replace(/[ -]/g, '') : beside?.[4]
  // A full card number is never carried further than its last four digits.
  if (number && !(number.length >= 13 && number.length <= 19 && /card/i.test(page))) {
    found.accountNumber = number
  }
  const ending = MASKED.exec(page)
  const digits = (number ?? '').replace(/\D/g, '')
  if (digits.length >= 4) found.accountEnding = digits.slice(-4)
  else if (ending) found.accountEnding = ending[1] ?? ending[2]
  else if (found.iban) found.accountEnding = found.iban.slice(-4)
  return found
}

// ---------------------------------------------------------------- what it stood at, and when

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`
const DATE = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?\s+${MONTH},?\s+\d{4}|${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4})`

function iso(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return date.toISOString().slice(0, 10)
}

/** A date as printed, the country's way round when it is all numbers (the US writes the month first). */
export function readDate(text: string, country: CountryCode): string | undefined {
  const value = text.trim().toLowerCase()
  const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3)) + 1
  let match = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})$/.exec(value)
  if (match) return iso(Number(match[3]), monthOf(match[2]!), Number(match[1]))
  match = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(value)
  if (match) return iso(Number(match[3]), monthOf(match[1]!), Number(match[2]))
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (match) return iso(Number(match[1]), Number(match[2]), Number(match[3]))
  match = /^(\d{1,2})[/.](\d{1,2})[/.](\d{2,4})$/.exec(value)
  if (match) {
    const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3])
    const [first, second] = [Number(match[1]), Number(match[2])]
    return country === 'US' ? iso(year, first, second) : iso(year, second, first)
  }
  return undefined
}

const SYMBOLS = String.raw`(?:£|€|(?:A|AU|NZ|C|CA|US)?\$)`
const CODES = String.raw`(?:GBP|EUR|AUD|NZD|CAD|USD)`
const NUMBER = String.raw`\d{1,3}(?:[,. ']\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`
const AMOUNT = String.raw`(-|−)?\s*(${SYMBOLS}|${CODES})?\s*(-|−)?\s*(${NUMBER})\s*(${SYMBOLS}|${CODES})?(\s*(?:DR|OD|CR)\b)?`

/**
 * The labels of a balance at a date, most telling first. An opening balance, 'balance brought forward', a
 * minimum payment, a credit limit or the credit still available are not what the account stood at.
 */
const BALANCE_LABELS = [
  String.raw`closing\s+balance`,
  String.raw`balance\s+carried\s+forward`,
  String.raw`(?:new|statement|ending|outstanding|current|total)\s+balance`,
  String.raw`(?:amount|balance)\s+outstanding`,
  String.raw`balance\s+owing|amount\s+owing|total\s+(?:amount\s+)?(?:due|owing)`,
  String.raw`(?:fund|policy|plan|account|total)\s+value|value\s+of\s+your\s+(?:fund|plan|pension|investments?)`,
  String.raw`(?<!opening\s|previous\s|available\s|minimum\s)balance(?!\s+brought)`,
]

/** '1.234,56' and '1,234.56' alike: the last separator followed by one or two digits is the decimal one. */
export function toMinor(printed: string): number | undefined {
  const value = printed.replace(/\s/g, ' ').trim()
  const decimal = /[.,](\d{1,2})$/.exec(value)
  const whole = decimal ? value.slice(0, decimal.index) : value
  const separator = decimal ? value[decimal.index] : undefined
  const groups = whole.split(/[,. ']/)
  if (groups.some((group) => !/^\d+$/.test(group))) return undefined
  if (groups.length > 1) {
    if (groups.slice(1).some((group) => group.length !== 3) || groups[0]!.length > 3) return undefined
    const grouping = new Set(whole.replace(/\d/g, ''))
    if (grouping.size !== 1 || (separator && grouping.has(separator))) return undefined
  }
  const digits = groups.join('').replace(/^0+(?=\d)/, '')
  const cents = decimal ? decimal[1]!.padEnd(2, '0') : '00'
  if (digits.length > 12) return undefined
  return Number(`${digits}${cents}`)
}

function currencyOf(token: string | undefined, country: CountryCode): EstateCurrency {
  const home = CURRENCIES[country]
  if (!token) return home
  if (token === '£' || token === 'GBP') return 'GBP'
  if (token === '€' || token === 'EUR') return 'EUR'
  if (/^(?:AUD|A\$|AU\$)$/.test(token)) return 'AUD'
  if (/^(?:NZD|NZ\$)$/.test(token)) return 'NZD'
  if (/^(?:CAD|C\$|CA\$)$/.test(token)) return 'CAD'
  if (/^(?:USD|US\$)$/.test(token)) return 'USD'
  // A bare '$' is the country's own dollar, or the US dollar where the country has none.
  return ['AU', 'CA', 'NZ', 'US'].includes(country) ? home : 'USD'
}

/** The end of the statement's period, or its date: the balance's date when the label gives none. */
function statementDate(page: string, country: CountryCode): string | undefined {
  const period = new RegExp(
    String.raw`(?:statement\s+period|statement|period|from)[:\s]+(?:${DATE})\s*(?:to|-|–|until)\s*(${DATE})`,
    'i',
  ).exec(page)
  if (period) return readDate(period[1]!, country)
  const dated = new RegExp(
    String.raw`(?:statement\s+date|date\s+of\s+statement|as\s+at|as\s+of)[:\s]+(${DATE})`,
    'i',
  ).exec(page)
  return dated ? readDate(dated[1]!, country) : undefined
}

function balanceIn(page: string, country: CountryCode, kind: StatementKind): StatementReading['balance'] {
  for (const label of BALANCE_LABELS) {
    const pattern = new RegExp(
      String.raw`\b(?:${label})\b(?:\s+(?:on|at|as\s+at|as\s+of)\s+(${DATE}))?\s*(?:\((?:${CODES}|${SYMBOLS})\))?[:\s]*${AMOUNT}`,
      'gi',
    )
    for (const match of page.matchAll(pattern)) {
      const [, date, signBefore, before, signAfter, printed, after, marker] = match
      // A year or a day that follows the label is not money: ask for a currency, a decimal part or grouping.
      if (!before && !after && !/[.,]\d{2}$/.test(printed!)) continue
      const minor = toMinor(printed!)
      if (minor === undefined) continue
      const overdrawn = Boolean(signBefore ?? signAfter) || /DR|OD/i.test(marker ?? '')
      // On a card, loan or mortgage the balance is owed: a sign there says nothing more.
      const signed = overdrawn && !isDebtKind(kind) ? -minor : minor
      const on = date ? readDate(date, country) : statementDate(page, country)
      return { minor: signed, currency: currencyOf(before ?? after, country), ...(on && { date: on }) }
    }
  }
  return undefined
}
