import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'

export interface DeviceRow {
  id: string
  /** The device as a person knows it ('Chrome on Android'). */
  name: string
  /** The browser in hand: said after its name. */
  here: boolean
  /** When it was last active, when it was turned on: a line under the name. */
  facts: ReactNode
  /** A plain form that works without JavaScript: the one button on the row, or none. */
  action: { field: string; intent: string; text: string; label: string; busy: boolean } | null
}

/** Settings' lists of devices (where the person is signed in, which devices get reminders), one row each. */
export function DeviceList({ rows }: { rows: DeviceRow[] }) {
  return (
    <ul className="flex flex-col divide-y rounded-md border">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div>
            <p className="font-medium">
              {row.name}
              {row.here && <span className="text-muted-foreground"> · this device</span>}
            </p>
            <p className="text-sm text-muted-foreground">{row.facts}</p>
          </div>
          {row.action && (
            <Form method="post" preventScrollReset>
              <input type="hidden" name={row.action.field} value={row.id} />
              <Button
                type="submit"
                name="intent"
                value={row.action.intent}
                variant="outline"
                size="sm"
                disabled={row.action.busy}
                aria-label={row.action.label}
              >
                {row.action.text}
              </Button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  )
}
