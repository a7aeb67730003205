import { z } from 'zod'
import { PASSWORD_HINT, PASSWORD_MAX, PASSWORD_MIN } from '~/lib/auth-limits'
import { emailField } from '~/lib/email-field'
import { FULL_NAME_MAX } from '~/lib/person-name'
import { normaliseRecoveryCode } from '~/lib/recovery-codes'

/**
 * The account forms' rules (docs/product.md), shared by the browser and the server: the page checks them
 * before sending, the server checks them again. Limits guard the database and the password hasher.
 */

export { PASSWORD_HINT, PASSWORD_MAX, PASSWORD_MIN, FULL_NAME_MAX }

export const FULL_NAME_REQUIRED = 'Please enter your full name'

const email = emailField('Please enter your e-mail address')

const password = z
  .string({ message: 'Please enter your password' })
  .min(1, 'Please enter your password')
  .max(PASSWORD_MAX, `A password can have at most ${PASSWORD_MAX} characters`)

const newPassword = z
  .string({ message: 'Please choose a password' })
  .min(1, 'Please choose a password')
  .min(PASSWORD_MIN, `Your password needs at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `A password can have at most ${PASSWORD_MAX} characters`)

/**
 * The person's full name, as letters are signed and as the family sees it (decision 061). Any script and any
 * number of words: some people have one name only. Spaces around it are trimmed and runs of spaces inside it
 * made one.
 */
export const fullNameField = z
  .string({ message: FULL_NAME_REQUIRED })
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, FULL_NAME_REQUIRED)
      .max(FULL_NAME_MAX, `A full name can have at most ${FULL_NAME_MAX} characters`),
  )

export const SignInSchema = z.object({ email, password })

export const SignUpSchema = z.object({
  fullName: fullNameField,
  email,
  password: newPassword,
})

export const ForgotPasswordSchema = z.object({ email })

export const ResetPasswordSchema = z.object({
  token: z.string().min(1, 'This link is not complete').max(500),
  password: newPassword,
})

/** The second step of sign-in: 6 digits from the app, or a recovery code (letters, digits and a dash). */
export const TwoStepSchema = z
  .object({
    method: z.enum(['app', 'recovery']).catch('app'),
    code: z.string({ message: 'Please enter the code' }).trim().min(1, 'Please enter the code').max(40),
    trustDevice: z.literal('on').optional(),
  })
  .transform((input, ctx) => {
    const code = input.code.replace(/\s+/g, '')
    if (input.method === 'app' && !/^\d{6}$/.test(code)) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'The code from the app has 6 digits' })
      return z.NEVER
    }
    const recovery = input.method === 'recovery'
    // Recovery codes are stored grouped and in one case; people type them any way (see ~/lib/recovery-codes).
    return {
      recovery,
      code: recovery ? normaliseRecoveryCode(input.code) : code,
      trustDevice: input.trustDevice === 'on',
    }
  })

export { parseForm, type FieldErrors } from '~/lib/forms'
