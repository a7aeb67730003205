import { requirePremiumFamily } from '~/features/family/index.server'
import { readerDates } from '~/lib/reader-dates.server'
import type { AfterwordLoadContext } from '~/load-context'
import { servicesFrom } from '~/load-context'
import { checklistFiltersFromUrl } from './checklist.schema'
import { loadChecklist, regionChoices } from './checklist.server'

/** The checklist the request's filters ask for: shared by the page, the print page and the PDF. */
export async function loadChecklistFor(args: { request: Request; context: AfterwordLoadContext }) {
  const { db } = servicesFrom(args.context)
  const family = await requirePremiumFamily(args, 'view', 'checklist')
  const country = family.country.code
  const choices = regionChoices(country)
  const filters = checklistFiltersFromUrl(new URL(args.request.url), {
    country,
    regionCodes: choices.map((choice) => choice.code),
  })
  const dates = readerDates(args.request, country)
  const checklist = await loadChecklist(db, family.access, filters, { familyRegion: family.regionCode, country, dates })
  return { filters, choices, checklist }
}
