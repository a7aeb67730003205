import { z } from 'zod'
import { DOCUMENT_CATEGORIES } from '~db/schema/vocabulary'
import { SHARING_CHOICES, type Sharing } from './document-rules'
import {
  DESCRIPTION_MAX,
  PAGE_SIZE,
  parseTags,
  SEARCH_MAX,
  SHOWN_MAX,
  TAG_MAX,
  TAGS_MAX,
  type DocumentQuery,
} from './document-words'

// The words and limits, for the server's modules that import them from here.
export * from './document-words'

/** The upload form's fields, sent before the files. */
const UploadFieldsSchema = z.object({
  category: z.enum(DOCUMENT_CATEGORIES, { message: 'Choose one of the categories in the list.' }).default('general'),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, `Keep the description to ${DESCRIPTION_MAX.toLocaleString('en')} characters or fewer.`)
    .default(''),
  tags: z
    .string()
    .default('')
    .transform(parseTags)
    .pipe(
      z
        .array(z.string().max(TAG_MAX, `Keep each tag to ${TAG_MAX} characters or fewer.`))
        .max(TAGS_MAX, `Use at most ${TAGS_MAX} tags.`),
    ),
  /** The form's radio group: 'private' ('Only me') or 'family' ('The family'). */
  sharing: z.enum(SHARING_CHOICES, { message: 'Choose who can see the document.' }).optional(),
  /** The checkbox of earlier forms (and scripts written against them): 'on' or 'true' shares. */
  shared: z.enum(['on', 'true', 'false', 'off']).optional(),
})

/**
 * What the person says about the file(s) they upload. `sharing` is undefined when they sent no choice: the
 * server then applies the default for the category and their role (document-rules.ts, `defaultSharing`).
 */
export const UploadDetailsSchema = UploadFieldsSchema.transform(({ shared, sharing, ...details }) => ({
  ...details,
  sharing: sharing ?? fromCheckbox(shared),
}))

function fromCheckbox(shared: 'on' | 'true' | 'false' | 'off' | undefined): Sharing | undefined {
  if (shared === undefined) return undefined
  return shared === 'on' || shared === 'true' ? 'family' : 'private'
}
export type UploadDetails = z.output<typeof UploadDetailsSchema>

/** 'Edit details' on a document: the same rules as at upload, without the sharing choice. */
export const EditDetailsSchema = UploadFieldsSchema.omit({ shared: true, sharing: true })

export const DocumentQuerySchema = z.object({
  search: z.string().trim().max(SEARCH_MAX).catch(''),
  category: z.enum([...DOCUMENT_CATEGORIES, 'all']).catch('all'),
  shown: z.coerce.number().int().min(PAGE_SIZE).max(SHOWN_MAX).catch(PAGE_SIZE),
})

export function documentQueryFromUrl(url: URL): DocumentQuery {
  return DocumentQuerySchema.parse({
    search: url.searchParams.get('search') ?? '',
    category: url.searchParams.get('category') ?? 'all',
    shown: url.searchParams.get('shown') ?? PAGE_SIZE,
  })
}
