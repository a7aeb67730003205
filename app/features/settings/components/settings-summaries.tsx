import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'

// The settings page's cards that lead to its two other pages; apart from their forms, so that the settings page
// does not load the two-step forms and their recovery-code sheet (decision 084).

/** The settings page's card: whether two-step sign-in is on, and the way to its page. */
export function TwoStepSummary({ on }: { on: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Two-step sign-in</CardTitle>
        <CardDescription>
          {on
            ? 'On: signing in asks for your password and a code from your authenticator app.'
            : 'Off. Turn it on so that your password alone is not enough to sign in.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/dashboard/settings/two-step">{on ? 'Manage two-step sign-in' : 'Set up two-step sign-in'}</Link>
        </Button>
      </CardContent>
    </Card>
  )
}

/** The settings page's card that leads to Settings → Your data. */
export function YourDataSummary() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your data</CardTitle>
        <CardDescription>
          Download a copy of everything Afterword holds about you, or delete your account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline" wrap className="text-center">
          <Link to="/dashboard/settings/your-data">Download my data or delete my account</Link>
        </Button>
      </CardContent>
    </Card>
  )
}
