import { z } from 'zod'
import { SUPPORT_CATEGORIES, type SupportCategory } from '~db/schema/vocabulary'
import { emailField } from '~/lib/email-field'

/**
 * The contact form's rules (docs/product.md), shared by the page and the server. The earlier version's one message
 * for a missing name, e-mail or message is kept; each field also says what it needs.
 */
export const MESSAGE_MAX = 5000
export const NAME_MAX = 100
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields'
export const CHECK_FIELDS_MESSAGE = 'Please check the highlighted fields.'
export const THANK_YOU_MESSAGE = 'Thank you for your message. Our support team will respond within 24 hours.'

/** Bots fill every field; people never see this one (it is hidden from sight and from screen readers). */
export const HONEYPOT_FIELD = 'website'

export { SUPPORT_CATEGORIES, type SupportCategory }

/**
 * What people read for each stored category. 'Grief Counseling' is the stored value from the earlier version;
 * people read 'Grief Support', which is spelt the same in every country's English (docs/product.md).
 */
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  'General Support': 'General Support',
  'Legal Guidance': 'Legal Guidance',
  'Grief Counseling': 'Grief Support',
  'Technical Help': 'Technical Help',
  'Emergency Support': 'Emergency Support',
}

export function isSupportCategory(value: string | null | undefined): value is SupportCategory {
  return SUPPORT_CATEGORIES.some((category) => category === value)
}

export const SupportRequestSchema = z.object({
  name: z
    .string({ message: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(NAME_MAX, `A name can have at most ${NAME_MAX} characters`),
  email: emailField('Please enter your e-mail address'),
  category: z
    .enum(SUPPORT_CATEGORIES, { message: 'Please choose one of the listed topics' })
    .default('General Support'),
  message: z
    .string({ message: 'Please write your message' })
    .trim()
    .min(1, 'Please write your message')
    .max(MESSAGE_MAX, `A message can have at most ${MESSAGE_MAX.toLocaleString('en')} characters; yours is longer`),
})

export type SupportRequestInput = z.infer<typeof SupportRequestSchema>

export const REQUIRED_SUPPORT_FIELDS = ['name', 'email', 'message'] as const

/**
 * The earlier version's alert (docs/product.md, 'Support and help'), as the form's summary, when any required field is
 * empty.
 */
export function missingRequiredFields(values: Record<string, unknown>): boolean {
  return REQUIRED_SUPPORT_FIELDS.some((field) => {
    const value = values[field]
    return typeof value !== 'string' || value.trim() === ''
  })
}

export const ReplySchema = z.object({
  reply: z
    .string({ message: 'Please write your reply' })
    .trim()
    .min(1, 'Please write your reply')
    .max(MESSAGE_MAX, `A reply can have at most ${MESSAGE_MAX.toLocaleString('en')} characters`),
})
