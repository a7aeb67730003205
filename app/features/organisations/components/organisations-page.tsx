import { useEffect, useRef } from 'react'
import { Link, useNavigate, useNavigation } from 'react-router'
import { toast } from '~/lib/toast'
import { BackLink } from '~/components/layout/back-link'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { ProgressBar } from '~/components/ui/progress-bar'
import { OneStopServices } from './one-stop-services'
import { OrganisationList } from './organisation-list'
import { ORGANISATIONS_PATH, organisationsHref } from '../organisation-words'
import type { OrganisationsActionResult, OrganisationsPageData } from '../organisations-view'
import { useHydrated } from '~/lib/use-hydrated'
import { splitPart } from '~/lib/split-part'
import { CertificateCopies } from './certificate-copies'

// The dialogs (their forms and the catalogue picker, about 4 KB) open by the address and are not drawn otherwise:
// the browser loads their code only when one opens (decision 066). The server has it loaded before it draws a page
// (the route's loader awaits it when the address opens a dialog), so an open dialog is in the HTML, also without
// JavaScript, and hydration keeps it on screen until the script arrives. The service worker keeps the script, so an
// edit can be opened offline (decision 082).
const dialogs = splitPart(() => import('./organisation-dialogs').then((part) => part.OrganisationDialogs))
export const loadOrganisationDialogs = dialogs.load
const OrganisationDialogs = dialogs.Part

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
  useResultToast(result)
  useCloseChangedDialog(result, page.dialog.add || Boolean(page.dialog.editing ?? page.dialog.deleting))

  const close = () => void navigate(ORGANISATIONS_PATH, { replace: true, preventScrollReset: true })
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

      <ProgressSection progress={page.progress} />
      {/* The family's own list first, on every width (decision 064): it is what a returning family works on. */}
      <OrganisationsSection page={page} busy={busy} refused={refused} />
      <OneStopServices
        services={page.services}
        fallbackGuide={page.fallbackGuide}
        countryName={page.countryName}
        today={page.today}
        canEdit={page.canEdit}
        busy={busy}
        errors={
          refused?.intent === 'mark-told'
            ? { serviceId: refused.target ?? '', fields: refused.fieldErrors ?? {} }
            : undefined
        }
      />
      <CertificateCopies
        {...page.certificates}
        organisations={page.organisations}
        today={page.today}
        canEdit={page.canEdit}
        busy={busy}
        result={result}
      />

      {(page.dialog.add || page.dialog.editing || page.dialog.deleting) && (
        <OrganisationDialogs dialog={page.dialog} page={page} result={result} busy={busy} close={close} />
      )}
    </Container>
  )
}

type Refusal = Extract<OrganisationsActionResult, { ok: false }>

/** Once the page has JavaScript, the outcome of a change shows as a toast, once per result; sending the last
 * copy in hand asks in the page instead. */
function useResultToast(result: OrganisationsActionResult | undefined) {
  const shownResult = useRef<unknown>(null)
  useEffect(() => {
    if (!result || shownResult.current === result) return
    shownResult.current = result
    if (result.ok) toast.success(result.message)
    else if (!result.confirmLast) toast.error('Error', { description: result.message })
  }, [result])
}

// A change made in a dialog closes it once the page has reloaded (navigating during that reload cancels it).
function useCloseChangedDialog(result: OrganisationsActionResult | undefined, dialogOpen: boolean) {
  const navigation = useNavigation()
  const navigate = useNavigate()
  useEffect(() => {
    if (result?.ok && dialogOpen && navigation.state === 'idle') {
      void navigate(ORGANISATIONS_PATH, { replace: true, preventScrollReset: true })
    }
  }, [result, dialogOpen, navigation.state, navigate])
}

function ProgressSection({ progress: { told, total } }: { progress: OrganisationsPageData['progress'] }) {
  return (
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
  )
}

function OrganisationsSection({
  page,
  busy,
  refused,
}: {
  page: OrganisationsPageData
  busy: boolean
  refused: Refusal | undefined
}) {
  return (
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
  )
}
