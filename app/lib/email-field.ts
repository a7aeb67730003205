import { z } from 'zod'

/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX = 254

/**
 * An e-mail address field, the same on every form: trimmed, required with the form's own wording
 * (`missing`, e.g. 'Please enter their e-mail address'), at most 254 characters, and a full address.
 */
export function emailField(missing: string) {
  return z
    .string({ message: missing })
    .trim()
    .min(1, missing)
    .max(EMAIL_MAX, `An e-mail address can have at most ${EMAIL_MAX} characters`)
    .pipe(z.email('Please enter a full e-mail address, like name@example.com'))
}
