import { ORDERED_COUNTRY_MODULES } from '~/content/countries.server'
import { genericTasks } from '~/content/generic-tasks'
import { phoneLink } from '~/content/phone'
import type { CountryCode, CountryModule, Office, RegionProfile } from '~/content/schema'
import type { CountryPageView, CountryRegionsView, FirstStep, OfficeView, RegionView } from './view-types'

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
  return {
    country: content.country,
    regions: content.regions.map((region) => regionView(code, region)),
    firstSteps: firstSteps(module),
    localOffices: content.localOffices.map((card) => ({ name: card.name, offices: card.offices.map(toView) })),
    nationalContacts: content.nationalContacts.map(toView),
    languageServices: content.languageServices.map(toView),
    culturalProtocols: content.culturalProtocols,
    requirements: content.requirements,
    banksAndInsurers: content.banksAndInsurers,
    supportServices: content.supportServices.map(toView),
  }
}

/** /regions: every country's regions with the titles of their legal actions and generic tasks. */
export function regionsOverview(): CountryRegionsView[] {
  return ORDERED_COUNTRY_MODULES.map((module) => {
    const generic = genericTasks(module.content.country.code).map((task) => task.title)
    return {
      country: module.content.country,
      regions: module.content.regions.map((region) => ({
        code: region.code,
        name: region.name,
        legalActions: module.legalActions(region).map((task) => task.title),
        genericTasks: generic,
      })),
    }
  })
}
