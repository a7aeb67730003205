import type { ComponentProps } from 'react'
import { CalendarSubscription } from './calendar-subscription'
import { DisplayForm } from './display-form'
import { LetterDetailsForm } from './letter-details-form'
import { PremiumCard } from './premium-card'
import { PushReminders } from './push-reminders'
import { TwoStepSummary, YourDataSummary } from './settings-summaries'
import { ChangeEmailForm, ChangePasswordForm, EmailPreferencesForm, RegeneratePlanForm } from './settings-forms'
import type { SettingsActionData } from './settings-form-state'
import { SignedInDevices } from './signed-in-devices'

export interface MoreSettingsProps {
  result?: SettingsActionData
  letterDetails: ComponentProps<typeof LetterDetailsForm>['view'] | null
  /** The region the plan follows, when this person may make the plan again (the family's Admin). */
  regenerateRegion: string | null
  calendar: Omit<ComponentProps<typeof CalendarSubscription>, 'result'> | null
  email: string
  twoStepOn: boolean
  devices: ComponentProps<typeof SignedInDevices>['devices']
  display: ComponentProps<typeof DisplayForm>['display']
  emails: ComponentProps<typeof EmailPreferencesForm>
  push: ComponentProps<typeof PushReminders>
  premium: ComponentProps<typeof PremiumCard>
}

/** The settings page after 'Your details': the forms people come back for now and then. */
export default function MoreSettings(props: MoreSettingsProps) {
  const { result } = props
  return (
    <>
      {props.letterDetails && <LetterDetailsForm view={props.letterDetails} result={result} />}
      {props.regenerateRegion && <RegeneratePlanForm regionName={props.regenerateRegion} />}
      {props.calendar && <CalendarSubscription {...props.calendar} result={result} />}
      <ChangeEmailForm email={props.email} result={result} />
      <ChangePasswordForm result={result} />
      <TwoStepSummary on={props.twoStepOn} />
      <SignedInDevices devices={props.devices} />
      <DisplayForm display={props.display} />
      {/* The e-mails it offers are the settings' own fields: the assignment e-mails, reminders and the digest. */}
      <EmailPreferencesForm {...props.emails} />
      <PushReminders {...props.push} />
      <PremiumCard {...props.premium} />
      <YourDataSummary />
    </>
  )
}
