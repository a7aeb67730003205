import { z } from 'zod'
import { fullNameField, SignUpSchema } from '~/features/accounts/auth.schema'
import {
  CountrySchema,
  DateOfDeathSchema,
  DeceasedNameSchema,
  optionalAnswer,
  RegionCodeSchema,
  RoleSchema,
} from '~/features/onboarding/onboarding.schema'

/** Settings edit the onboarding answers under the same rules, plus the account's own fields. */

export const DetailsSchema = z.object({
  fullName: fullNameField,
  role: optionalAnswer(RoleSchema),
  country: optionalAnswer(CountrySchema),
  region: optionalAnswer(RegionCodeSchema),
  deceasedName: optionalAnswer(DeceasedNameSchema),
  dateOfDeath: optionalAnswer(DateOfDeathSchema),
})
export type DetailsInput = z.infer<typeof DetailsSchema>

export const ChangeEmailSchema = z.object({ newEmail: SignUpSchema.shape.email })

export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(128),
  newPassword: SignUpSchema.shape.password,
})

// The intents and address words, for the modules that import them from here.
export * from './settings-words'

/** Which of the person's other sessions to sign out (Settings → 'Where you are signed in'). */
export const SignOutDeviceSchema = z.object({ sessionId: z.string().trim().min(1).max(100) })

export interface SignedInDevice {
  id: string
  /** 'Chrome on Windows', 'Safari on iOS', or 'An unknown browser'. */
  device: string
  ipAddress: string | null
  /** When the session was last renewed (sessions are renewed about once a day of use) or started. */
  lastActive: string
  current: boolean
}
