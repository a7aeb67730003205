import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import type { DisplayPreferences } from '~/lib/signed-in-user'
import { useBusy } from './settings-forms'

/**
 * 'Large print and colours' (decision 073): the person's own, kept on the server so every page they open, on any
 * device, is drawn that way from the start, and their paper pack is printed large. A plain form: it works
 * without JavaScript.
 */
export function DisplayForm({ display }: { display: DisplayPreferences }) {
  const busy = useBusy('display')
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Large print and colours</CardTitle>
        <CardDescription>For you only, on every device you sign in on.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name="largePrint"
                defaultChecked={display.largePrint}
                aria-describedby="large-print-help"
                className="mt-1 size-5 shrink-0 accent-primary"
              />
              <span>Large print</span>
            </label>
            <p id="large-print-help" className="ml-8 text-sm text-muted-foreground">
              Text half as large again on every page, and in the paper pack you print.
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name="highContrast"
                defaultChecked={display.highContrast}
                aria-describedby="high-contrast-help"
                className="mt-1 size-5 shrink-0 accent-primary"
              />
              <span>High contrast colours</span>
            </label>
            <p id="high-contrast-help" className="ml-8 text-sm text-muted-foreground">
              Black and white with strong outlines, in your light or dark setting.
            </p>
          </div>
          <Button type="submit" name="intent" value="display" className="self-start" disabled={busy}>
            {busy ? 'Saving…' : 'Save large print and colours'}
          </Button>
        </Form>
      </CardContent>
    </Card>
  )
}
