import type { CountryModule, Deadline, KeyFigure, RegionProfile, Threshold } from '~/content/schema'
import type { FigureView, Sourcing } from './view-types'

/**
 * The deciding figures of a region, in the order people look for them: registering the death, the small-estate
 * limit, then fees and taxes (docs/content.md, 'Key figures').
 */

const UNIT_WORDS: Record<Deadline['unit'], [string, string]> = {
  hours: ['hour', 'hours'],
  days: ['day', 'days'],
  'working-days': ['working day', 'working days'],
  weeks: ['week', 'weeks'],
  months: ['month', 'months'],
  'months-end': ['month', 'months'],
}

/** 'Within 5 days', 'Within 72 hours', 'By the end of the 6th month'. */
export function deadlineInBrief(deadline: Deadline): string {
  const [one, many] = UNIT_WORDS[deadline.unit]
  const span = `${deadline.amount} ${deadline.amount === 1 ? one : many}`
  return deadline.unit === 'months-end' ? `Within ${span} (to the month’s end)` : `Within ${span}`
}

function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
}

/** Where a deciding figure came from, with an official page beside it or the note that none states it. */
function sourcing(record: Deadline | Threshold | KeyFigure): Sourcing {
  return {
    source: record.source,
    reviewed: record.reviewed,
    official: record.official,
    ...(record.officialSource ? { officialSource: record.officialSource } : {}),
    ...(record.noOfficialPage ? { noOfficialPage: record.noOfficialPage } : {}),
  }
}

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)

export function registrationFigure(region: RegionProfile): FigureView {
  const deadline = region.registrationDeadline
  const whoDoes = `Usually done by ${region.registeredBy}.`
  if (!deadline) {
    return {
      label: 'Registering the death',
      value: 'Ask the registry',
      meaning: `The law sets no fixed period here, or we could not confirm it. ${whoDoes}`,
      source: region.registry.source,
      reviewed: region.registry.reviewed,
      official: region.registry.official,
    }
  }
  return {
    label: 'Registering the death',
    value: deadlineInBrief(deadline),
    meaning: `${sentence(deadline.text)} ${whoDoes}`,
    ...sourcing(deadline),
  }
}

export function smallEstateFigure(region: RegionProfile): FigureView {
  const { smallEstate } = region
  return {
    label: 'Small estates',
    value: smallEstate.amount === null ? 'No single limit' : formatAmount(smallEstate.amount, smallEstate.currency),
    meaning: smallEstate.text,
    caution: smallEstate.isPolicy ? 'This limit is set by banks and other institutions, not by law.' : undefined,
    ...sourcing(smallEstate),
  }
}

export function keyFigureView(figure: KeyFigure): FigureView {
  return {
    label: figure.label,
    value: figure.value.charAt(0).toUpperCase() + figure.value.slice(1),
    meaning: figure.meaning,
    effectiveFrom: figure.effectiveFrom,
    previously: figure.previously,
    ...sourcing(figure),
  }
}

export function nationalKeyFigures(module: CountryModule): KeyFigure[] {
  return module.content.keyFigures.filter((figure) => figure.regions === undefined)
}

export function regionalKeyFigures(module: CountryModule, regionCode: string): KeyFigure[] {
  return module.content.keyFigures.filter((figure) => figure.regions?.includes(regionCode))
}

/** Everything a region's page lists under 'Key figures': its own first, then those of the whole country. */
export function regionFigures(module: CountryModule, region: RegionProfile): FigureView[] {
  return [
    registrationFigure(region),
    smallEstateFigure(region),
    ...regionalKeyFigures(module, region.code).map(keyFigureView),
    ...nationalKeyFigures(module).map(keyFigureView),
  ]
}

/** The same in brief, for the country page's list of regions: the figures that differ between regions. */
export function regionFiguresInBrief(
  module: CountryModule,
  region: RegionProfile,
): Array<{ label: string; value: string }> {
  const smallEstate = smallEstateFigure(region)
  return [
    { label: 'Register', value: registrationFigure(region).value },
    { label: 'Small estates', value: smallEstate.value + (region.smallEstate.isPolicy ? ' (banks’ policy)' : '') },
    ...regionalKeyFigures(module, region.code).map(({ label, value }) => ({ label, value })),
  ]
}
