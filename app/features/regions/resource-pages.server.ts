import { ORDERED_COUNTRY_MODULES } from '~/content/countries.server'
import { genericTasks } from '~/content/generic-tasks'
import { buildPlan } from '~/features/tasks/index.server'
import { phoneLink } from '~/content/phone'
import type { CountryCode, CountryModule, Office, RegionProfile } from '~/content/schema'
import { pluralRegionNoun } from './region-nouns'
import { keyFigureView, nationalKeyFigures, regionFigures, regionFiguresInBrief } from './figures.server'
import { pathForRegionCode, regionPagePath, regionPagesOf, type RegionPage } from './region-pages.server'
import type {
  CountryPageView,
  CountryRegionsView,
  FirstStep,
  OfficeView,
  PlanItemView,
  RegionPageView,
  RegionSummaryView,
  RegionView,
} from './view-types'

const officeView =
  (country: CountryCode) =>
  (office: Office): OfficeView => ({
    ...office,
    phoneLink: office.phone ? phoneLink(country, office.phone) : null,
  })

function regionView(country: CountryCode, region: RegionProfile): RegionView {
  const toView = officeView(country)
  return {
    code: region.code,
    name: region.name,
    abbreviation: region.abbreviation,
    registry: toView(region.registry),
    registrationDeadline: region.registrationDeadline,
    registeredBy: region.registeredBy,
    probateCourt: toView(region.probateCourt),
    smallEstate: region.smallEstate,
    otherOffices: region.otherOffices.map(toView),
    notes: region.notes,
  }
}

/** Neutral titles for first steps whose wording names the region (the deadline table gives the detail). */
const NEUTRAL_TITLES: Record<string, string> = { 'register-death': 'Register the death' }

/**
 * The first urgent and important items of the checklist, in its order (checklists run from the first hours
 * onwards). Templates are filled in per region, so text is shown only where it reads the same everywhere.
 */
function firstSteps(module: CountryModule): FirstStep[] {
  const [firstRegion, ...otherRegions] = module.content.regions
  if (!firstRegion) return []
  const others = otherRegions.map((region) => module.checklist(region))
  const steps: FirstStep[] = []
  for (const task of module.checklist(firstRegion)) {
    if (task.priority !== 'urgent' && task.priority !== 'high') continue
    const twins = others.map((checklist) => checklist.find((other) => other.key === task.key))
    const sameEverywhere = (field: 'title' | 'description') => twins.every((twin) => twin?.[field] === task[field])
    const title = sameEverywhere('title') ? task.title : NEUTRAL_TITLES[task.key]
    if (!title) continue
    steps.push({ title, description: sameEverywhere('description') ? task.description : undefined })
    if (steps.length === 5) break
  }
  return steps
}

export function countryPageView(module: CountryModule): CountryPageView {
  const { content } = module
  const code = content.country.code
  const toView = officeView(code)
  const [onlyRegion] = content.regions
  const oneRegion = content.regions.length === 1 && onlyRegion !== undefined
  return {
    country: content.country,
    keyFigures: oneRegion ? regionFigures(module, onlyRegion) : nationalKeyFigures(module).map(keyFigureView),
    regions: oneRegion ? [regionView(code, onlyRegion)] : [],
    regionSummaries: regionPagesOf(module).map((page) => regionSummary(module, page)),
    firstSteps: firstSteps(module),
    nationalContacts: content.nationalContacts.map(toView),
    languageServices: content.languageServices.map(toView),
    culturalProtocols: content.culturalProtocols,
    requirements: content.requirements,
    banksAndInsurers: content.banksAndInsurers,
    supportServices: content.supportServices.map(toView),
  }
}

function regionSummary(module: CountryModule, page: RegionPage): RegionSummaryView {
  const href = regionPagePath(module, page)
  if (page.kind === 'region') {
    return { anchor: page.region.code, name: page.name, href, figures: regionFiguresInBrief(module, page.region) }
  }
  const offices = page.locality.offices.map((office) => office.name)
  return { anchor: page.slug, name: page.name, href, figures: [{ label: 'Offices', value: offices.join('; ') }] }
}

export function regionPageView(module: CountryModule, page: RegionPage): RegionPageView {
  const code = module.content.country.code
  const countryHref = `/resources/${module.content.country.slug}`
  return {
    country: module.content.country,
    name: page.name,
    region: regionView(code, page.region),
    localOffices: page.kind === 'locality' ? page.locality.offices.map(officeView(code)) : [],
    keyFigures: regionFigures(module, page.region),
    nationalServices: nationalServicesIn(module, page.region.code),
    plan: planInBrief(page.region.code),
    countryHref,
    backHref: `${countryHref}#${page.kind === 'region' ? page.region.code : page.slug}`,
  }
}

/** The country's national contacts that serve this region: all but those that name other regions only. */
export function nationalServicesIn(module: CountryModule, regionCode: string): OfficeView[] {
  return module.content.nationalContacts
    .filter((office) => office.regions === undefined || office.regions.includes(regionCode))
    .map(officeView(module.content.country.code))
}

/**
 * A plan for the region as the plan itself has it (buildPlan, without a date of death): its legal actions and
 * the tasks that carry a legal deadline, each with the deadline in the plan's words, so the page and the plan
 * never say two things.
 */
export function planInBrief(regionCode: string): PlanItemView[] {
  return buildPlan({ regionCode, dateOfDeath: null, priorities: [] })
    .filter((task) => task.kind === 'legal-action' || task.dueRule !== null)
    .map((task) => ({ title: task.title, deadline: task.notes === '' ? null : task.notes }))
}

/** /regions: every country's regions, each with its page. */
/** How many legal actions of each region /regions shows: enough to show what the plan starts with, and light. */
const FIRST_LEGAL_ACTIONS = 3
const DISTRICT_OF_COLUMBIA = 'District of Columbia'

/**
 * A country's coverage in words. The District of Columbia is not a state, so the United States reads '50 states
 * and the District of Columbia'; a country planned as one (Ireland, New Zealand) is covered nationally.
 */
export function regionCoverage(module: CountryModule): string {
  const { country, regions, localOffices } = module.content
  if (regions.length === 1) {
    const local = localOffices.length
    const offices = local > 0 ? `, with local pages for ${local} ${pluralRegionNoun(country.regionNoun)}` : ''
    return `Covered nationally: one plan for the whole country${offices}`
  }
  const hasDistrict = regions.some((region) => region.name === DISTRICT_OF_COLUMBIA)
  const counted = regions.length - (hasDistrict ? 1 : 0)
  const noun = counted === 1 ? country.regionNoun : pluralRegionNoun(country.regionNoun)
  return `${counted} ${noun}${hasDistrict ? ` and the ${DISTRICT_OF_COLUMBIA}` : ''}`
}

export function regionsOverview(): CountryRegionsView[] {
  return ORDERED_COUNTRY_MODULES.map((module) => {
    const { country } = module.content
    return {
      country,
      coverage: regionCoverage(module),
      genericTasks: genericTasks(country.code).map((task) => task.title),
      regions: module.content.regions.map((region) => ({
        code: region.code,
        name: region.name,
        href: pathForRegionCode(module, region.code),
        firstLegalActions: module
          .legalActions(region)
          .slice(0, FIRST_LEGAL_ACTIONS)
          .map((action) => action.title),
      })),
    }
  })
}
