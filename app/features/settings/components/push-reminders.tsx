import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { formatIsoDate } from '~/lib/format'
import { toast } from '~/lib/toast'
import { useHydrated } from '~/lib/use-hydrated'
import {
  currentSubscription,
  pushSupport,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
  type PushSupport,
} from '~/features/reminders'
import { DeviceList } from './device-list'
import { useBusy, type SettingsActionData } from './settings-forms'

/** A device that gets reminders, as the settings loader lists it. */
export interface PushDeviceView {
  id: string
  device: string
  endpoint: string
  createdAt: string
  lastUsedAt: string | null
}

const REFUSALS = {
  blocked:
    'Notifications are blocked for Afterword in this browser, so reminders cannot be turned on here. Allow notifications for this site in the browser’s settings, then come back to this page.',
  dismissed: 'Notifications were not allowed, so reminders are not on for this device. You can try again at any time.',
  failed:
    'This browser could not set up reminders just now. Please try again later; your reminders still come by e-mail.',
} as const

function day(iso: string): string {
  return formatIsoDate(iso.slice(0, 10), 'medium')
}

/**
 * Settings → 'Reminders on this phone or computer' (docs/decisions/078-push-reminders.md): turn the daily
 * reminder on for the browser in hand, and see and remove every device that gets it. Turning on needs the
 * browser's permission and JavaScript; the list and its Remove buttons are plain forms.
 */
export function PushReminders({ publicKey, devices }: { publicKey: string | null; devices: PushDeviceView[] }) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<SettingsActionData>()
  const [blockedNow, setBlockedNow] = useState(false)
  // Read again at each render: the person may have changed the browser's permission in the meantime.
  const support: PushSupport | null = hydrated ? (blockedNow ? 'blocked' : pushSupport()) : null
  const [endpointHere, setEndpointHere] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const [note, setNote] = useState<string | null>(null)

  useEffect(() => {
    if (pushSupport() === 'unsupported') return
    currentSubscription()
      .then((subscription) => setEndpointHere(subscription?.endpoint ?? null))
      .catch(() => setEndpointHere(null))
  }, [])

  const answer = fetcher.data
  useEffect(() => {
    if (!answer) return
    if (answer.ok) toast.success(answer.title, { description: answer.message })
    else toast.error(answer.title, { description: answer.message })
  }, [answer])

  const thisDevice = devices.find((device) => device.endpoint === endpointHere)
  const busy = working || fetcher.state !== 'idle'

  /** Runs one button's work with both buttons held, and the last message cleared. */
  async function busyWhile(work: () => Promise<void>) {
    setWorking(true)
    setNote(null)
    await work().finally(() => setWorking(false))
  }

  const turnOn = (key: string) =>
    busyWhile(async () => {
      const outcome = await subscribeThisBrowser(key)
      if (!outcome.ok) {
        setNote(REFUSALS[outcome.reason])
        setBlockedNow(outcome.reason === 'blocked')
        return
      }
      setEndpointHere(outcome.subscription.endpoint)
      await fetcher.submit({ intent: 'push-subscribe', ...outcome.subscription }, { method: 'post' })
    })

  const turnOff = (deviceId: string) =>
    busyWhile(async () => {
      await unsubscribeThisBrowser().catch(() => undefined)
      setEndpointHere(null)
      await fetcher.submit({ intent: 'push-remove', deviceId }, { method: 'post' })
    })

  return (
    <Card id="push-reminders">
      <CardHeader>
        <CardTitle as="h2">Reminders on this phone or computer</CardTitle>
        <CardDescription>
          The daily reminder of tasks due in a week, due tomorrow or past their date, shown as a notification on this
          device. It comes as well as the e-mail; you can turn the e-mail off under E-mails.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PushNotices
          publicKey={publicKey}
          support={support}
          note={note}
          refusal={answer && !answer.ok ? answer.message : null}
          onHere={Boolean(thisDevice)}
        />
        {publicKey && support === 'supported' && !thisDevice && (
          <div>
            <Button type="button" wrap onClick={() => void turnOn(publicKey)} disabled={busy}>
              {busy ? 'Turning on…' : 'Turn on reminders on this device'}
            </Button>
          </div>
        )}
        {publicKey && thisDevice && (
          <div>
            <Button type="button" variant="outline" wrap onClick={() => void turnOff(thisDevice.id)} disabled={busy}>
              {busy ? 'Turning off…' : 'Turn off on this device'}
            </Button>
          </div>
        )}
        <PushDeviceList devices={devices} thisDeviceId={thisDevice?.id ?? null} />
      </CardContent>
    </Card>
  )
}

/** Every device that gets reminders, each with a plain form to remove it (no JavaScript needed). */
function PushDeviceList({ devices, thisDeviceId }: { devices: PushDeviceView[]; thisDeviceId: string | null }) {
  const removing = useBusy('push-remove')
  return (
    <>
      <h3 className="font-medium">Devices that get reminders</h3>
      {devices.length === 0 ? (
        <p className="text-sm text-muted-foreground">No device gets reminders yet.</p>
      ) : (
        <DeviceList
          rows={devices.map((device) => ({
            id: device.id,
            name: device.device,
            here: device.id === thisDeviceId,
            facts: (
              <>
                Turned on <time dateTime={device.createdAt}>{day(device.createdAt)}</time>
                {device.lastUsedAt ? (
                  <>
                    {' '}
                    · last reminder <time dateTime={device.lastUsedAt}>{day(device.lastUsedAt)}</time>
                  </>
                ) : (
                  ' · no reminder yet'
                )}
              </>
            ),
            action: {
              field: 'deviceId',
              intent: 'push-remove',
              text: 'Remove',
              label: `Remove ${device.device}, turned on ${day(device.createdAt)}`,
              busy: removing,
            },
          }))}
        />
      )}
    </>
  )
}

/** Everything the buttons and the browser say, in one status region so it is read out as it changes. */
function PushNotices(props: {
  publicKey: string | null
  support: PushSupport | null
  note: string | null
  refusal: string | null
  onHere: boolean
}) {
  const { publicKey, support, note, refusal, onHere } = props
  return (
    <div role="status" className="flex flex-col gap-2">
      {!publicKey && (
        <p>Reminders on phones and computers are not set up on this site. Your reminders still come by e-mail.</p>
      )}
      {publicKey && support === 'unsupported' && (
        <p>
          This browser cannot show reminders from Afterword. On an iPhone or iPad, first add Afterword to your Home
          Screen (Share, then Add to Home Screen) and open it from there. Your reminders still come by e-mail.
        </p>
      )}
      {publicKey && support === 'blocked' && <p>{REFUSALS.blocked}</p>}
      {note && note !== REFUSALS.blocked && <p>{note}</p>}
      {refusal && <p>{refusal}</p>}
      {publicKey && onHere && <p>Reminders are on for this device.</p>}
    </div>
  )
}
