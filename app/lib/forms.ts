import type { z } from 'zod'

export type FieldErrors = Partial<Record<string, string>>

export type ParsedForm<T> = { success: true; data: T } | { success: false; fieldErrors: FieldErrors }

/**
 * Form values as a plain object. Fields named in `lists` keep every value (checkboxes); the rest keep the
 * first. Files are dropped: no form of ours takes one through here.
 */
export function formValues(input: FormData, lists: readonly string[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [name, value] of input) {
    if (typeof value !== 'string') continue
    if (lists.includes(name)) {
      values[name] = [...((values[name] as string[] | undefined) ?? []), value]
    } else if (!(name in values)) {
      values[name] = value
    }
  }
  for (const name of lists) values[name] ??= []
  return values
}

/** A value from a form or `formValues` as text: '' for a missing field or a file, and at most `max` characters. */
export function textOf(value: unknown, max = Number.POSITIVE_INFINITY): string {
  return typeof value === 'string' ? value.slice(0, max) : ''
}

/**
 * Control characters (NUL, escape and the like) have no place in anything a person types, and PostgreSQL
 * cannot store NUL in text. Tabs and line breaks are fine.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text)
}

/** The text without control characters, for text that comes from elsewhere than a person typing (a file name). */
export function withoutControlCharacters(text: string): string {
  return text.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '')
}

export const CONTROL_CHARACTER_MESSAGE = 'This contains a character that cannot be saved. Please type it again.'

function fieldsWithControlCharacters(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value]
    if (texts.some((text) => typeof text === 'string' && CONTROL_CHARACTER.test(text))) {
      errors[field] = CONTROL_CHARACTER_MESSAGE
    }
  }
  return errors
}

/** The first message for each field, from FormData or a plain object. */
export function parseForm<T extends z.ZodType>(
  schema: T,
  input: FormData | Record<string, unknown>,
  lists: readonly string[] = [],
): ParsedForm<z.infer<T>> {
  const values = input instanceof FormData ? formValues(input, lists) : input
  const unsavable = fieldsWithControlCharacters(values)
  if (Object.keys(unsavable).length > 0) return { success: false, fieldErrors: unsavable }
  const result = schema.safeParse(values)
  if (result.success) return { success: true, data: result.data }
  const fieldErrors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    fieldErrors[field] ??= issue.message
  }
  return { success: false, fieldErrors }
}
