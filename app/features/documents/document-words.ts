import { DOCUMENT_CATEGORIES, type DocumentCategory } from '~db/schema/vocabulary'

/**
 * The vault's words, limits and addresses that its pages show (docs/product.md, 'Documents'). Kept apart from
 * documents.schema.ts, which checks forms with zod: the pages only show these, and need not load zod (decision 066).
 */

export { DOCUMENT_CATEGORIES, TEXT_STATUSES, type DocumentCategory, type TextStatus } from '~db/schema/vocabulary'

export const CATEGORY_LABELS: Record<DocumentCategory, string> = {
  legal: 'Legal Documents',
  financial: 'Financial Records',
  personal: 'Personal Documents',
  medical: 'Medical Records',
  insurance: 'Insurance',
  general: 'General',
}

export const CATEGORY_FILTER_OPTIONS = [
  ...DOCUMENT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
  { value: 'all', label: 'All Documents' },
] as const

/** The extensions the upload accepts; each is checked against the file's bytes on the server. */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt', '.jpg', '.jpeg', '.png'] as const
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',')

export const NAME_MAX = 255
export const DESCRIPTION_MAX = 1000
export const TAGS_MAX = 20
export const TAG_MAX = 50
export const SEARCH_MAX = 200
export const DOCUMENT_UPLOAD_PATH = '/dashboard/documents/upload'

/** Where a stored file is served; it sends a sandboxing Content-Security-Policy of its own. */
export function isDocumentFilePath(path: string): boolean {
  return /^\/dashboard\/documents\/[^/]+\/file$/.test(path)
}

/** Files in one upload without JavaScript (with JavaScript each file is its own request). */
export const FILES_PER_UPLOAD_MAX = 10

/** 'will, bank ,, 2024' → ['will', 'bank', '2024']: trimmed, empties dropped, repeats dropped. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ]
}

/** Documents a page lists at first, and how many more 'Show more' adds; a light page on a phone. */
export const PAGE_SIZE = 25
export const SHOWN_MAX = 500

/** What the documents page's address asks for (documents.schema.ts reads it from the address). */
export interface DocumentQuery {
  search: string
  category: DocumentCategory | 'all'
  shown: number
}

export function documentsHref(query: Partial<DocumentQuery>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  if (query.search) params.set('search', query.search)
  if (query.category && query.category !== 'all') params.set('category', query.category)
  if (query.shown && query.shown !== PAGE_SIZE) params.set('shown', String(query.shown))
  for (const [name, value] of Object.entries(extra)) params.set(name, value)
  const text = params.toString()
  return `/dashboard/documents${text ? `?${text}` : ''}`
}

/** Bytes for people: 'Bytes', 'KB', 'MB' or 'GB' with at most two decimals (docs/product.md). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`
  const units = ['KB', 'MB', 'GB'] as const
  let value = bytes
  let unit: (typeof units)[number] = 'KB'
  for (const next of units) {
    value /= 1024
    unit = next
    if (value < 1024 || next === 'GB') break
  }
  return `${Math.round(value * 100) / 100} ${unit}`
}
