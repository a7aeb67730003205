// Shared with the onboarding and settings forms, which should not load the region pages' components with it.
export { capitalise } from '~/lib/words'

/** Plural forms of the catalogue's region nouns, for headings such as 'Find your state'. */
const PLURALS: Record<string, string> = {
  state: 'states',
  'state or territory': 'states and territories',
  'province or territory': 'provinces and territories',
  nation: 'nations',
  county: 'counties',
  region: 'regions',
}

export function pluralRegionNoun(noun: string): string {
  return PLURALS[noun] ?? `${noun}s`
}
