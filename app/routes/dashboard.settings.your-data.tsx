import { useEffect } from 'react'
import { Link, useActionData, useLoaderData } from 'react-router'
import { toast } from '~/lib/toast'
import { BackLink } from '~/components/layout/back-link'
import { Container } from '~/components/ui/container'
import { servicesFrom } from '~/load-context'
import { requireSignedInUser } from '~/features/accounts/session.server'
import { DeleteMyAccount, DownloadMyData } from '~/features/privacy/components/your-data-forms'
import { loadYourData, changeYourData } from '~/features/privacy/your-data.server'
import type { Route } from './+types/dashboard.settings.your-data'
import { readForm } from '~/lib/forms.server'

export const meta: Route.MetaFunction = () => [{ title: 'Your data — Afterword' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesFrom(context)
  const user = await requireSignedInUser(request, services)
  return loadYourData(services.db, user.id)
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesFrom(context)
  const user = await requireSignedInUser(request, services)
  return changeYourData(services, context.logger, request.headers, user, await readForm(request))
}

export default function YourDataPage() {
  const { exports, families, managesActiveFamily } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()

  useEffect(() => {
    if (!result) return
    if (result.ok) toast.success(result.title, { description: result.message })
    else toast.error(result.title, { description: result.message })
  }, [result])

  return (
    <Container width="3xl" className="flex flex-col gap-6 py-10">
      <BackLink to="/dashboard/settings" label="Back to Settings" />
      <h1 className="text-3xl font-semibold">Your data</h1>
      {/* Also for readers without JavaScript, where no toast appears. */}
      <div role="status">
        {result?.ok && (
          <p className="rounded-md border border-primary bg-accent px-4 py-3">
            {result.title}: {result.message}
          </p>
        )}
        {result && !result.ok && result.intent === 'export' && (
          <p className="rounded-md border border-destructive px-4 py-3">{result.message}</p>
        )}
      </div>
      <DownloadMyData exports={exports} />
      <DeleteMyAccount families={families} result={result} />
      {managesActiveFamily && (
        <p>
          To delete only the family space you look after, and keep your account:{' '}
          <Link to="/family/delete" className="font-medium text-primary underline underline-offset-4">
            Delete this family
          </Link>
          .
        </p>
      )}
    </Container>
  )
}
