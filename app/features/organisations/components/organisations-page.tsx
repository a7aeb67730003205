import { useEffect, useRef } from 'react'
import { Form, Link, useNavigate, useNavigation } from 'react-router'
import { toast } from 'sonner'
import { BackLink } from '~/components/layout/back-link'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { Dialog } from '~/components/ui/dialog'
import { ProgressBar } from '~/components/ui/progress-bar'
import { CataloguePicker } from './catalogue-picker'
import { CertificateCopies } from './certificate-copies'
import { OneStopServices } from './one-stop-services'
import { OrganisationForm } from './organisation-form'
import { OrganisationList } from './organisation-list'
import { ORGANISATIONS_PATH, organisationsHref } from '../organisations.schema'
import type { OrganisationsActionResult, OrganisationsPageData } from '../organisations-view'
import { useHydrated } from '~/lib/use-hydrated'

/** /dashboard/organisations: who to tell, the one-stop services, the catalogue and the certificate copies. */
export function OrganisationsPage({
  page,
  result,
}: {
  page: OrganisationsPageData
  result: OrganisationsActionResult | undefined
}) {
  const navigation = useNavigation()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const busy = navigation.state === 'submitting'
  const shownResult = useRef<unknown>(null)
  const fieldErrors = result && !result.ok ? (result.fieldErrors ?? {}) : {}
  const errorsFor = (...intents: string[]) => (result && intents.includes(result.intent) ? fieldErrors : {})

  useEffect(() => {
    if (!result || shownResult.current === result) return
    shownResult.current = result
    if (result.ok) toast.success(result.message)
    else if (!result.confirmLast) toast.error('Error', { description: result.message })
  }, [result])

  // A change made in a dialog closes it once the page has reloaded (navigating during that reload cancels it).
  const dialogOpen = page.dialog.add || Boolean(page.dialog.editing ?? page.dialog.deleting)
  useEffect(() => {
    if (result?.ok && dialogOpen && navigation.state === 'idle') {
      void navigate(ORGANISATIONS_PATH, { replace: true, preventScrollReset: true })
    }
  }, [result, dialogOpen, navigation.state, navigate])

  const close = () => void navigate(ORGANISATIONS_PATH, { replace: true, preventScrollReset: true })
  const { told, total } = page.progress
  const refused = result && !result.ok ? result : undefined

  return (
    <Container className="flex flex-col gap-8 py-10">
      <BackLink />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold">Who to tell</h1>
        <p className="text-muted-foreground">
          The banks, pensions, councils and others to tell about the death: what each needs, a letter for each, and
          where the certificate copies are.
        </p>
      </div>

      {result && !hydrated && (
        <p role={result.ok ? 'status' : 'alert'} className="rounded-md border border-border bg-secondary p-3">
          {result.message}
        </p>
      )}

      <section aria-labelledby="progress-heading" className="flex flex-col gap-2">
        <h2 id="progress-heading" className="sr-only">
          Progress
        </h2>
        <p id="organisations-progress">
          Organisations told: {told} of {total}
        </p>
        <ProgressBar
          value={total > 0 ? Math.round((told / total) * 100) : 0}
          labelledBy="organisations-progress"
          className="max-w-md"
        />
      </section>

      <OneStopServices
        services={page.services}
        fallbackGuide={page.fallbackGuide}
        countryName={page.countryName}
        today={page.today}
        canEdit={page.canEdit}
        busy={busy}
        errors={refused?.intent === 'mark-told' ? { serviceId: refused.target ?? '', fields: fieldErrors } : undefined}
      />

      <section aria-labelledby="list-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="list-heading" className="text-2xl font-semibold">
            Your organisations
          </h2>
          {page.canEdit && (
            <Button asChild>
              <Link to={organisationsHref({ dialog: 'add' })} preventScrollReset>
                Add organisations
              </Link>
            </Button>
          )}
        </div>
        <OrganisationList
          organisations={page.organisations}
          linkable={page.linkable}
          canEdit={page.canEdit}
          canDelete={page.canDelete}
          busy={busy}
          linkError={
            refused?.intent === 'link-document'
              ? { organisationId: refused.target ?? '', message: refused.message }
              : undefined
          }
        />
      </section>

      <CertificateCopies
        {...page.certificates}
        organisations={page.organisations}
        today={page.today}
        canEdit={page.canEdit}
        busy={busy}
        result={result}
      />

      {page.dialog.add && (
        <Dialog title="Add organisations" onClose={close} closeHref={ORGANISATIONS_PATH}>
          <div className="flex flex-col gap-6">
            <section aria-labelledby="catalogue-heading" className="flex flex-col gap-3">
              <h3 id="catalogue-heading" className="text-lg font-semibold">
                Common in {page.countryName}
              </h3>
              <CataloguePicker groups={page.groups} error={errorsFor('add-catalogue').catalogueId} busy={busy} />
            </section>
            <section aria-labelledby="typed-heading" className="flex flex-col gap-3 border-t border-border pt-4">
              <h3 id="typed-heading" className="text-lg font-semibold">
                Or type one in
              </h3>
              <OrganisationForm closeHref={ORGANISATIONS_PATH} errors={errorsFor('add-typed')} busy={busy} />
            </section>
          </div>
        </Dialog>
      )}

      {page.dialog.editing && (
        <Dialog title={`Edit ${page.dialog.editing.name}`} onClose={close} closeHref={ORGANISATIONS_PATH}>
          <OrganisationForm
            organisation={page.dialog.editing}
            closeHref={ORGANISATIONS_PATH}
            errors={errorsFor('update')}
            busy={busy}
          />
        </Dialog>
      )}

      {page.dialog.deleting && (
        <Dialog
          title="Remove this organisation?"
          description={`“${page.dialog.deleting.name}” will be removed from the list for everyone, with its letter and document links. This cannot be undone.`}
          onClose={close}
          closeHref={ORGANISATIONS_PATH}
        >
          <Form method="post" className="flex flex-wrap justify-end gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="organisationId" value={page.dialog.deleting.id} />
            <Button asChild variant="outline">
              <Link to={ORGANISATIONS_PATH} replace preventScrollReset>
                Keep it
              </Link>
            </Button>
            <Button type="submit" className="bg-destructive text-white hover:bg-destructive/90" disabled={busy}>
              {busy ? 'Removing…' : 'Remove organisation'}
            </Button>
          </Form>
        </Dialog>
      )}
    </Container>
  )
}
