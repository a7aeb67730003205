import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { formatIsoDate } from '~/lib/format'
import type { SignedInDevice } from '../settings.schema'
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
        <ul className="flex flex-col divide-y rounded-md border">
          {devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div>
                <p className="font-medium">
                  {device.device}
                  {device.current && <span className="text-muted-foreground"> · this device</span>}
                </p>
                <p className="text-sm text-muted-foreground">
                  Last active{' '}
                  <time dateTime={device.lastActive}>{formatIsoDate(device.lastActive.slice(0, 10), 'medium')}</time>
                  {device.ipAddress && <> · from {device.ipAddress}</>}
                </p>
              </div>
              {!device.current && (
                <Form method="post">
                  <input type="hidden" name="sessionId" value={device.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="sign-out-device"
                    variant="outline"
                    size="sm"
                    disabled={signingOutOne}
                    aria-label={`Sign out ${device.device}, last active ${formatIsoDate(device.lastActive.slice(0, 10), 'medium')}`}
                  >
                    Sign out
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
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
