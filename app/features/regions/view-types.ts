import type { PhoneLink } from '~/content/phone'
import type { CountryInfo, Deadline, Note, Office, Threshold } from '~/content/schema'

/** What the resource pages receive from their loaders: content ready to show, phone links resolved. */

export interface Sourcing {
  source: string
  reviewed: string
  official?: boolean
  /** An official page stating a deciding figure, shown beside an unofficial `source` (decision 072). */
  officialSource?: string
  /** Where no official page states the figure: the official site the card points to instead (decision 072). */
  noOfficialPage?: string
}

export type OfficeView = Office & { phoneLink: PhoneLink | null }

export interface RegionView {
  code: string
  name: string
  abbreviation?: string
  registry: OfficeView
  registrationDeadline: Deadline | null
  registeredBy: string
  probateCourt: OfficeView
  smallEstate: Threshold
  otherOffices: OfficeView[]
  notes: Note[]
}

/** One deciding figure as a page shows it: the registration deadline, the small-estate limit or a key figure. */
export interface FigureView extends Sourcing {
  label: string
  value: string
  meaning: string
  /** Said plainly under the meaning, e.g. that a limit is the banks' and not the law's. */
  caution?: string
  effectiveFrom?: string
  previously?: string
}

/** A region in the country page's compact list: its name, its page and its figures in brief. */
export interface RegionSummaryView {
  /** The region code (us-ca) or, for a county or local region, its page's slug: the anchor of older links. */
  anchor: string
  name: string
  href: string
  figures: Array<{ label: string; value: string }>
}

export interface FirstStep {
  title: string
  /** Absent where the wording differs between regions (the region pages give it). */
  description?: string
}

export interface CountryPageView {
  country: CountryInfo
  /** Figures that hold in the whole country; for a one-region country, all of its figures. */
  keyFigures: FigureView[]
  /** The whole region record, for a country that is one region (Ireland, New Zealand); otherwise empty. */
  regions: RegionView[]
  /** Each region's page in brief (or each county's, where the country is one region). */
  regionSummaries: RegionSummaryView[]
  firstSteps: FirstStep[]
  nationalContacts: OfficeView[]
  languageServices: OfficeView[]
  culturalProtocols: Note[]
  requirements: Note[]
  banksAndInsurers: Note[]
  supportServices: OfficeView[]
}

export interface RegionPageView {
  country: CountryInfo
  name: string
  /** The catalogue region: its full record (a county's page shows its country's). */
  region: RegionView
  /** Where the page is a county or local region of a one-region country, its offices; otherwise empty. */
  localOffices: OfficeView[]
  keyFigures: FigureView[]
  /** The national services and payments that serve this region, with their numbers (its country's contacts). */
  nationalServices: OfficeView[]
  /** A plan for this region in brief: its legal actions and every task with a legal deadline, in plan order. */
  plan: PlanItemView[]
  countryHref: string
  /** Where the country page lists this region (its anchor there). */
  backHref: string
}

/** A task of a region's plan as its page lists it. */
export interface PlanItemView {
  title: string
  /** The deadline as the plan words it ('Legal deadline: …'); null where the law sets none. */
  deadline: string | null
}

export interface RegionSummary {
  code: string
  name: string
  href: string
  /** The first legal actions of a plan for this region, in plan order. */
  firstLegalActions: string[]
}

export interface CountryRegionsView {
  country: CountryInfo
  /** What the country's plans cover, in words: '50 states and the District of Columbia', 'Covered nationally…'. */
  coverage: string
  /** The titles of the tasks every plan in the country holds, in its spelling. */
  genericTasks: string[]
  regions: RegionSummary[]
}
