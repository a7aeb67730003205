import { CRISIS_LINES, CrisisCountrySchema } from '~/content/crisis-lines'
import { withOfficialFromHost } from '~/content/official-sources'
import { COUNTRY_CODES, type CountryCode } from '~/content/schema'
import type { CrisisCountryView, CrisisLineView } from './crisis-view'

/** Parsed once: a malformed entry fails at start-up, not on the page someone in crisis opens. */
const COUNTRIES: readonly CrisisCountryView[] = COUNTRY_CODES.map((code) => {
  const parsed = withOfficialFromHost(CrisisCountrySchema.parse(CRISIS_LINES[code]))
  return { code, ...parsed }
})

/** Every country's emergency number and crisis lines, in the product's country order. */
export function crisisCountries(): CrisisCountryView[] {
  return [...COUNTRIES]
}

function lineSentence(line: CrisisLineView): string {
  const text = line.textDisplay ? ` or text ${line.textDisplay}` : ''
  return `${line.name}: call ${line.display}${text} (${line.hours}).`
}

function countryLines(country: CrisisCountryView): string {
  return [
    `${country.name}: if anyone is in immediate danger, call ${country.emergency.display}.`,
    ...country.lines.map(lineSentence),
  ].join('\n')
}

/**
 * For the Emergency Support confirmation e-mail, which may reach someone in danger before anyone has read
 * their message: the lines for their country when we know it, every country's when we do not. Nothing for the
 * other categories.
 */
export function crisisParagraphFor(category: string, country: CountryCode | null): string | undefined {
  if (category !== 'Emergency Support') return undefined
  const shown = country ? COUNTRIES.filter((entry) => entry.code === country) : COUNTRIES
  return [
    'If you or someone with you is in danger right now, please do not wait for our reply.',
    ...shown.map(countryLines),
  ].join('\n\n')
}
