// The 'max' metadata knows each number's type (toll-free, shared-cost), which the default metadata does not;
// this module runs only on the server and at prerender, so its size never reaches a browser.
import { parsePhoneNumberFromString, type NumberType, type PhoneNumber } from 'libphonenumber-js/max'
import { PHONE_REGION, type CountryCode } from './schema'

export interface PhoneLink {
  /** As written: the way people dial it inside the country. */
  text: string
  /** tel: link: international (E.164) where the number works from abroad, the national digits where it doesn't. */
  href: string
  /** The form for people calling from abroad, e.g. '+44 300 303 0648'; null where the number only works inside
   * the country. */
  international: string | null
}

/**
 * Free and shared-cost numbers (Australia's 13, 1300 and 1800, Ireland's 1800, New Zealand's 0800, North
 * American 1-800, the UK's 0800 and 0808) generally cannot be reached from another country, so an international
 * form would mislead and its tel: link would not connect.
 */
const NATIONAL_ONLY_TYPES: ReadonlySet<NumberType> = new Set(['TOLL_FREE', 'SHARED_COST'])

/** True when the number can only be dialled from within its country. */
export function isNationalOnly(country: CountryCode, phone: string): boolean {
  return hasNationalOnlyType(parsePhoneNumberFromString(phone, PHONE_REGION[country]))
}

function hasNationalOnlyType(parsed: PhoneNumber | undefined): boolean {
  const type = parsed?.getType()
  return type !== undefined && NATIONAL_ONLY_TYPES.has(type)
}

/** The tel: link for a phone number of the given country, or null when it is not a valid number there. */
export function phoneLink(country: CountryCode, phone: string): PhoneLink | null {
  const parsed = parsePhoneNumberFromString(phone, PHONE_REGION[country])
  if (!parsed?.isValid()) return null
  if (hasNationalOnlyType(parsed)) {
    return { text: phone, href: `tel:${phone.replace(/[^\d]/g, '')}`, international: null }
  }
  return { text: phone, href: parsed.getURI(), international: parsed.formatInternational() }
}
