import { useState } from 'react'
import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { catalogueSearchMessage, searchCatalogue } from '../catalogue-search'
import { ORGANISATIONS_PATH } from '../organisation-words'
import type { OrganisationRow, OrganisationsActionResult, OrganisationsPageData } from '../organisations-view'
import { CataloguePicker } from './catalogue-picker'
import { CatalogueSearchForm } from './catalogue-search-form'
import { OrganisationForm } from './organisation-form'

/**
 * The organisations page's dialogs, each opened by the address (decision 010): adding from the catalogue or typed
 * in, editing one, removing one. Their code is loaded when one opens (organisations-page.tsx).
 */
export function OrganisationDialogs({
  dialog,
  page,
  result,
  busy,
  close,
}: {
  dialog: OrganisationsPageData['dialog']
  page: OrganisationsPageData
  result: OrganisationsActionResult | undefined
  busy: boolean
  close: () => void
}) {
  return (
    <>
      {dialog.add && (
        <AddOrganisationsDialog
          countryName={page.countryName}
          groups={page.groups}
          query={page.catalogueQuery}
          result={result}
          busy={busy}
          close={close}
        />
      )}
      {dialog.editing && (
        <EditOrganisationDialog organisation={dialog.editing} result={result} busy={busy} close={close} />
      )}
      {dialog.deleting && <RemoveOrganisationDialog organisation={dialog.deleting} busy={busy} close={close} />}
    </>
  )
}

/** The fields a refused change named, when it was one of these changes; none otherwise. */
function errorsFor(result: OrganisationsActionResult | undefined, ...intents: string[]) {
  return result && !result.ok && intents.includes(result.intent) ? (result.fieldErrors ?? {}) : {}
}

function AddOrganisationsDialog({
  countryName,
  groups,
  query: searchedFor,
  result,
  busy,
  close,
}: {
  countryName: string
  groups: OrganisationsPageData['groups']
  query: string
  result: OrganisationsActionResult | undefined
  busy: boolean
  close: () => void
}) {
  // The search answered by the page (?q=, also without JavaScript), then narrowed here as the person types.
  const [query, setQuery] = useState(searchedFor)
  const [answered, setAnswered] = useState(searchedFor)
  if (answered !== searchedFor) {
    setAnswered(searchedFor)
    setQuery(searchedFor)
  }
  const search = searchCatalogue(groups, query)
  return (
    <Dialog title="Add organisations" onClose={close} closeHref={ORGANISATIONS_PATH}>
      <div className="flex flex-col gap-6">
        <section aria-labelledby="catalogue-heading" className="flex flex-col gap-3">
          <h3 id="catalogue-heading" className="text-lg font-semibold">
            Common in {countryName}
          </h3>
          <CatalogueSearchForm query={query} onQueryChange={setQuery} message={catalogueSearchMessage(query, search)} />
          <CataloguePicker
            groups={groups}
            matching={search.matching}
            error={errorsFor(result, 'add-catalogue').catalogueId}
            busy={busy}
          />
        </section>
        <section aria-labelledby="typed-heading" className="flex flex-col gap-3 border-t border-border pt-4">
          <h3 id="typed-heading" className="text-lg font-semibold">
            Or type one in
          </h3>
          <OrganisationForm closeHref={ORGANISATIONS_PATH} errors={errorsFor(result, 'add-typed')} busy={busy} />
        </section>
      </div>
    </Dialog>
  )
}

function EditOrganisationDialog({
  organisation,
  result,
  busy,
  close,
}: {
  organisation: OrganisationRow
  result: OrganisationsActionResult | undefined
  busy: boolean
  close: () => void
}) {
  return (
    <Dialog title={`Edit ${organisation.name}`} onClose={close} closeHref={ORGANISATIONS_PATH}>
      <OrganisationForm
        organisation={organisation}
        closeHref={ORGANISATIONS_PATH}
        errors={errorsFor(result, 'update')}
        busy={busy}
      />
    </Dialog>
  )
}

function RemoveOrganisationDialog({
  organisation,
  busy,
  close,
}: {
  organisation: OrganisationRow
  busy: boolean
  close: () => void
}) {
  return (
    <Dialog
      title="Remove this organisation?"
      description={`“${organisation.name}” will be removed from the list for everyone, with its letter and document links. This cannot be undone.`}
      onClose={close}
      closeHref={ORGANISATIONS_PATH}
    >
      <Form method="post" className="flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="organisationId" value={organisation.id} />
        <Button asChild variant="outline">
          <Link to={ORGANISATIONS_PATH} replace preventScrollReset>
            Keep it
          </Link>
        </Button>
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy ? 'Removing…' : 'Remove organisation'}
        </Button>
      </Form>
    </Dialog>
  )
}
