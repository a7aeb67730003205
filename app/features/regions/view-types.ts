import type { PhoneLink } from '~/content/phone'
import type { CountryInfo, Deadline, Note, Office, Threshold } from '~/content/schema'

/** What the resource pages receive from their loaders: content ready to show, phone links resolved. */

export interface Sourcing {
  source: string
  reviewed: string
  official?: boolean
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

export interface FirstStep {
  title: string
  /** Absent where the wording differs between regions (the region cards below give it). */
  description?: string
}

export interface CountryPageView {
  country: CountryInfo
  regions: RegionView[]
  firstSteps: FirstStep[]
  localOffices: Array<{ name: string; offices: OfficeView[] }>
  nationalContacts: OfficeView[]
  languageServices: OfficeView[]
  culturalProtocols: Note[]
  requirements: Note[]
  banksAndInsurers: Note[]
  supportServices: OfficeView[]
}

export interface RegionSummary {
  code: string
  name: string
  legalActions: string[]
  genericTasks: string[]
}

export interface CountryRegionsView {
  country: CountryInfo
  regions: RegionSummary[]
}
