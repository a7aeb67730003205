/**
 * Documents and support requests (part of db/schema/vocabulary.ts, which re-exports every part: a page loads only the lists it uses).
 */

/** The contact form's categories at /support (docs/product.md), in the order the form offers them. */
export const SUPPORT_CATEGORIES = [
  'General Support',
  'Legal Guidance',
  'Grief Counseling',
  'Technical Help',
  'Emergency Support',
] as const
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]

export const SUPPORT_STATUSES = ['open', 'answered'] as const
export type SupportStatus = (typeof SUPPORT_STATUSES)[number]

/** A document's category (docs/product.md, 'Documents'). */
export const DOCUMENT_CATEGORIES = ['legal', 'financial', 'personal', 'medical', 'insurance', 'general'] as const
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]

/** Where reading a document's text stands: waiting, text found, none in it, or the reading failed. */
export const TEXT_STATUSES = ['pending', 'found', 'none', 'failed'] as const
export type TextStatus = (typeof TEXT_STATUSES)[number]
