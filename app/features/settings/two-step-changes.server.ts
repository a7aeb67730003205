import { data, redirect } from 'react-router'
import type { Logger } from 'pino'
import { alertTwoStepChanged } from '~/features/accounts/index.server'
import { parseForm, textOf } from '~/lib/forms'
import type { AppServices } from '~/load-context'
import { accountChangeLimited } from './settings.server'
import {
  TWO_STEP_DONE_PARAM,
  TWO_STEP_INTENTS,
  TwoStepConfirmSchema,
  TwoStepPasswordSchema,
  type TwoStepActionData,
  type TwoStepIntent,
} from './two-step.schema'
import { confirmTwoStep, describeSetup, newRecoveryCodes, startTwoStep, turnOffTwoStep } from './two-step.server'

/** The forms of Settings → Two-step sign-in, for the signed-in person; the route checks the session. */

function refused(intent: TwoStepIntent, fieldErrors: Partial<Record<string, string>>, extra = {}) {
  return data<TwoStepActionData>({ intent, ok: false, fieldErrors, ...extra }, 400)
}

function withCookies(headers: Headers): Headers {
  const cookies = new Headers()
  for (const cookie of headers.getSetCookie()) cookies.append('Set-Cookie', cookie)
  return cookies
}

export async function changeTwoStep(
  services: AppServices,
  logger: Logger,
  /** The request's headers: Better Auth finds the session by its cookie. */
  headers: Headers,
  user: { id: string },
  form: FormData,
) {
  const intent = TWO_STEP_INTENTS.find((candidate) => candidate === form.get('intent'))
  if (!intent) return refused('start', { form: 'Please choose what to do.' })

  if (intent === 'confirm') {
    const parsed = parseForm(TwoStepConfirmSchema, form)
    const setupUri = textOf(form.get('setupUri'), 500)
    const shownAgain = setupUri.startsWith('otpauth://')
      ? await describeSetup(setupUri, textOf(form.get('recoveryCodes'), 400).split(/\s+/).filter(Boolean))
      : undefined
    if (!parsed.success) return refused(intent, parsed.fieldErrors, { setup: shownAgain })
    const result = await confirmTwoStep(services.auth, headers, parsed.data.code)
    if (!result.ok) return refused(intent, { [result.field]: result.message }, { setup: shownAgain })
    await alertTwoStepChanged(services, logger, user.id, 'turned-on')
    // Better Auth replaced the session: a redirect carries the new cookie to the next page (see change-password).
    return redirect(`/dashboard/settings/two-step?${TWO_STEP_DONE_PARAM}=on`, { headers: withCookies(result.headers) })
  }

  const parsed = parseForm(TwoStepPasswordSchema, form)
  if (!parsed.success) return refused(intent, parsed.fieldErrors)
  const limited = await accountChangeLimited(services.db, 'two-step', user.id)
  if (limited) return refused(intent, { password: limited })

  switch (intent) {
    case 'start': {
      const result = await startTwoStep(services.auth, headers, parsed.data.password)
      if (!result.ok) return refused(intent, { [result.field]: result.message })
      return { intent, ok: true, setup: result.value } satisfies TwoStepActionData
    }
    case 'new-codes': {
      const result = await newRecoveryCodes(services.auth, headers, parsed.data.password)
      if (!result.ok) return refused(intent, { [result.field]: result.message })
      await alertTwoStepChanged(services, logger, user.id, 'new-recovery-codes')
      return { intent, ok: true, recoveryCodes: result.value } satisfies TwoStepActionData
    }
    case 'turn-off': {
      const result = await turnOffTwoStep(services.auth, headers, parsed.data.password)
      if (!result.ok) return refused(intent, { [result.field]: result.message })
      await alertTwoStepChanged(services, logger, user.id, 'turned-off')
      return redirect(`/dashboard/settings/two-step?${TWO_STEP_DONE_PARAM}=off`, {
        headers: withCookies(result.headers),
      })
    }
  }
}
