import { requirePremiumFamily, requireActiveFamily } from '~/features/family/index.server'
import {
  checkKeptOrganisationChange,
  OFFLINE_ORGANISATION_INTENTS,
} from '~/features/organisations/offline-organisation-changes.server'
import { changeOrganisations } from '~/features/organisations/organisation-changes.server'
import { checkKeptTaskChange, OFFLINE_TASK_INTENTS } from '~/features/tasks/offline-task-changes.server'
import { changeTask, taskChangeServices } from '~/features/tasks/task-changes.server'
import { readForm } from '~/lib/forms.server'
import { applyOnce, idempotencyKeyOf, type KeptAnswer } from '~/lib/idempotency.server'
import { assertCan } from '~/lib/permissions.server'
import { readerDates } from '~/lib/reader-dates.server'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/dashboard.offline-changes'

/**
 * The changes a phone kept while it was offline, sent when the signal returns (decision 080): a task's status,
 * a task's details (its note), organisations marked as told through a one-stop service, and one organisation's
 * own edit (its status, most often: marked as told; decision 082). Each carries the
 * key the phone made for it and is applied once for that key: a replay answers what the first answer said. The
 * answer is JSON, `{ ok, message }`, read by the page's queue (app/lib/offline-queue.ts), never a page.
 */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request)
  const key = idempotencyKeyOf(form.get('idempotencyKey'))
  const page = form.get('page')
  const intent = form.get('intent')
  const taskIntent = OFFLINE_TASK_INTENTS.find((candidate) => candidate === intent)
  const organisationIntent = OFFLINE_ORGANISATION_INTENTS.find((candidate) => candidate === intent)
  const known = (page === 'tasks' && taskIntent) || (page === 'organisations' && organisationIntent)
  if (!key || !known) {
    // The guards first, so that a visitor is sent to sign in rather than told about the form.
    await requireActiveFamily(args, 'view')
    return Response.json(
      { ok: false, message: 'This change could not be read, so it was not applied.' },
      { status: 400 },
    )
  }
  const family =
    page === 'organisations'
      ? await requirePremiumFamily(args, 'view', 'organisations')
      : await requireActiveFamily(args, 'view')
  const services = servicesFrom(args.context)
  const fields = [...form.entries()].filter(([name]) => name !== 'idempotencyKey')
  const request = JSON.stringify(fields.map(([name, value]) => [name, typeof value === 'string' ? value : value.name]))
  const dates = readerDates(args.request, family.country.code)

  const answer = await applyOnce(services.db, family.access.userId, key, request, async (tx): Promise<KeptAnswer> => {
    if (page === 'organisations') {
      assertCan(family.access, 'edit-organisations')
      if ((await checkKeptOrganisationChange(tx, family.access, form, dates)) === 'already') {
        return { status: 200, body: { ok: true, intent, message: 'This change was already made.' } }
      }
      const result = await changeOrganisations(tx, { access: family.access, countryCode: family.country.code }, form)
      return { status: result.ok ? 200 : 400, body: { ...result } }
    }
    assertCan(family.access, 'edit-tasks')
    if (!taskIntent) throw new Error('unreachable: a task change without its intent')
    if ((await checkKeptTaskChange(tx, family.access, taskIntent, form, dates)) === 'already') {
      return { status: 200, body: { ok: true, intent: taskIntent, message: 'This change was already made.' } }
    }
    const user = { id: family.access.userId, fullName: null }
    const result = await changeTask(
      { ...taskChangeServices(args.context), db: tx },
      user,
      family.access,
      taskIntent,
      form,
    )
    const message = result.ok ? 'Saved' : (result.message ?? 'This change could not be saved.')
    return { status: result.ok ? 200 : 400, body: { ...result, message } }
  })
  return Response.json(answer.body, { status: answer.status })
}
