import type { CountryCode } from '~/content/schema'

/** A crisis line as the page shows it: numbers to dial are digits, written as the country writes them. */
export interface CrisisLineView {
  name: string
  /** As written in the country, e.g. '116 123'. */
  display: string
  /** Digits for the tel: link, e.g. '116123'. */
  dial: string
  /** A number that also takes text messages, when there is one. */
  textDisplay?: string
  textDial?: string
  hours: string
  description: string
  website?: string
  source: string
  reviewed: string
  official: boolean
}

export interface CrisisCountryView {
  code: CountryCode
  name: string
  emergency: CrisisLineView
  lines: CrisisLineView[]
}

export { countryInSentence as placeName } from '~/lib/format'
