import type { Deadline, Note, Office, RegionProfile } from '../../schema'

/** The date a fact in the US module was checked against its source, unless the fact gives its own `reviewed`. */
export const REVIEWED = '2026-11-21'
/** Facts added in the follow-up search of 2026-11-22 carry this date instead (see docs/content/usa-review.md). */
export const REVIEWED_2026_11_22 = '2026-11-22'

/** CDC's directory of every state's vital records office (linked from the official Florida page). */
export const CDC_WHERE_TO_WRITE = 'https://www.cdc.gov/nchs/w2w.htm'
/** CDC page (read) that points to the state and territory vital records directory. */
export const CDC_NVSS = 'https://www.cdc.gov/nchs/nvss/index.htm'

export const FUNERAL_DIRECTOR = 'the funeral director (or whoever is in charge of the burial or cremation)'

type Sourced = {
  source: string
  official?: boolean
  reviewed?: string
  officialSource?: string
  noOfficialPage?: string
}

/** A fact as written in the state files: `reviewed` defaults to REVIEWED unless the fact was checked later. */
type Dated<T> = Omit<T, 'reviewed'> & { reviewed?: string }

export interface StateInput {
  /** USPS abbreviation, lower case: 'al', 'dc'. */
  abbr: string
  name: string
  /** The state office, where one was verified; otherwise a generic entry pointing to CDC's directory. */
  registry?: Dated<Office>
  registrationDeadline?: Dated<Deadline>
  registeredBy?: string
  court: Dated<Office>
  smallEstate: Sourced & { amount: number | null; text: string }
  otherOffices?: Array<Dated<Office>>
  notes?: Array<Dated<Note>>
}

/** The region's name as used inside a sentence: 'Texas', 'the District of Columbia'. */
export function placeName(name: string): string {
  return name === 'District of Columbia' ? 'the District of Columbia' : name
}

/** The same, at the start of a sentence. */
export const PlaceName = (name: string): string => {
  const place = placeName(name)
  return place.charAt(0).toUpperCase() + place.slice(1)
}

function genericRegistry(name: string): Office {
  return {
    name: `${name} vital records office`,
    description:
      `The office that registers deaths in ${placeName(name)} and issues certified copies of death certificates. ` +
      'CDC\'s "Where to Write for Vital Records" directory lists its current address, fees and phone number. ' +
      'The funeral director can usually order the first copies for you.',
    website: CDC_WHERE_TO_WRITE,
    source: CDC_NVSS,
    reviewed: REVIEWED,
    official: true,
  }
}

const withDate = <T extends object>(item: T & { reviewed?: string }): T & { reviewed: string } => ({
  ...item,
  reviewed: item.reviewed ?? REVIEWED,
})

/** Builds a RegionProfile from the compact per-state data, adding review dates and defaults. */
export function state(input: StateInput): RegionProfile {
  return {
    code: `us-${input.abbr}`,
    name: input.name,
    abbreviation: input.abbr.toUpperCase(),
    registry: input.registry ? withDate(input.registry) : genericRegistry(input.name),
    registrationDeadline: input.registrationDeadline ? withDate(input.registrationDeadline) : null,
    registeredBy: input.registeredBy ?? FUNERAL_DIRECTOR,
    probateCourt: withDate(input.court),
    smallEstate: {
      amount: input.smallEstate.amount,
      currency: 'USD',
      text: input.smallEstate.text,
      isPolicy: false,
      source: input.smallEstate.source,
      ...(input.smallEstate.officialSource ? { officialSource: input.smallEstate.officialSource } : {}),
      ...(input.smallEstate.noOfficialPage ? { noOfficialPage: input.smallEstate.noOfficialPage } : {}),
      official: input.smallEstate.official ?? true,
      reviewed: input.smallEstate.reviewed ?? REVIEWED,
    },
    otherOffices: (input.otherOffices ?? []).map(withDate),
    notes: (input.notes ?? []).map(withDate),
  }
}

/** Sources used by several states. */
export const SRC = {
  nolo: (slug: string) => `https://www.nolo.com/legal-encyclopedia/${slug}`,
  ssaPoms: (id: string) => `https://secure.ssa.gov/poms.nsf/lnx/${id}`,
}
