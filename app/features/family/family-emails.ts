import { composeEmail } from '~/lib/auth-emails'
import type { FamilyRole } from '~db/schema/vocabulary'
import type { MailMessage } from '~/lib/mail.server'
import { ROLE_DESCRIPTIONS } from './family.schema'

export interface InvitationEmail {
  to: string
  name: string
  inviter: string
  deceasedName: string | null
  role: FamilyRole
  url: string
  expiresAt: Date
}

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** Who invited them, for whom, what the role lets them do, and how long the link works: in plain words. */
export function invitationEmail(invitation: InvitationEmail): MailMessage {
  const forWhom = invitation.deceasedName ? ` after the death of ${invitation.deceasedName}` : ''
  return composeEmail(
    invitation.to,
    `${invitation.inviter} has invited you to help on Afterword`,
    [
      `Hello ${invitation.name}, ${invitation.inviter} has invited you to share the plan of things to do${forWhom} on Afterword, so that the family can see what is done and what is still to do.`,
      `You are invited as a ${invitation.role}: you ${ROLE_DESCRIPTIONS[invitation.role]}.`,
      `The link works once, until ${DATE.format(invitation.expiresAt)}. If you do not have an account yet, you can create one from the link with this e-mail address. If you were not expecting this, you can ignore this message and nothing will happen.`,
    ],
    { label: 'Accept the invitation', url: invitation.url },
  )
}
