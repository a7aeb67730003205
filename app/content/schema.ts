import { isValidPhoneNumber, type CountryCode as PhoneRegion } from 'libphonenumber-js'
import { z } from 'zod'
import {
  COUNTRY_CODES,
  DEADLINE_EVENTS,
  DEADLINE_UNITS,
  TASK_CATEGORIES,
  TASK_PRIORITIES,
  type CountryCode,
} from '../../db/schema/vocabulary'

/**
 * The shape of all regional content. Every fact a user may act on carries `source` (an official https page)
 * and `reviewed` (the ISO date someone checked it against that page). See docs/content.md.
 */

// The lists the database also enforces live with its schema; content is written in their terms.
export {
  COUNTRY_CODES,
  DEADLINE_UNITS,
  TASK_CATEGORIES,
  TASK_PRIORITIES,
  type CountryCode,
  type TaskCategory,
  type TaskPriority,
} from '../../db/schema/vocabulary'

/** Our country codes follow the product (UK); phone numbering uses ISO 3166 (GB). */
export const PHONE_REGION: Record<CountryCode, PhoneRegion> = {
  AU: 'AU',
  CA: 'CA',
  IE: 'IE',
  NZ: 'NZ',
  UK: 'GB',
  US: 'US',
}

export const HttpsUrlSchema = z.url({ protocol: /^https$/, message: 'must be an https:// URL' })
export const IsoDateSchema = z.iso.date({ message: 'must be an ISO date (YYYY-MM-DD)' })

export const SourcedSchema = z.object({
  /** The page the fact was checked against: a government, court, registry or statute page. */
  source: HttpsUrlSchema,
  /** The date the fact was last checked against `source`. */
  reviewed: IsoDateSchema,
  /** Read from the source's host when the content is loaded (official-sources.ts); a value set here is replaced. */
  official: z.boolean().default(true),
})

/**
 * A phone number as dialled within its country (e.g. '13 77 88', '0300 123 1000', '1-800-772-1213').
 * Validated per country with libphonenumber-js, rendered as an international tel: link.
 */
export const PhoneSchema = z.string().trim().min(3)

export const OfficeSchema = SourcedSchema.extend({
  name: z.string().min(2),
  description: z.string().min(2).optional(),
  phone: PhoneSchema.optional(),
  /** When the phone line is open, or who it is for, e.g. 'Mon-Fri 8:30am-4:30pm'. */
  phoneNote: z.string().optional(),
  website: HttpsUrlSchema.optional(),
  address: z.string().optional(),
  /**
   * For a national contact that serves only some regions (Tell Us Once: not Northern Ireland), their codes; a
   * region's page shows it only there. Absent where it serves the whole country.
   */
  regions: z.array(z.string()).min(1).optional(),
})

export const NoteSchema = SourcedSchema.extend({
  title: z.string().min(2),
  /** Plain-language paragraphs. */
  body: z.array(z.string().min(2)).min(1),
})

/**
 * What a deciding figure (a deadline, a limit, a fee, a tax) may add to its `source`: an official page beside an
 * unofficial one, or, where no official page states the figure, the official site the card points to instead.
 * Both optional, so older records keep their shape (docs/decisions/072-official-sources-for-deciding-figures.md).
 */
export const DecidingSourcesSchema = z.object({
  /** An official page stating the figure, where `source` is not official (an unofficial page may stand beside it). */
  officialSource: HttpsUrlSchema.optional(),
  /**
   * Set only where no official page states the figure: the official site (the legislature's, the court's) the
   * card points to, saying 'No official page states this figure'. Allowed, but counted as not official.
   */
  noOfficialPage: HttpsUrlSchema.optional(),
})

export const DeadlineSchema = SourcedSchema.extend({
  ...DecidingSourcesSchema.shape,
  amount: z.number().int().positive(),
  unit: z.enum(DEADLINE_UNITS),
  /** The event the deadline counts from. */
  from: z.enum(DEADLINE_EVENTS),
  /** The rule in plain words, e.g. 'Register the death within 7 days'. */
  text: z.string().min(5),
})

export const CURRENCIES = ['AUD', 'CAD', 'EUR', 'NZD', 'GBP', 'USD'] as const
export const ThresholdSchema = SourcedSchema.extend({
  ...DecidingSourcesSchema.shape,
  /** null where no single figure applies (then `text` explains). */
  amount: z.number().nonnegative().nullable(),
  currency: z.enum(CURRENCIES),
  text: z.string().min(5),
  /** true where the limit is an institution's (bank's, insurer's) policy rather than law. */
  isPolicy: z.boolean(),
})

export const TaskTemplateSchema = SourcedSchema.extend({
  /** Stable across releases: generated tasks remember it, so renaming it orphans them. kebab-case. */
  key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
  title: z.string().min(3).max(120),
  description: z.string().min(10),
  category: z.enum(TASK_CATEGORIES),
  priority: z.enum(TASK_PRIORITIES),
  /** Free text such as '1-2 days'. */
  estimatedDuration: z.string().min(2),
  steps: z.array(z.string().min(3)).min(1),
  contacts: z.array(z.string().min(3)),
  deadline: DeadlineSchema.optional(),
  /**
   * Checklist items this legal action covers in full (e.g. 'apply-for-grant' covers 'apply-for-probate'): a
   * family's plan then has the legal action only, never the same job twice.
   */
  supersedes: z.array(z.string()).optional(),
})

