import type { HelpCategory } from '~/features/help'
import type { SupportCategory } from './support.schema'

/** What /support's loader hands its components: plain data, so components never import server code. */

export interface SupportResourceCard {
  title: string
  description: string
  /** Computed from the regional content, never a made-up figure. */
  providers: number
  href: string
}

export interface FaqEntry {
  title: string
  summary: string
  href: string
  categoryTitle: string
}

export interface SupportQuery {
  /** The trimmed search text, or '' for none. */
  search: string
  /** The help category from `?category=`, when it names one. */
  helpCategory: HelpCategory | undefined
  /** The contact form's category to preselect, when `?category=` names one of those. */
  formCategory: SupportCategory | undefined
  /** `?article=` as given, and the article it names, if any. */
  articleTitle: string
  article: (FaqEntry & { html: string; updated: string }) | undefined
  faq: FaqEntry[]
}
