import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { formatIsoDate } from '~/lib/format'
import type { SignedInDevice } from '../settings.schema'
import { DeviceList } from './device-list'
import { useBusy } from './settings-forms'

/** Settings → where the person is signed in, with a way to sign out a lost or shared device. */
export function SignedInDevices({ devices }: { devices: SignedInDevice[] }) {
  const others = devices.filter((device) => !device.current)
  const signingOutOthers = useBusy('sign-out-others')
  const signingOutOne = useBusy('sign-out-device')
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Where you are signed in</CardTitle>
        <CardDescription>
          If you see a device you do not recognise, or you used a shared computer, sign it out and change your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DeviceList
          rows={devices.map((device) => {
            const lastActive = formatIsoDate(device.lastActive.slice(0, 10), 'medium')
            return {
              id: device.id,
              name: device.device,
              here: device.current,
              facts: (
                <>
                  Last active <time dateTime={device.lastActive}>{lastActive}</time>
                  {device.ipAddress && <> · from {device.ipAddress}</>}
                </>
              ),
              action: device.current
                ? null
                : {
                    field: 'sessionId',
                    intent: 'sign-out-device',
                    text: 'Sign out',
                    label: `Sign out ${device.device}, last active ${lastActive}`,
                    busy: signingOutOne,
                  },
            }
          })}
        />
        {others.length > 0 ? (
          <Form method="post">
            <Button type="submit" name="intent" value="sign-out-others" variant="outline" disabled={signingOutOthers}>
              {signingOutOthers ? 'Signing out…' : 'Sign out everywhere else'}
            </Button>
          </Form>
        ) : (
          <p className="text-sm text-muted-foreground">You are not signed in anywhere else.</p>
        )}
      </CardContent>
    </Card>
  )
}
