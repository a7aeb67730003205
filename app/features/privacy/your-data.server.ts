import { isAPIError } from 'better-auth/api'
import { data, redirectDocument } from 'react-router'
import type { Logger } from 'pino'
import { findActiveFamilyAccess } from '~/features/family/index.server'
import { AUTH_COOKIE_PREFIX } from '~/lib/auth.server'
import { parseForm } from '~/lib/forms'
import type { AppServices } from '~/load-context'
import { listDataExports, requestDataExport } from './data-export.server'
import { eraseAccount, ErasureChoiceError, familiesOnlyTheyManage } from './erasure.server'
import { DeleteAccountSchema, FAMILY_CHOICE_PREFIX, YOUR_DATA_INTENTS, type YourDataActionData } from './privacy.schema'

/** Settings → Your data: the person's exports and the families to hand over before erasure. */
export async function loadYourData(db: AppServices['db'], userId: string) {
  const [exports, families, managed] = await Promise.all([
    listDataExports(db, userId),
    familiesOnlyTheyManage(db, userId),
    findActiveFamilyAccess(db, userId, 'manage-family').catch(() => null),
  ])
  return { exports, families, managesActiveFamily: managed !== null }
}

function refused(
  intent: YourDataActionData['intent'],
  message: string,
  fieldErrors: YourDataActionData['fieldErrors'] = {},
  status = 400,
) {
  return data<YourDataActionData>({ intent, ok: false, title: 'Not done', message, fieldErrors }, status)
}

/** The page's forms, for the signed-in person; the route checks the session first. */
export async function changeYourData(
  services: AppServices,
  logger: Logger,
  /** The request's headers: Better Auth finds the session by its cookie. */
  headers: Headers,
  user: { id: string },
  form: FormData,
) {
  const intent = YOUR_DATA_INTENTS.find((candidate) => candidate === form.get('intent'))
  if (intent === 'export') {
    const result = await requestDataExport(services.db, user.id)
    if (!result.ok) return refused(intent, result.message, {}, 429)
    return {
      intent,
      ok: true,
      title: 'We are gathering your data',
      message: 'This usually takes a few minutes. We will e-mail you when it is ready to download.',
    } satisfies YourDataActionData
  }
  if (intent !== 'delete-account') return refused('export', 'Please choose what to do.')

  const parsed = parseForm(DeleteAccountSchema, form)
  if (!parsed.success) return refused(intent, 'Please check the answers marked below.', parsed.fieldErrors)
  try {
    await services.auth.api.verifyPassword({ body: { password: parsed.data.password }, headers: headers })
  } catch (error) {
    if (!isAPIError(error) || error.statusCode >= 500) throw error
    return refused(intent, 'Please check the answers marked below.', { password: 'Your password is not right' })
  }
  const choices: Record<string, string> = {}
  for (const [name, value] of form) {
    if (name.startsWith(FAMILY_CHOICE_PREFIX) && typeof value === 'string') {
      choices[name.slice(FAMILY_CHOICE_PREFIX.length)] = value
    }
  }
  const unanswered = (await familiesOnlyTheyManage(services.db, user.id)).filter(
    (family) => family.members.length > 0 && !choices[family.familyId],
  )
  if (unanswered.length > 0) {
    const fieldErrors = Object.fromEntries(
      unanswered.map((family) => [
        `${FAMILY_CHOICE_PREFIX}${family.familyId}`,
        'Please choose who will look after this family, or to delete it',
      ]),
    )
    return refused(intent, 'Please check the answers marked below.', fieldErrors)
  }
  try {
    await eraseAccount({ ...services, store: services.documents.store, logger }, user.id, choices)
  } catch (error) {
    if (error instanceof ErasureChoiceError) return refused(intent, error.message, {}, 409)
    throw error
  }
  // The session went with the account; the cookie is cleared too.
  const cleared = new Headers()
  for (const name of [`${AUTH_COOKIE_PREFIX}.session_token`, `__Secure-${AUTH_COOKIE_PREFIX}.session_token`]) {
    cleared.append(
      'Set-Cookie',
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure') ? '; Secure' : ''}`,
    )
  }
  return redirectDocument('/account-deleted', { headers: cleared })
}
