import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import { regionOptions } from '~/content/countries.server'
import { TASK_CATEGORIES, type CountryCode, type TaskCategory } from '~/content/schema'
import { formatDay } from '~/lib/calendar'
import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import type { ReaderDates } from '~/lib/reader-dates'
import { CATEGORY_LABELS } from '~/features/tasks/tasks.schema'
import { TASK_ORDERS, taskIsPending } from '~/features/tasks/index.server'
import { listOrganisations } from '~/features/organisations/index.server'
import { estateInventory } from '~/features/estate/index.server'
import { STATUS_LABELS as ORGANISATION_STATUS_LABELS } from '~/features/organisations/organisations.schema'
import { tasks } from '~db/schema'
import { ALL_REGIONS, type ChecklistFilters, type RegionChoice } from './checklist.schema'
import {
  CHECKLIST_TITLE,
  type PrintableChecklist,
  type PrintableGroup,
  type PrintableOrganisation,
  type PrintableTask,
} from './printable'

/** What each country calls the level above its regions, in the region select (docs/product.md). */
const NATIONAL_LEVEL_LABELS: Record<CountryCode, string> = {
  AU: 'Australia-wide',
  CA: 'Canada-wide (federal)',
  IE: 'Ireland (national)',
  NZ: 'New Zealand (national)',
  UK: 'UK-wide',
  US: 'Nationwide (federal)',
}

/**
 * The region select for a country: all regions, each of its regions, and the national level, named as the
 * country names it ('UK-wide'). Ireland and New Zealand have one national region, so they get just that.
 */
export function regionChoices(country: CountryCode): RegionChoice[] {
  const regions = regionOptions()[country]
  const prefix = regions[0]?.code.split('-')[0] ?? country.toLowerCase()
  const all = { code: ALL_REGIONS, label: 'All Regions' }
  const national = { code: prefix, label: NATIONAL_LEVEL_LABELS[country] }
  if (regions.length === 1 && regions[0]?.code === prefix) return [all, national]
  return [all, ...regions.map(({ code, name }) => ({ code, label: name })), national]
}

function regionCondition(region: string, familyRegion: string): SQL | undefined {
  if (region === ALL_REGIONS) return undefined
  // Tasks the family added have no region: they belong with the family's own region.
  if (region === familyRegion) return or(eq(tasks.region, region), isNull(tasks.region))
  return eq(tasks.region, region)
}

interface ChecklistOptions {
  familyRegion: string
  country: CountryCode
  dates: ReaderDates
}

/** The tasks the filters choose, most pressing first (docs/product.md), grouped by category in the usual order. */
export async function loadChecklist(
  db: Database,
  access: FamilyAccess,
  filters: ChecklistFilters,
  options: ChecklistOptions,
): Promise<PrintableChecklist> {
  const rows =
    filters.categories.length === 0
      ? []
      : await db
          .select({
            id: tasks.id,
            title: tasks.title,
            description: tasks.description,
            category: tasks.category,
            priority: tasks.priority,
            status: tasks.status,
            dueDate: tasks.dueDate,
            steps: tasks.steps,
            contacts: tasks.contacts,
          })
          .from(tasks)
          .where(
            and(
              eq(tasks.familyId, access.familyId),
              inArray(tasks.category, filters.categories),
              filters.includeCompleted ? undefined : taskIsPending,
              regionCondition(filters.region, options.familyRegion),
            ),
          )
          .orderBy(...TASK_ORDERS.priority)

  const byCategory = new Map<TaskCategory, PrintableTask[]>()
  for (const row of rows) {
    // The table's check constraints keep category, priority and status within their lists.
    const task = {
      ...row,
      dueDateLabel: row.dueDate ? formatDay(row.dueDate, options.dates.locale) : null,
    } as PrintableTask & { category: TaskCategory }
    const { category, ...printable } = task
    const group = byCategory.get(category) ?? []
    group.push(printable)
    byCategory.set(category, group)
  }
  const groups: PrintableGroup[] = TASK_CATEGORIES.flatMap((category) => {
    const grouped = byCategory.get(category)
    return grouped ? [{ category, label: CATEGORY_LABELS[category], tasks: grouped }] : []
  })
  const regionLabel =
    filters.region === ALL_REGIONS
      ? null
      : (regionChoices(options.country).find((choice) => choice.code === filters.region)?.label ?? null)

  return {
    title: CHECKLIST_TITLE,
    dateLabel: formatDay(options.dates.today, options.dates.locale),
    regionLabel,
    taskCount: rows.length,
    groups,
    language: options.dates.locale,
    paper: filters.paper,
    ...(filters.includeOrganisations
      ? { organisations: await printableOrganisations(db, access, options.dates.locale) }
      : {}),
    // The estate is read by everyone in the family who may read the checklist (Viewers too), as on its own page.
    ...(filters.includeEstate ? { estate: await estateInventory(db, access.familyId, options.dates.locale) } : {}),
  }
}

async function printableOrganisations(
  db: Database,
  access: FamilyAccess,
  locale: string,
): Promise<PrintableOrganisation[]> {
  const rows = await listOrganisations(db, access)
  return rows.map((row) => {
    const status = row.status as keyof typeof ORGANISATION_STATUS_LABELS
    return {
      id: row.id,
      name: row.name,
      statusLabel: ORGANISATION_STATUS_LABELS[status],
      done: status === 'done',
      reference: row.reference,
      notifiedLabel: row.notifiedOn ? formatDay(row.notifiedOn, locale) : null,
      followUpLabel: row.followUpOn ? formatDay(row.followUpOn, locale) : null,
    }
  })
}
