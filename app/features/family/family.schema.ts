import { z } from 'zod'
import { FAMILY_ROLES } from '~db/schema/vocabulary'
import { emailField } from '~/lib/email-field'

/** Rules and words of the family page (docs/product.md, 'Family collaboration'). Shared by the page and the server. */

/** Members and waiting invitations together: enough for a large family and a few professionals. */
export const MAX_FAMILY_PEOPLE = 50
export const INVITATION_DAYS = 7
export const FULL_NAME_MAX = 100

// The words the page shows live in a module without zod, so that the page need not load zod (decision 066).
export { initialsOf, ROLE_DESCRIPTIONS } from './family-words'

export const MISSING_INFORMATION = { title: 'Missing Information', message: 'Please fill in all required fields' }

export const InviteSchema = z.object({
  fullName: z
    .string({ message: 'Please enter their full name' })
    .trim()
    .min(1, 'Please enter their full name')
    .max(FULL_NAME_MAX, `A name can have at most ${FULL_NAME_MAX} characters`),
  email: emailField('Please enter their e-mail address').transform((value) => value.toLowerCase()),
  role: z.enum(FAMILY_ROLES, { message: 'Choose Viewer, Member or Admin' }),
})
export type InviteInput = z.infer<typeof InviteSchema>

export const RoleChangeSchema = z.object({
  memberId: z.string().min(1).max(100),
  role: z.enum(FAMILY_ROLES, { message: 'Choose Viewer, Member or Admin' }),
  /** The role the page showed, so that two admins changing the same person at once do not overwrite blindly. */
  expectedRole: z.enum(FAMILY_ROLES),
})