export const RegionProfileSchema = z.object({
  /** Lowercase country prefix plus region abbreviation: au-nsw, ca-on, uk-england, us-ca; 'ie' and 'nz'. */
  code: z.string().regex(/^(au|ca|ie|nz|uk|us)(-[a-z]+)*$/, 'must be like au-nsw'),
  name: z.string().min(2),
  abbreviation: z.string().optional(),
  /** Where deaths are registered and certificates issued. */
  registry: OfficeSchema,
  /** null where the law sets no fixed period (then the checklist says so). */
  registrationDeadline: DeadlineSchema.nullable(),
  /** Who normally registers the death, e.g. 'the funeral director'. */
  registeredBy: z.string().min(3),
  probateCourt: OfficeSchema,
  /** The estate size under which a grant of probate is usually not needed. */
  smallEstate: ThresholdSchema,
  /** Public trustee, supreme court, tax office and so on. */
  otherOffices: z.array(OfficeSchema),
  notes: z.array(NoteSchema),
})

/**
 * The kinds of figure that decide what a family must do (docs/content.md, 'Key figures'). The small-estate
 * limit and the registration deadline come from each region's own record; the others are written as key figures.
 */
export const KEY_FIGURE_KINDS = ['probate-fee', 'tax', 'certificate-fee', 'other'] as const

export const KeyFigureSchema = SourcedSchema.extend({
  ...DecidingSourcesSchema.shape,
  kind: z.enum(KEY_FIGURE_KINDS),
  /** What the figure is, e.g. 'Inheritance Tax nil-rate band'. */
  label: z.string().min(3).max(90),
  /** The figure as people read it: '£325,000', '€400,000', '$15,000,000', '£300'. */
  value: z.string().min(1).max(60),
  /** What it means for the family, in one or two plain sentences. */
  meaning: z.string().min(10).max(400),
  /** The date the current value took effect, where it changed in the last few years. */
  effectiveFrom: IsoDateSchema.optional(),
  /** The value before `effectiveFrom`, for readers of older advice. Only with `effectiveFrom`. */
  previously: z.string().min(1).max(60).optional(),
  /** The region codes the figure applies to; absent where it applies in the whole country. */
  regions: z.array(z.string()).min(1).optional(),
})

/** A page card for a locality that is not a region of the catalogue (New Zealand regions, Irish counties). */
export const LocalOfficeCardSchema = z.object({
  name: z.string().min(2),
  offices: z.array(OfficeSchema).min(1),
})

export const CountryInfoSchema = z.object({
  code: z.enum(COUNTRY_CODES),
  /** The URL segment: /resources/{slug}. */
  slug: z.enum(['australia', 'canada', 'ireland', 'new-zealand', 'uk', 'usa']),
  name: z.string().min(2),
  /** Emoji flag; always shown with `name` or an aria-label, never alone. */
  flag: z.string().min(1),
  currency: z.enum(CURRENCIES),
  /** What the country calls its regions, e.g. 'state or territory'. */
  regionNoun: z.string().min(2),
  description: z.string().min(10),
})

export const CountryContentSchema = z.object({
  country: CountryInfoSchema,
  regions: z.array(RegionProfileSchema).min(1),
  /** NZ: 16 regional cards; IE: 26 county civil-registration offices; empty elsewhere. */
  localOffices: z.array(LocalOfficeCardSchema),
  nationalContacts: z.array(OfficeSchema).min(1),
  languageServices: z.array(OfficeSchema).min(1),
  culturalProtocols: z.array(NoteSchema),
  requirements: z.array(NoteSchema).min(1),
  banksAndInsurers: z.array(NoteSchema).min(1),
  supportServices: z.array(OfficeSchema).min(1),
  /** Fees, tax thresholds and other deciding figures, national or per region (docs/content.md, 'Key figures'). */
  keyFigures: z.array(KeyFigureSchema),
})

export type Sourced = z.input<typeof SourcedSchema>

/**
 * A tax fact the estate page states (issue 33, docs/decisions/068-estate-rules-probate-and-tax.md): what it is,
 * the figure as people read it, the figure in major units where the page compares it with the estate, and the
 * official page it was checked against. Each country's `estate-tax.ts` lists its own.
 */
export type EstateTaxFact = Sourced & {
  title: string
  /** The figure as people read it ('£325,000'), or a short answer ('None in Australia'). */
  value: string
  /** The figure in major units, where the estate is measured against it. */
  amount?: number
  /** What it means, in one or two plain sentences. */
  text: string
}
export type Office = z.input<typeof OfficeSchema>
export type Note = z.input<typeof NoteSchema>
export type Deadline = z.input<typeof DeadlineSchema>
export type Threshold = z.input<typeof ThresholdSchema>
export type TaskTemplate = z.input<typeof TaskTemplateSchema>
export type RegionProfile = z.input<typeof RegionProfileSchema>
export type KeyFigure = z.input<typeof KeyFigureSchema>
export type LocalOfficeCard = z.input<typeof LocalOfficeCardSchema>
export type CountryInfo = z.input<typeof CountryInfoSchema>
export type CountryContentData = z.input<typeof CountryContentSchema>

/**
 * A country module: its data, plus the functions that compose each region's checklist and legal actions from
 * national templates and the region's own facts, so a national change is made once.
 */
export interface CountryModule {
  content: CountryContentData
  /** The region's checklist (at least five items; no placeholders). */
  checklist: (region: RegionProfile) => TaskTemplate[]
  /** The region's legal actions (at least three). */
  legalActions: (region: RegionProfile) => TaskTemplate[]
}

export function isValidPhoneFor(country: CountryCode, phone: string): boolean {
  return isValidPhoneNumber(phone, PHONE_REGION[country])
}
