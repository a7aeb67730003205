/**
 * The words the estate's rule sections show, and the plain shapes they show, in a module with no content data, no
 * zod and no server code, so the page's components load nothing else (docs/decisions/066-javascript-budget.md).
 */

/** In the estate (true), passing outside it (false), or depending on facts the family must find out. */
export type InEstate = boolean | 'depends'

export const IN_ESTATE_LABELS = {
  in: 'In the estate',
  out: 'Passes outside the estate',
  depends: 'Depends',
} as const

export function inEstateLabel(inEstate: InEstate): string {
  if (inEstate === 'depends') return IN_ESTATE_LABELS.depends
  return inEstate ? IN_ESTATE_LABELS.in : IN_ESTATE_LABELS.out
}

export type ProbateAnswer = 'probably-not-needed' | 'probably-needed' | 'depends'

export const PROBATE_ANSWER_WORDS: Record<ProbateAnswer, string> = {
  'probably-not-needed': 'A grant is probably not needed',
  'probably-needed': 'A grant is probably needed',
  depends: 'It depends',
}

/** Said once, plainly, above the tax items. */
export const NOT_ADVICE =
  'This is information to help you know what to look into, not tax advice. The figures are the official ones on the dates shown; an accountant or the tax office can tell you what applies to this estate.'

/** Where a fact was checked: the page, a short title for the link, the ISO date, and whether it is official. */
export interface CheckedSource {
  url: string
  title: string
  /** ISO date (YYYY-MM-DD) the fact was last checked against the page. */
  checked: string
  official: boolean
}

/** A short title for a source link: the page's site ('gov.uk', 'scotcourts.gov.uk'). */
export function sourceTitle(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}
