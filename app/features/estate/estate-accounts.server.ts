import type { Database } from '~/lib/db.server'
import { isIsoDate } from '~/lib/calendar'
import { Refusal } from '~/lib/refusal'
import type { FamilyAccess } from '~/lib/permissions.server'
import { ALL_DATES, estateAccounts, type EstateAccounts } from './estate-accounts'
import { countsInEstate } from './estate-figures'
import { loadEstateRecords } from './estate-records.server'

/**
 * The family's estate accounts at a date (`?asOf=YYYY-MM-DD`, or everything recorded so far), from the records
 * as they are now, with the country's in-or-out rule (decisions 068 and 069): the same figures as the page.
 */
export async function familyEstateAccounts(
  db: Database,
  access: FamilyAccess,
  asOf: string | null,
): Promise<EstateAccounts> {
  if (asOf !== null && !isIsoDate(asOf)) {
    throw new Refusal(400, 'The date of the accounts must be a date written as YYYY-MM-DD, such as 2026-03-31')
  }
  const records = await loadEstateRecords(db, access.familyId)
  return estateAccounts(records, { asOf: asOf ?? ALL_DATES, inEstate: countsInEstate(records) })
}

/** The file name for a download: 'estate-accounts-2026-03-31.pdf', or without a date for the latest. */
export function accountsFileName(asOf: string | null, extension: 'pdf' | 'csv'): string {
  return `estate-accounts${asOf ? `-${asOf}` : ''}.${extension}`
}
