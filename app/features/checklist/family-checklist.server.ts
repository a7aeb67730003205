import type { FamilyContext } from '~/features/family/index.server'
import type { Database } from '~/lib/db.server'
import type { ReaderDates } from '~/lib/reader-dates'
import { checklistFiltersFromUrl } from './checklist.schema'
import { loadChecklist, regionChoices } from './checklist.server'

/**
 * The family's checklist as the filters in the address ask for it, in the reader's dates: shared by the page,
 * the print page and the PDF.
 */
export async function familyChecklist(
  db: Database,
  family: Pick<FamilyContext, 'access' | 'country' | 'regionCode'>,
  url: URL,
  dates: ReaderDates,
) {
  const country = family.country.code
  const choices = regionChoices(country)
  const filters = checklistFiltersFromUrl(url, { country, regionCodes: choices.map((choice) => choice.code) })
  const checklist = await loadChecklist(db, family.access, filters, { familyRegion: family.regionCode, country, dates })
  return { filters, choices, checklist }
}
