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

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
