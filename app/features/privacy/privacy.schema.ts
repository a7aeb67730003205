import { z } from 'zod'
import { DELETE_CONFIRMATION, DELETE_FAMILY_CONFIRMATION } from './privacy-words'

/** The forms of Settings → Your data (decision 050), checked on the server. */

// The intents, the words to type and what the page shows, for the modules that import them from here.
export * from './privacy-words'

/** The password again, and typed words (compared without case or extra spaces) to show they mean it. */
function deletionSchema(words: string) {
  return z.object({
    password: z.string({ message: 'Please enter your password' }).min(1, 'Please enter your password').max(128),
    confirmation: z
      .string({ message: `Please type “${words}”` })
      .transform((value) => value.trim().toLowerCase().replace(/\s+/g, ' '))
      .refine((value) => value === words, `Please type “${words}” to confirm`),
  })
}

export const DeleteAccountSchema = deletionSchema(DELETE_CONFIRMATION)

/** Deleting a family space by its last Admin: the same care (decision 050). */
export const DeleteFamilySchema = deletionSchema(DELETE_FAMILY_CONFIRMATION)
