import { data } from 'react-router'
import { DocumentsPage } from '~/features/documents/components/documents-page'
import { documentDialogsReady } from '~/features/documents/components/document-dialogs-when-open'
import { documentServicesFrom } from '~/features/documents/index.server'
import { documentQueryFromUrl } from '~/features/documents/documents.schema'
import { requirePremiumFamily } from '~/features/family/index.server'
import { changeDocument, documentsOverview } from '~/features/documents/documents-overview.server'
import { documentsInEstate, withEstateOffers } from '~/features/estate/index.server'
import { readForm } from '~/lib/forms.server'
import { refusingAction, refusingLoader } from '~/lib/refusal'
import { withParts } from '~/lib/split-part'
import type { Route } from './+types/dashboard.documents'

export const meta: Route.MetaFunction = () => [{ title: 'Documents — Afterword' }]

/** The list the filters choose, the family's space, a dialog's document and a plain upload's outcome. */
export const loader = refusingLoader(async (args: Route.LoaderArgs) => {
  const family = await requirePremiumFamily(args, 'view', 'documents')
  const url = new URL(args.request.url)
  const { searchParams } = url
  const services = documentServicesFrom(args.context)
  const [overview] = await Promise.all([
    documentsOverview(services, family.access, {
      query: documentQueryFromUrl(url),
      deleteId: searchParams.get('delete'),
      editId: searchParams.get('edit'),
      textId: searchParams.get('text'),
      uploadOutcome: {
        uploaded: Number(searchParams.get('uploaded')) || 0,
        problem: searchParams.get('problem')?.slice(0, 500) ?? null,
      },
    }),
    documentDialogsReady(url),
  ])
  // A statement's 'Add to the estate' link, worked out here so the page ships no reader (decision 070); not for a
  // statement the estate already holds as evidence.
  const recorded = await documentsInEstate(services.db, family.access.familyId)
  return withEstateOffers(services, family.access, overview, recorded)
})

/** On a client navigation, a dialog's code arrives with the data of the address that opens it. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withParts(args, documentDialogsReady)

/** Delete, share, make private and edit details; each checks the person's right to that document. */
export const action = refusingAction(async (args: Route.ActionArgs) => {
  const family = await requirePremiumFamily(args, 'view', 'documents')
  const result = await changeDocument(documentServicesFrom(args.context), family.access, await readForm(args.request))
  return result.ok ? result : data(result, { status: 400 })
})

export default function DocumentsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DocumentsPage data={loaderData} result={actionData} />
}
