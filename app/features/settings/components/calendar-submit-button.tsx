import { Button } from '~/components/ui/button'
import type { CalendarIntent } from '../settings-words'
import { useBusy } from './settings-form-state'

export function CalendarSubmitButton(props: {
  intent: CalendarIntent
  label: string
  busyLabel: string
  className?: string
  variant?: 'destructive'
}) {
  const busy = useBusy(props.intent)
  return (
    <Button
      type="submit"
      name="intent"
      value={props.intent}
      disabled={busy}
      variant={props.variant}
      className={props.className}
    >
      {busy ? props.busyLabel : props.label}
    </Button>
  )
}
