import { COUNTRY_CODES, type CountryCode } from '~/content/schema'
import { COUNTRY_LIST } from '~/content/catalogue'
import { ORDERED_COUNTRY_MODULES } from '~/content/countries.server'
import { HELP_ARTICLES, HELP_CATEGORIES, searchHelpArticles, type HelpArticle } from '~/features/help'
import { isSupportCategory } from './support.schema'
import type { FaqEntry, SupportQuery, SupportResourceCard } from './support-view'

/** Languages' regions that name one of our countries: en-GB is the United Kingdom, fr-CA Canada. */
const REGION_TO_COUNTRY: Record<string, CountryCode> = {
  AU: 'AU',
  CA: 'CA',
  IE: 'IE',
  NZ: 'NZ',
  GB: 'UK',
  UK: 'UK',
  US: 'US',
}

/**
 * Whose crisis lines to show first: the country asked for in the address, else the signed-in person's, else
 * the first browser language that names one of our countries. Null when none does (then all are shown).
 */
export function visitorCountry(
  requested: string | null,
  signedInCountry: CountryCode | null,
  acceptLanguage: string | null,
): CountryCode | null {
  const asked = COUNTRY_CODES.find((code) => code === requested?.toUpperCase())
  if (asked) return asked
  if (signedInCountry) return signedInCountry
  for (const part of (acceptLanguage ?? '').split(',')) {
    const region = part.split(';')[0]?.trim().split('-')[1]?.toUpperCase()
    const country = region ? REGION_TO_COUNTRY[region] : undefined
    if (country) return country
  }
  if (/(^|,)\s*ga\b/i.test(acceptLanguage ?? '')) return 'IE'
  return null
}

const distinctNames = (offices: ReadonlyArray<{ name: string }>) => new Set(offices.map((office) => office.name)).size

/**
 * The four resource cards (docs/decisions/042-support-requests.md). Counts are the distinct services the resource
 * pages list across the six countries, so they change when the content does.
 */
export function supportResourceCards(): SupportResourceCard[] {
  const content = ORDERED_COUNTRY_MODULES.map((module) => module.content)
  const courtsAndOffices = content.flatMap((country) =>
    country.regions.flatMap((region) => [region.probateCourt, ...region.otherOffices]),
  )
  return [
    {
      title: 'Grief Support Services',
      description: 'Bereavement support and listening lines, free to call.',
      providers: distinctNames(content.flatMap((country) => country.supportServices)),
      href: '/help',
    },
    {
      title: 'Government Services',
      description: 'Who to tell about a death, and the benefits and tax offices that can help.',
      providers: distinctNames(content.flatMap((country) => country.nationalContacts)),
      href: '/resources',
    },
    {
      title: 'Courts and Legal Offices',
      description: 'Probate courts, registries and public trustees for each region.',
      providers: distinctNames(courtsAndOffices),
      href: '/resources',
    },
    {
      title: 'Language Services',
      description: 'Interpreters and help in languages other than English.',
      providers: distinctNames(content.flatMap((country) => country.languageServices)),
      href: '/resources',
    },
  ]
}

const toFaqEntry = (article: HelpArticle): FaqEntry => ({
  title: article.title,
  summary: article.summary,
  href: `/help/${article.category}/${article.slug}`,
  categoryTitle: HELP_CATEGORIES.find((category) => category.slug === article.category)?.title ?? '',
})

/** Questions people ask most in the first weeks, shown before any search. */
const FAQ_SLUGS = [
  'first-things-to-do',
  'registering-a-death',
  'death-certificate-copies',
  'probate-explained',
  'being-an-executor',
  'set-up-your-plan',
  'email-not-arriving',
]

/**
 * How /support reacts to what the help centre sends: `?search=` runs the FAQ search, `?category=` filters the
 * FAQ to a help category (and preselects the form's category when it is one of those), `?article=` opens that
 * article, found by title or slug.
 */
export function readSupportQuery(params: URLSearchParams): SupportQuery {
  const search = (params.get('search') ?? '').trim().slice(0, 200)
  const category = (params.get('category') ?? '').trim()
  const helpCategory = HELP_CATEGORIES.find(
    (known) => known.title.toLowerCase() === category.toLowerCase() || known.slug === category,
  )
  const formCategory = isSupportCategory(category) ? category : undefined
  const articleTitle = (params.get('article') ?? '').trim().slice(0, 200)
  const found = articleTitle
    ? HELP_ARTICLES.find(
        (article) => article.title.toLowerCase() === articleTitle.toLowerCase() || article.slug === articleTitle,
      )
    : undefined

  let faqArticles: readonly HelpArticle[]
  if (search) faqArticles = searchHelpArticles(HELP_ARTICLES, search)
  else if (helpCategory) faqArticles = HELP_ARTICLES.filter((article) => article.category === helpCategory.slug)
  else faqArticles = FAQ_SLUGS.flatMap((slug) => HELP_ARTICLES.filter((article) => article.slug === slug))
  if (search && helpCategory) faqArticles = faqArticles.filter((article) => article.category === helpCategory.slug)

  return {
    search,
    helpCategory,
    formCategory,
    articleTitle,
    article: found ? { ...toFaqEntry(found), html: found.html, updated: found.updated } : undefined,
    faq: faqArticles.map(toFaqEntry),
  }
}

export const COUNTRY_NAMES: Record<CountryCode, string> = Object.fromEntries(
  COUNTRY_LIST.map((country) => [country.code, country.name]),
) as Record<CountryCode, string>
