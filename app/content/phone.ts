import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { PHONE_REGION, type CountryCode } from './schema'

export interface PhoneLink {
  /** As written: the way people dial it inside the country. */
  text: string
  /** tel: link in international (E.164) form, so it dials from anywhere. */
  href: string
  /** The international form for people calling from abroad, e.g. '+44 300 303 0648'. */
  international: string
}

/** The tel: link for a phone number of the given country, or null when it is not a valid number there. */
export function phoneLink(country: CountryCode, phone: string): PhoneLink | null {
  const parsed = parsePhoneNumberFromString(phone, PHONE_REGION[country])
  if (!parsed?.isValid()) return null
  return { text: phone, href: parsed.getURI(), international: parsed.formatInternational() }
}
