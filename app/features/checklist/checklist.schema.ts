import { TASK_CATEGORIES, type CountryCode, type TaskCategory } from '~db/schema/vocabulary'
import { PAPER_SIZES, type PaperSize } from './printable'

export const ALL_REGIONS = 'all'

export interface RegionChoice {
  code: string
  label: string
}

export interface ChecklistFilters {
  categories: TaskCategory[]
  /** 'all', a region code of the family's country ('au-nsw'), or the country's prefix ('au') for national tasks. */
  region: string
  includeCompleted: boolean
  /** Add the family's organisations to tell after the tasks. */
  includeOrganisations: boolean
  /** Add the estate's inventory, its assets and debts (decision 076), after the organisations. */
  includeEstate: boolean
  paper: PaperSize
}

/** US and Canadian printers take Letter; everyone else prints on A4. */
export function defaultPaper(country: CountryCode): PaperSize {
  return country === 'US' || country === 'CA' ? 'LETTER' : 'A4'
}

/**
 * The filters in the URL. With no filters sent, every category is chosen; the hidden 'filtered' field tells
 * a sent form with every box cleared apart from a first visit. Anything unknown is dropped, never an error.
 */
export function checklistFiltersFromUrl(
  url: URL,
  options: { country: CountryCode; regionCodes: readonly string[] },
): ChecklistFilters {
  const params = url.searchParams
  const sent = params.has('filtered')
  const chosen = new Set(params.getAll('category'))
  const categories = sent ? TASK_CATEGORIES.filter((category) => chosen.has(category)) : [...TASK_CATEGORIES]
  const region = params.get('region') ?? ALL_REGIONS
  const paper = PAPER_SIZES.find((size) => size === params.get('paper')) ?? defaultPaper(options.country)
  return {
    categories,
    region: options.regionCodes.includes(region) ? region : ALL_REGIONS,
    includeCompleted: params.get('completed') === 'on',
    includeOrganisations: params.get('organisations') === 'on',
    includeEstate: params.get('estate') === 'on',
    paper,
  }
}

/** The same filters as a query string, for the print page and the PDF. */
export function checklistQuery(filters: ChecklistFilters): string {
  const params = new URLSearchParams({ filtered: '1' })
  for (const category of filters.categories) params.append('category', category)
  if (filters.region !== ALL_REGIONS) params.set('region', filters.region)
  if (filters.includeCompleted) params.set('completed', 'on')
  if (filters.includeOrganisations) params.set('organisations', 'on')
  if (filters.includeEstate) params.set('estate', 'on')
  params.set('paper', filters.paper)
  return params.toString()
}
