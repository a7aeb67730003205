import type { z } from 'zod'
import { isOfficialSource } from '../official-sources'
import { isValidPhoneFor } from '../schema'
import { OrganisationCatalogueSchema, type OrganisationCatalogue } from './schema'

/**
 * The checks on an organisation catalogue (docs/content.md, 'Organisations catalogue'), each problem naming the record
 * it is in. `regionCodes` are the country's region codes (from its content module); `today` is an ISO date.
 */
export function findCatalogueProblems(
  catalogue: OrganisationCatalogue,
  regionCodes: readonly string[],
  today: string = new Date().toISOString().slice(0, 10),
): string[] {
  const label = `${String(catalogue.country)} organisations`
  const parsed = OrganisationCatalogueSchema.safeParse(catalogue)
  if (!parsed.success) return describeZodIssues(label, parsed.error)
  const { country, organisations, oneStopServices, fallbackGuide } = parsed.data
  const problems: string[] = []
  const prefix = `${country.toLowerCase()}-`
  const regions = new Set(regionCodes)

  const ids = new Set<string>()
  const names = new Set<string>()
  for (const entry of [...organisations, ...oneStopServices]) {
    if (ids.has(entry.id)) problems.push(`${label}: duplicate id ${entry.id}`)
    ids.add(entry.id)
    const name = entry.name.trim().toLowerCase()
    if (names.has(name)) problems.push(`${label}: two entries are named '${entry.name}'`)
    names.add(name)
    if (!entry.id.startsWith(prefix)) problems.push(`${label} → ${entry.id}: id does not start with ${prefix}`)
    if (entry.reviewed > today) problems.push(`${label} → ${entry.id}: reviewed ${entry.reviewed} is in the future`)
    for (const region of entry.regions ?? []) {
      if (!regions.has(region)) problems.push(`${label} → ${entry.id}: unknown region ${region}`)
    }
    if (entry.phone) problems.push(...phoneProblems(`${label} → ${entry.id}`, country, entry, today))
  }

  const organisationIds = new Set(organisations.map((organisation) => organisation.id))
  for (const service of oneStopServices) {
    for (const covered of service.covers) {
      if (!organisationIds.has(covered)) {
        problems.push(`${label} → ${service.id}: covers ${covered}, which is not in the catalogue`)
      }
    }
    // A service the organisations run together is sourced from its own site, and says so on the page.
    if (service.runBy === 'industry') continue
    if (!isOfficialSource(service.source)) {
      problems.push(`${label} → ${service.id}: source ${service.source} is not on an official host`)
    }
    if (!isOfficialSource(service.url)) {
      problems.push(`${label} → ${service.id}: url ${service.url} is not on an official host`)
    }
  }

  if (fallbackGuide) {
    if (fallbackGuide.reviewed > today) {
      problems.push(`${label} → fallback guide: reviewed ${fallbackGuide.reviewed} is in the future`)
    }
    if (!isOfficialSource(fallbackGuide.url)) {
      problems.push(`${label} → fallback guide: ${fallbackGuide.url} is not on an official host`)
    }
  }
  if (oneStopServices.length === 0 && !fallbackGuide) {
    problems.push(`${label}: no one-stop service and no fallback guide`)
  }
  return problems
}

/**
 * A catalogue phone number (decision 081): valid for the country, checked no later than today, and read on the
 * organisation's own site (the site of its bereavement page or source) or an official one, never a directory.
 */
function phoneProblems(
  where: string,
  country: Parameters<typeof isValidPhoneFor>[0],
  entry: {
    source: string
    phone?: { number: string; source: string; reviewed: string }
    bereavementUrl?: string
    url?: string
  },
  today: string,
): string[] {
  const phone = entry.phone
  if (!phone) return []
  const problems: string[] = []
  if (!isValidPhoneFor(country, phone.number)) {
    problems.push(`${where}: phone '${phone.number}' is not a valid number for ${country}`)
  }
  if (phone.reviewed > today) problems.push(`${where}: phone checked ${phone.reviewed} is in the future`)
  const ownSites = [entry.source, entry.bereavementUrl, entry.url].filter(Boolean).map((url) => siteOf(url!))
  if (!ownSites.includes(siteOf(phone.source)) && !isOfficialSource(phone.source)) {
    problems.push(`${where}: phone source ${phone.source} is not the organisation's own site`)
  }
  return problems
}

/** Second-level labels under which a country's sites register ('co.uk', 'gov.au'), so the site is three labels. */
const SECOND_LEVEL = new Set(['co', 'com', 'gov', 'govt', 'org', 'net', 'ac'])

/** The site a page is on, for comparing: 'www.barclays.co.uk' and 'help.barclays.co.uk' are both 'barclays.co.uk'. */
export function siteOf(url: string): string {
  const labels = new URL(url).hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.')
  const secondLevel = labels.length >= 3 && labels.at(-1)!.length === 2 && SECOND_LEVEL.has(labels.at(-2)!)
  return labels.slice(secondLevel ? -3 : -2).join('.')
}

function describeZodIssues(where: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${where} → ${issue.path.join('.') || '(root)'}: ${issue.message}`)
}
