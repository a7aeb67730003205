/**
 * Whether a source is official is read from its host, never set by hand: a page on a government, court,
 * parliament or statute site is official; an archive copy, a law firm, a magazine or a charity is not, however
 * trustworthy. See docs/content.md, rule 2.
 */

/** Hosts under these suffixes belong to a government (national, state, provincial, territorial or local). */
const OFFICIAL_SUFFIXES = [
  // United States: federal, state and local government, and state and local .us domains (state.xx.us, xx.us).
  'gov',
  'mil',
  // United Kingdom and its nations; the NHS and Parliament.
  'gov.uk',
  'gov.wales',
  'llyw.cymru',
  'gov.scot',
  'nhs.uk',
  'parliament.uk',
  // New Zealand, Australia.
  'govt.nz',
  'mil.nz',
  'gov.au',
  // Canada: federal and the provinces' and territories' own domains.
  'gc.ca',
  'canada.ca',
  'gov.bc.ca',
  'alberta.ca',
  'saskatchewan.ca',
  'gov.mb.ca',
  'ontario.ca',
  'gov.on.ca',
  'quebec.ca',
  'gouv.qc.ca',
  'gnb.ca',
  'courtsnb-coursnb.ca',
  'novascotia.ca',
  'nslegislature.ca',
  'princeedwardisland.ca',
  'gov.nl.ca',
  'court.nl.ca',
  // The House of Assembly of Newfoundland and Labrador, which publishes the province's statutes.
  'assembly.nl.ca',
  'yukon.ca',
  'gov.yk.ca',
  'gov.nt.ca',
  'gov.nu.ca',
  'nunavutcourts.ca',
  // Ireland: government, the HSE, the courts, statute and parliament, and statutory bodies.
  'gov.ie',
  'hse.ie',
  'courts.ie',
  'irishstatutebook.ie',
  'oireachtas.ie',
  'revenue.ie',
  'welfare.ie',
  'citizensinformation.ie',
  'citizensinformationboard.ie',
  'tailte.ie',
  'coimisineir.ie',
  'lawreform.ie',
  'kildarecoco.ie',
] as const

/**
 * Public bodies that publish on a domain outside those suffixes. Each is named here on purpose, with who runs
 * it; a host that merely hosts pages for others (an e-mail bulletin service, a web archive) is never listed.
 */
const OFFICIAL_HOSTS: ReadonlyMap<string, string> = new Map([
  ['acc.co.nz', 'Accident Compensation Corporation, a New Zealand Crown entity'],
  ['publictrust.co.nz', 'Public Trust, a New Zealand Crown entity'],
  ['tupu.nz', 'Te Tumu Paeroa, the office of the Māori Trustee, set up by statute'],
  ['statetrustees.com.au', 'State Trustees, owned by the State of Victoria'],
  ['ehealthsask.ca', 'eHealth Saskatchewan, the province’s vital statistics registry'],
  ['irishgenealogy.ie', 'the Irish Department of Culture’s civil records site'],
  ['dinwiddieva.us', 'Dinwiddie County, Virginia'],
  ['doverma.org', 'the Town of Dover, Massachusetts'],
])

/** US state and local government domains: state.ny.us, co.sweetwater.wy.us, sweet.wy.us. */
const US_LOCALITY = /(^|\.)[a-z]{2}\.us$/

export function isOfficialSource(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return false
  }
  if (US_LOCALITY.test(host) || OFFICIAL_HOSTS.has(host.replace(/^www\./, ''))) return true
  return OFFICIAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))
}

/**
 * A copy of regional content in which every sourced record's `official` is read from its source's host. The
 * content is plain data (records, lists, strings); anything else is passed through as it is.
 */
export function withOfficialFromHost<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withOfficialFromHost(item)) as T
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value
  const entries = Object.entries(value).map(([key, inner]) => [key, withOfficialFromHost(inner)] as const)
  const record: Record<string, unknown> = Object.fromEntries(entries)
  if (typeof record.source === 'string' && typeof record.reviewed === 'string') {
    record.official = isOfficialSource(record.source)
  }
  return record as T
}
