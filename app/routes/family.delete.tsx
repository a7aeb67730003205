import { isAPIError } from 'better-auth/api'
import { data, Form, Link, redirectDocument, useActionData, useLoaderData, useNavigation } from 'react-router'
import { BackLink } from '~/components/layout/back-link'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { FormError } from '~/components/ui/form-error'
import { TextField } from '~/components/ui/text-field'
import { requireActiveFamily } from '~/features/family/index.server'
import {
  deleteFamilyAsLastAdmin,
  FamilyDeletionRefused,
  summariseFamilyForDeletion,
} from '~/features/privacy/family-deletion.server'
import { DeleteFamilySchema } from '~/features/privacy/privacy.schema'
import { DELETE_FAMILY_CONFIRMATION } from '~/features/privacy/privacy-words'
import { parseForm, type FieldErrors } from '~/lib/forms'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/family.delete'
import { readForm } from '~/lib/forms.server'

export const meta: Route.MetaFunction = () => [{ title: 'Delete this family — Afterword' }]

/** Deleting the family space, by its last Admin (decision 050). Works without JavaScript. */
export async function loader(args: Route.LoaderArgs) {
  const family = await requireActiveFamily(args, 'manage-family')
  return summariseFamilyForDeletion(servicesFrom(args.context).db, family.access)
}

interface DeleteFamilyActionData {
  message: string
  fieldErrors: FieldErrors
}

export async function action(args: Route.ActionArgs) {
  const services = servicesFrom(args.context)
  const family = await requireActiveFamily(args, 'manage-family')
  const parsed = parseForm(DeleteFamilySchema, await readForm(args.request))
  const refused = (message: string, fieldErrors: FieldErrors = {}, status = 400) =>
    data<DeleteFamilyActionData>({ message, fieldErrors }, status)
  if (!parsed.success) return refused('Please check the answers marked below.', parsed.fieldErrors)
  try {
    await services.auth.api.verifyPassword({ body: { password: parsed.data.password }, headers: args.request.headers })
  } catch (error) {
    if (!isAPIError(error) || error.statusCode >= 500) throw error
    return refused('Please check the answers marked below.', { password: 'Your password is not right' })
  }
  try {
    await deleteFamilyAsLastAdmin(
      { ...services, store: services.documents.store, logger: args.context.logger },
      family.access,
    )
  } catch (error) {
    if (error instanceof FamilyDeletionRefused) return refused(error.message, {}, 409)
    throw error
  }
  // A full page load: the dashboard opens another family of theirs, or starts again from onboarding.
  return redirectDocument('/dashboard')
}

export default function DeleteFamilyPage() {
  const summary = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const space = summary.deceasedName ? `the family space for ${summary.deceasedName}` : 'this family space'
  return (
    <Container width="3xl" className="flex flex-col gap-6 py-10">
      <BackLink to="/family" label="Back to Family" />
      <h1 className="text-3xl font-semibold">Delete this family</h1>
      <Card>
        <CardHeader>
          <CardTitle as="h2">This cannot be undone</CardTitle>
          <CardDescription>
            Deleting {space} deletes everything in it, for everyone: {summary.tasks} task
            {summary.tasks === 1 ? '' : 's'}, {summary.documents} document{summary.documents === 1 ? '' : 's'}, the
            organisations, letters and activity.
            {summary.otherMembers > 0 &&
              ` ${summary.otherMembers} other ${summary.otherMembers === 1 ? 'person loses' : 'people lose'} it too; we will e-mail them.`}{' '}
            Your account stays. Payment records are kept, as the law requires.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {summary.otherAdmins > 0 ? (
            <p>
              Other Admins look after this family too, so it can be deleted only by its last Admin. Ask them, or{' '}
              <Link to="/family" className="text-primary underline underline-offset-4">
                leave the family
              </Link>
              .
            </p>
          ) : (
            <Form method="post" className="flex flex-col gap-4" noValidate>
              <FormError message={result?.message} />
              <TextField
                idPrefix="delete-family"
                name="password"
                type="password"
                label="Your password"
                autoComplete="current-password"
                error={result?.fieldErrors.password}
              />
              <TextField
                idPrefix="delete-family"
                name="confirmation"
                label={`To confirm, type “${DELETE_FAMILY_CONFIRMATION}”`}
                autoComplete="off"
                error={result?.fieldErrors.confirmation}
              />
              <Button type="submit" variant="outline" wrap className="self-start text-center" disabled={busy}>
                {busy ? 'Deleting…' : 'Delete this family for everyone'}
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </Container>
  )
}
