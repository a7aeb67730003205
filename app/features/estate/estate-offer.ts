import { COUNTRY_CALENDARS } from '~/lib/calendar'
import { decimalAmount, formatMoney } from '~/lib/money'
import { can } from '~/lib/permissions'
import type { CountryCode, FamilyRole } from '~db/schema/vocabulary'
import { isDebtKind, type StatementReading } from './statement-reader'

/**
 * From what a statement says to the estate's add form, prefilled (docs/decisions/070-estate-from-documents-and-digest.md):
 * a link the person follows and checks, never a record made for them. Pure: the documents page's link and
 * its tests are made from it.
 */

/** What the documents page shows under a statement: where the link goes and what it says. */
export interface EstateOffer {
  href: string
  label: string
}

/**
 * Who may add to the estate's inventory: those who edit the family's organisations (Members and Admins), since
 * an account and the organisation to tell are one record (decision 067). Replaced by the estate's own row in
 * the permission table when there is one.
 */
export function mayAddToEstate(role: FamilyRole): boolean {
  return can(role, 'manage-estate')
}

const NOUNS: Partial<Record<StatementReading['kind'], string>> = {
  'bank-account': 'account',
  'credit-card': 'credit card',
  loan: 'loan',
  mortgage: 'mortgage',
  pension: 'pension',
  'life-insurance': 'life insurance policy',
  'shares-and-funds': 'investments',
}

/** The account as typed in the form's reference: the bank's code with the number, or the IBAN, or its ending. */
function referenceOf(reading: StatementReading): string | null {
  const code = reading.sortCode ?? reading.bsb ?? reading.routingNumber
  if (reading.accountNumber) return code ? `${code} ${reading.accountNumber}` : reading.accountNumber
  if (reading.iban) return reading.iban
  return reading.accountEnding ? `ending ${reading.accountEnding}` : null
}

/**
 * The offer for one statement, or null when it says too little to be worth a click: it needs whose it is or
 * which account, and either a balance or the account.
 */
export function estateOfferFor(
  reading: StatementReading,
  document: { id: string },
  country: CountryCode,
): EstateOffer | null {
  const { organisation, accountEnding, balance } = reading
  if (!organisation && !accountEnding) return null
  if (!balance && !accountEnding) return null
  // An overdrawn account is owed to the bank: it goes in as a debt.
  const overdrawn = reading.kind === 'bank-account' && balance !== undefined && balance.minor < 0
  const debt = isDebtKind(reading.kind) || overdrawn
  const noun = overdrawn ? 'overdraft' : (NOUNS[reading.kind] ?? 'account')
  const holder = organisation?.name ?? ''
  const description = [holder, noun, accountEnding ? `ending ${accountEnding}` : ''].filter(Boolean).join(' ')
  const params = new URLSearchParams({ add: debt ? 'debt' : 'asset', kind: overdrawn ? 'loan' : reading.kind })
  if (debt) params.set('creditor', holder || description)
  else params.set('description', description)
  if (organisation?.id) params.set('organisationId', organisation.id)
  const reference = referenceOf(reading)
  if (reference) params.set('reference', reference)
  if (balance) params.set(debt ? 'amount' : 'value', decimalAmount(Math.abs(balance.minor)))
  if (!debt && balance) params.set('method', 'statement')
  params.set('documentId', document.id)
  const amount = balance
    ? `, ${formatMoney(Math.abs(balance.minor), balance.currency, COUNTRY_CALENDARS[country].locale)}`
    : ''
  const label = `${debt ? 'Add to the estate’s debts' : 'Add to the estate'}: ${description}${amount}`
  return { href: `/dashboard/estate?${params.toString()}`, label }
}
