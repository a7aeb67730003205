import { data, redirect } from 'react-router'
import type { AfterwordLoadContext } from '~/load-context'
import { servicesFrom } from '~/load-context'
import { formValues, parseForm, textOf } from '~/lib/forms'
import { can } from '~/lib/permissions'
import { FamilyAccessError } from '~/lib/permissions.server'
import { assertSameOrigin } from '~/features/accounts/index.server'
import { recentActivity } from '~/features/activity/index.server'
import { requirePremiumFamily } from './family-access.server'
import { InviteSchema, MISSING_INFORMATION, RoleChangeSchema } from './family.schema'
import { FamilyRuleError } from './family-rules.server'
import { FAMILY_INTENTS, type FamilyActionResult, type FamilyIntent } from './family-view'
import { inviteMember, resendInvitation, revokeInvitation, type InvitationServices } from './invitations.server'
import {
  changeMemberRole,
  familyOverview,
  leaveFamily,
  listFamilyPeople,
  removeMember,
  type CountTaskProgress,
} from './members.server'
import { readForm } from '~/lib/forms.server'

interface RouteArgs {
  request: Request
  context: AfterwordLoadContext
}

export const ACTIVITY_PAGE_SIZE = 20

/**
 * /family: the people, the figures and the activity; everyone in a premium family may look. The route passes
 * the tasks feature's count of the plan's progress.
 */
export async function loadFamilyPage(args: RouteArgs, { countTaskProgress }: { countTaskProgress: CountTaskProgress }) {
  const family = await requirePremiumFamily(args, 'view', 'family')
  const { db } = servicesFrom(args.context)
  const page = Math.max(1, Math.min(1000, Number(new URL(args.request.url).searchParams.get('page')) || 1))
  const [people, overview, activity] = await Promise.all([
    listFamilyPeople(db, family.access),
    familyOverview(db, family.access, countTaskProgress),
    // One more than a page, to know whether there is a next one.
    recentActivity(db, family.access, ACTIVITY_PAGE_SIZE + 1, (page - 1) * ACTIVITY_PAGE_SIZE),
  ])
  return {
    people,
    overview,
    activity: activity.slice(0, ACTIVITY_PAGE_SIZE).map((entry) => ({
      ...entry,
      createdAt: entry.createdAt.toISOString(),
    })),
    activityPage: page,
    hasOlderActivity: activity.length > ACTIVITY_PAGE_SIZE,
    canManage: can(family.access.role, 'manage-family'),
    role: family.access.role,
    deceasedName: family.deceasedName,
    now: new Date().toISOString(),
  }
}

const notice = (title: string, message: string): FamilyActionResult => ({ ok: true, notice: { title, message } })
const refusal = (intent: string, status: number, message: string, extra: Partial<FamilyActionResult> = {}) =>
  data({ ok: false, intent, message, ...extra } as FamilyActionResult, { status })

/** Every change on /family. Each intent checks the role on the server again; a refusal changes nothing. */
export async function familyAction(args: RouteArgs) {
  const services = servicesFrom(args.context)
  assertSameOrigin(args.request, services.settings.trustedOrigins)
  const form = await readForm(args.request)
  const intent = textOf(form.get('intent'))
  if (!(FAMILY_INTENTS as readonly string[]).includes(intent))
    return refusal(intent, 400, 'That is not something this page can do.')
  // Leaving needs only membership; everything else here is an Admin's.
  const family = await requirePremiumFamily(args, intent === 'leave' ? 'view' : 'manage-family', 'family')
  const invitations: InvitationServices = {
    db: services.db,
    mailer: services.mailer,
    publicUrl: services.settings.publicUrl,
    logger: args.context.logger,
  }
  try {
    return await run(intent as FamilyIntent, form, family.access, invitations)
  } catch (error) {
    if (error instanceof FamilyRuleError) {
      return refusal(
        intent,
        error.status,
        error.message,
        error.field ? { fieldErrors: { [error.field]: error.message }, values: typedValues(form) } : {},
      )
    }
    if (error instanceof FamilyAccessError) return refusal(intent, error.status, error.message)
    throw error
  }
}

const typedValues = (form: FormData) => {
  const values = formValues(form)
  return { fullName: textOf(values.fullName), email: textOf(values.email), role: textOf(values.role) }
}

async function run(
  intent: FamilyIntent,
  form: FormData,
  access: Parameters<typeof inviteMember>[1],
  services: InvitationServices,
): Promise<FamilyActionResult | ReturnType<typeof refusal>> {
  const id = textOf(form.get('invitationId') ?? form.get('memberId'))
  switch (intent) {
    case 'invite': {
      const parsed = parseForm(InviteSchema, form)
      if (!parsed.success) {
        const values = typedValues(form)
        const missing = !values.fullName.trim() || !values.email.trim()
        return refusal(intent, 400, missing ? MISSING_INFORMATION.message : 'Please check the highlighted fields.', {
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
      if (!parsed.success) return refusal(intent, 400, 'Choose Viewer, Member or Admin.')
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
