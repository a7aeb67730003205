import { redirect } from 'react-router'
import type { Database } from '~/lib/db.server'
import { formValues, parseForm, textOf } from '~/lib/forms'
import { can } from '~/lib/permissions'
import type { FamilyAccess } from '~/lib/permissions.server'
import { activityLines, recentActivity } from '~/features/activity/index.server'
import { InviteSchema, MISSING_INFORMATION, RoleChangeSchema } from './family.schema'
import type { FamilyActionResult, FamilyIntent } from './family-view'
import { inviteMember, resendInvitation, revokeInvitation, type InvitationServices } from './invitations.server'
import {
  changeMemberRole,
  familyOverview,
  leaveFamily,
  listFamilyPeople,
  removeMember,
  type CountTaskProgress,
} from './members.server'

export const ACTIVITY_PAGE_SIZE = 20

/**
 * /family: the people, the figures and the activity (one page of it, newest first). The route passes the tasks
 * feature's count of the plan's progress, so that family need not import tasks (decision 057).
 */
export async function familyPage(
  db: Database,
  access: FamilyAccess,
  page: number,
  countTaskProgress: CountTaskProgress,
) {
  const [people, overview, activity] = await Promise.all([
    listFamilyPeople(db, access),
    familyOverview(db, access, countTaskProgress),
    // One more than a page, to know whether there is a next one.
    recentActivity(db, access, ACTIVITY_PAGE_SIZE + 1, (page - 1) * ACTIVITY_PAGE_SIZE),
  ])
  return {
    people,
    overview,
    activity: activityLines(activity.slice(0, ACTIVITY_PAGE_SIZE), new Date()),
    activityPage: page,
    hasOlderActivity: activity.length > ACTIVITY_PAGE_SIZE,
    canManage: can(access.role, 'manage-family'),
    role: access.role,
  }
}

const notice = (title: string, message: string): FamilyActionResult => ({ ok: true, notice: { title, message } })
const refusal = (intent: string, message: string, extra: Partial<FamilyActionResult> = {}) =>
  ({ ok: false, intent, message, ...extra }) as FamilyActionResult

/** The invitation form's answers, to show again beside a refusal. */
export const typedValues = (form: FormData) => {
  const values = formValues(form)
  return { fullName: textOf(values.fullName), email: textOf(values.email), role: textOf(values.role) }
}

/**
 * Every change on /family, as its form asks (`intent`). Each service checks the role again; a refusal (a
 * Refusal) changes nothing. A form that does not pass is answered with its message, and leaving goes to the
 * dashboard.
 */
export async function changeFamily(
  intent: FamilyIntent,
  form: FormData,
  access: Parameters<typeof inviteMember>[1],
  services: InvitationServices,
): Promise<FamilyActionResult> {
  const id = textOf(form.get('invitationId') ?? form.get('memberId'))
  switch (intent) {
    case 'invite': {
      const parsed = parseForm(InviteSchema, form)
      if (!parsed.success) {
        const values = typedValues(form)
        const missing = !values.fullName.trim() || !values.email.trim()
        return refusal(intent, missing ? MISSING_INFORMATION.message : 'Please check the highlighted fields.', {
          ...(missing ? { title: MISSING_INFORMATION.title } : {}),
          fieldErrors: parsed.fieldErrors,
          values,
        })
      }
      const sent = await inviteMember(services, access, parsed.data)
      const who = `${parsed.data.fullName} (${parsed.data.email})`
      return sent.emailed
        ? notice('Invitation Sent', `Invitation sent to ${who}`)
        : notice(
            'Invitation saved',
            `The invitation to ${who} is saved, but the e-mail could not be sent just now. Use Resend to try again.`,
          )
    }
    case 'resend': {
      const sent = await resendInvitation(services, access, id)
      return sent.emailed
        ? notice('Invitation Sent', 'The invitation was sent again, with a new link that works for 7 days.')
        : notice('Invitation saved', 'The e-mail could not be sent just now. Please try again in a few minutes.')
    }
    case 'revoke': {
      const name = await revokeInvitation(services.db, access, id)
      return notice('Invitation withdrawn', `The invitation to ${name} no longer works.`)
    }
    case 'change-role': {
      const parsed = parseForm(RoleChangeSchema, form)
      if (!parsed.success) return refusal(intent, 'Choose Viewer, Member or Admin.')
      const changed = await changeMemberRole(services.db, access, parsed.data)
      return notice('Role Updated', `Member role changed to ${changed.role}`)
    }
    case 'remove': {
      await removeMember(services.db, access, id)
      return notice('Member Removed', 'Family member has been removed from collaboration')
    }
    case 'leave': {
      await leaveFamily(services.db, access)
      // The page was about a family this person is no longer in: their dashboard shows where they are now.
      throw redirect('/dashboard')
    }
  }
}
