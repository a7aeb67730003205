import { isOfficialSource } from './official-sources'
import type { CountryCode, CountryModule, Deadline, KeyFigure, Threshold } from './schema'

/**
 * The figures that decide money or a deadline, and the rule they are held to: each cites the law, the court, the
 * registry or the tax authority that sets it (docs/decisions/072-official-sources-for-deciding-figures.md).
 *
 * A deciding figure is a region's registration deadline and small-estate limit, a key figure of kind probate-fee,
 * tax or certificate-fee, and any task deadline (every task deadline has an amount). It passes when its `source` is
 * official, or an `officialSource` stands beside an unofficial one; or, where no official page states it, when it
 * is marked `noOfficialPage` with the official site to see instead (allowed, but counted as not official).
 */

export const DECIDING_KINDS = [
  'registration-deadline',
  'small-estate',
  'probate-fee',
  'tax',
  'certificate-fee',
  'task-deadline',
] as const
export type DecidingKind = (typeof DECIDING_KINDS)[number]

const KEY_FIGURE_KINDS_THAT_DECIDE: ReadonlySet<KeyFigure['kind']> = new Set(['probate-fee', 'tax', 'certificate-fee'])

type DecidingRecord = Pick<Deadline | Threshold | KeyFigure, 'source' | 'officialSource' | 'noOfficialPage'>

export interface DecidingFigure {
  kind: DecidingKind
  /** Where it is shown: 'California / small-estate', 'New Zealand / key figure …'. */
  where: string
  record: DecidingRecord
}

/** official: the source or a source beside it is official; marked: no official page states it (allowed). */
export type Standing = 'official' | 'marked' | 'unofficial'

export function standingOf(record: DecidingRecord): Standing {
  if (isOfficialSource(record.source)) return 'official'
  if (record.officialSource !== undefined && isOfficialSource(record.officialSource)) return 'official'
  if (record.noOfficialPage !== undefined) return 'marked'
  return 'unofficial'
}

/** Two records that say the same thing from the same page are one fact card, wherever they are repeated. */
function identity(record: object): string {
  const { official: _official, reviewed: _reviewed, ...rest } = record as Record<string, unknown>
  return JSON.stringify(rest, Object.keys(rest).sort())
}

/** A country's distinct deciding figures: each region's, its key figures, and its task deadlines. */
export function decidingFigures(module: CountryModule): DecidingFigure[] {
  const figures: DecidingFigure[] = []
  const seen = new Set<string>()
  const add = (kind: DecidingKind, where: string, record: DecidingRecord) => {
    const key = identity(record)
    if (seen.has(key)) return
    seen.add(key)
    figures.push({ kind, where, record })
  }
  for (const region of module.content.regions) {
    if (region.registrationDeadline)
      add('registration-deadline', `${region.name} / registration deadline`, region.registrationDeadline)
    add('small-estate', `${region.name} / small-estate limit`, region.smallEstate)
  }
  for (const figure of module.content.keyFigures) {
    if (KEY_FIGURE_KINDS_THAT_DECIDE.has(figure.kind)) {
      add(
        figure.kind as DecidingKind,
        `key figure '${figure.label}' (${figure.regions?.join(', ') ?? 'national'})`,
        figure,
      )
    }
  }
  for (const region of module.content.regions) {
    for (const task of [...module.checklist(region), ...module.legalActions(region)]) {
      if (task.deadline) add('task-deadline', `${region.name} / task '${task.key}' deadline`, task.deadline)
    }
  }
  return figures
}

/** Every deciding figure that breaks the rule, named, and every marker or beside-source that is not official. */
export function findDecidingFigureProblems(module: CountryModule): string[] {
  const label = module.content.country.name
  const problems: string[] = []
  for (const { where, record } of decidingFigures(module)) {
    if (standingOf(record) === 'unofficial') {
      problems.push(
        `${label} / ${where}: cites ${record.source}, not an official page; cite the law, court, registry or tax authority that sets it, or mark it noOfficialPage`,
      )
    }
    if (record.officialSource !== undefined && !isOfficialSource(record.officialSource)) {
      problems.push(`${label} / ${where}: officialSource ${record.officialSource} is not on an official host`)
    }
    if (record.noOfficialPage !== undefined && !isOfficialSource(record.noOfficialPage)) {
      problems.push(`${label} / ${where}: noOfficialPage must point to an official site, not ${record.noOfficialPage}`)
    }
  }
  return problems
}

export interface OfficialShare {
  country: CountryCode
  total: number
  official: number
  marked: number
  /** Official figures as a share of all, 0-100, one decimal. */
  percent: number
}

export function officialShare(module: CountryModule): OfficialShare {
  const standings = decidingFigures(module).map((figure) => standingOf(figure.record))
  const official = standings.filter((standing) => standing === 'official').length
  return {
    country: module.content.country.code,
    total: standings.length,
    official,
    marked: standings.filter((standing) => standing === 'marked').length,
    percent: standings.length === 0 ? 100 : Math.round((official / standings.length) * 1000) / 10,
  }
}

/** One line per country and one for all: 'US  51/60 official (85.0 %), 3 marked'. */
export function formatShares(shares: OfficialShare[]): string {
  const total = shares.reduce((sum, share) => sum + share.total, 0)
  const official = shares.reduce((sum, share) => sum + share.official, 0)
  const marked = shares.reduce((sum, share) => sum + share.marked, 0)
  const line = (name: string, o: number, t: number, m: number) =>
    `${name.padEnd(4)}${o}/${t} official (${t === 0 ? '100.0' : ((o / t) * 100).toFixed(1)} %), ${m} marked 'no official page'`
  return [
    'Deciding figures citing an official source:',
    ...shares.map((share) => line(share.country, share.official, share.total, share.marked)),
    line('All', official, total, marked),
  ].join('\n')
}
