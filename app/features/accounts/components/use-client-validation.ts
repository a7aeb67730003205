import { useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { parseForm, type FieldErrors } from '../auth.schema'

/**
 * Checks a form with the server's schema before it is sent (once JavaScript has loaded). On a problem the
 * submission stops, the messages show, and focus moves to the first field that needs attention.
 */
export function useClientValidation(schema: z.ZodType, onInvalid?: (errors: FieldErrors) => void) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = parseForm(schema, new FormData(event.currentTarget))
    if (result.success) {
      setClientErrors(null)
      return
    }
    event.preventDefault()
    setClientErrors(result.fieldErrors)
    onInvalid?.(result.fieldErrors)
    const first = Object.keys(result.fieldErrors)[0]
    if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
  }
  return { clientErrors, setClientErrors, onSubmit }
}
