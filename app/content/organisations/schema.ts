import { z } from 'zod'
import { ORGANISATION_KINDS } from '../../../db/schema/vocabulary'
import { COUNTRY_CODES, HttpsUrlSchema, IsoDateSchema, PhoneSchema, SourcedSchema } from '../schema'

/**
 * The catalogue of organisations people commonly tell after a death, and the official one-stop services that
 * tell many of them at once (decision 048). Sourced and dated like the rest of the regional content
 * (docs/content.md): `source` is the page the entry was checked against, `reviewed` the date it was checked.
 */

export { ORGANISATION_KINDS, type OrganisationKind } from '../../../db/schema/vocabulary'

export { ORGANISATION_KIND_LABELS } from './kind-labels'

/**
 * The organisation's phone line for bereavements, as its own page prints it, in the country's national format
 * ('0800 015 4360'), with the page it was read on and when (decision 081). Only numbers that page confirms: a
 * number from anywhere else is left out (docs/content.md, 'Organisation phone numbers left out').
 */
export const CataloguePhoneSchema = SourcedSchema.extend({
  number: PhoneSchema,
  /** When the line is open, as the page says it, e.g. 'Monday to Friday, 8am to 6pm'. */
  hours: z.string().min(3).max(200).optional(),
})

export const CatalogueOrganisationSchema = SourcedSchema.extend({
  /** Stable across edits, e.g. 'uk-hmrc'; kept on a family's organisation so it can be matched to a service. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug'),
  name: z.string().min(2).max(200),
  kind: z.enum(ORGANISATION_KINDS),
  /** The organisation's own bereavement page or team (its own site may be non-government; `source` says so). */
  bereavementUrl: HttpsUrlSchema,
  /** What it usually asks for, in plain words: 'A copy of the death certificate', 'The account number'. */
  usuallyNeeds: z.array(z.string().min(3)).min(1),
  /** Region codes where it applies (absent = the whole country). */
  regions: z.array(z.string()).optional(),
  phone: CataloguePhoneSchema.optional(),
})

export const OneStopServiceSchema = SourcedSchema.extend({
  /** e.g. 'uk-tell-us-once'. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug'),
  name: z.string().min(2),
  /** What it does, in one or two plain sentences. */
  summary: z.string().min(10),
  /** How to use it, step by step, in plain words. */
  howToUse: z.array(z.string().min(5)).min(1),
  /** The official page to start from. */
  url: HttpsUrlSchema,
  /** Catalogue ids of the organisations it tells (the 'mark covered' button marks these). */
  covers: z.array(z.string()).min(1),
  /** Who may use it or when it is offered, e.g. 'Offered by the registrar when you register the death'. */
  availability: z.string().min(5),
  regions: z.array(z.string()).optional(),
  /**
   * Who runs it. 'industry' is a service the organisations run together (the UK banks' Death Notification
   * Service): its own site is the source, the page says it is not a government service (decision 048).
   */
  runBy: z.enum(['government', 'industry']).default('government'),
  phone: CataloguePhoneSchema.optional(),
})

export const OrganisationCatalogueSchema = z.object({
  country: z.enum(COUNTRY_CODES),
  oneStopServices: z.array(OneStopServiceSchema),
  organisations: z.array(CatalogueOrganisationSchema).min(1),
  /** When no one-stop service exists (or none could be confirmed), the official page that says who to tell. */
  fallbackGuide: z.object({ title: z.string().min(5), url: HttpsUrlSchema, reviewed: IsoDateSchema }).optional(),
})

export type CatalogueOrganisation = z.input<typeof CatalogueOrganisationSchema>
export type CataloguePhone = z.input<typeof CataloguePhoneSchema>
export type OneStopService = z.input<typeof OneStopServiceSchema>
export type OrganisationCatalogue = z.input<typeof OrganisationCatalogueSchema>
