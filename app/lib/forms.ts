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

/** The first message for each field, from FormData or a plain object. */
export function parseForm<T extends z.ZodType>(
  schema: T,
  input: FormData | Record<string, unknown>,
  lists: readonly string[] = [],
): ParsedForm<z.infer<T>> {
  const values = input instanceof FormData ? formValues(input, lists) : input
  const result = schema.safeParse(values)
  if (result.success) return { success: true, data: result.data }
  const fieldErrors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    fieldErrors[field] ??= issue.message
  }
  return { success: false, fieldErrors }
}
