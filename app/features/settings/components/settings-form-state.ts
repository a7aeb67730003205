import { useNavigation } from 'react-router'
import type { RegionOptions } from '~/features/onboarding'
import type { FieldErrors } from '~/lib/forms'
import type { SettingsIntent } from '../settings-words'

export const SETTINGS_PATH = '/dashboard/settings'

/** What every settings form shares: the action's answer, whether the form is being sent, its fields' errors. */

export interface SettingsActionData {
  intent: SettingsIntent
  ok: boolean
  /** For the toast and the status line: what happened, in a sentence. */
  title: string
  message: string
  fieldErrors?: FieldErrors
  /** What was sent, shown back after a refusal so nothing typed is lost. */
  values?: Record<string, string>
  /** The regions of the country a refused details form named, which the page may not have. */
  regions?: Partial<RegionOptions>
  /** A new calendar link: in this one answer only, never stored or shown again. */
  feedUrl?: string
}

export function useBusy(intent: SettingsIntent) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

export function errorsFor(result: SettingsActionData | undefined, intent: SettingsIntent): FieldErrors {
  return result?.intent === intent ? (result.fieldErrors ?? {}) : {}
}
