import { data } from 'react-router'
import { FamilyPage } from '~/features/family/components/family-page'
import { memberDialogsReady } from '~/features/family/components/member-dialogs-when-open'
import { changeFamily, familyPage, typedValues } from '~/features/family/family-changes.server'
import { FAMILY_INTENTS, type FamilyActionResult, type FamilyIntent } from '~/features/family/family-view'
import { requirePremiumFamily } from '~/features/family/index.server'
import { textOf } from '~/lib/forms'
import { readForm } from '~/lib/forms.server'
import { answerRefusal, Refusal } from '~/lib/refusal'
import { servicesFrom } from '~/load-context'
import { taskProgress } from '~/features/tasks/index.server'
import { withParts } from '~/lib/split-part'
import type { Route } from './+types/family'

export const meta: Route.MetaFunction = () => [{ title: 'Family Collaboration — Afterword' }]

/** The people, the figures and the activity; everyone in a premium family may look. */
export async function loader(args: Route.LoaderArgs) {
  const family = await requirePremiumFamily(args, 'view', 'family')
  const url = new URL(args.request.url)
  const page = Math.max(1, Math.min(1000, Number(url.searchParams.get('page')) || 1))
  const [shown] = await Promise.all([
    familyPage(servicesFrom(args.context).db, family.access, page, taskProgress),
    memberDialogsReady(url),
  ])
  return { ...shown, deceasedName: family.deceasedName }
}

/** On a client navigation, a member dialog's code arrives with the data of the address that opens it. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withParts(args, memberDialogsReady)

/** Every change on /family. Leaving needs only membership; everything else here is an Admin's. */
export async function action(args: Route.ActionArgs) {
  const services = servicesFrom(args.context)
  const form = await readForm(args.request)
  const intent = textOf(form.get('intent'))
  if (!(FAMILY_INTENTS as readonly string[]).includes(intent)) {
    return data<FamilyActionResult>({ ok: false, intent, message: 'That is not something this page can do.' }, 400)
  }
  const family = await requirePremiumFamily(args, intent === 'leave' ? 'view' : 'manage-family', 'family')
  const invitations = {
    db: services.db,
    mailer: services.mailer,
    publicUrl: services.settings.publicUrl,
    logger: args.context.logger,
  }
  try {
    const result = await changeFamily(intent as FamilyIntent, form, family.access, invitations)
    return result.ok ? result : data(result, 400)
  } catch (error) {
    // A refusal about a field of the invitation form shows the answers again beside it.
    const about = error instanceof Refusal && error.field ? { intent, values: typedValues(form) } : { intent }
    return answerRefusal(error, 'action', about)
  }
}

export default function FamilyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <FamilyPage page={loaderData} result={actionData} />
}
