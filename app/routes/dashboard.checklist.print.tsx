import { useLoaderData, useSearchParams } from 'react-router'
import { Container } from '~/components/ui/container'
import { ChecklistDocument } from '~/features/checklist/components/checklist-document'
import { familyChecklist } from '~/features/checklist/family-checklist.server'
import { requirePremiumFamily } from '~/features/family/index.server'
import { readerDates } from '~/lib/reader-dates.server'
import { STATIC_PAGE } from '~/lib/route-handle'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/dashboard.checklist.print'

export const meta: Route.MetaFunction = () => [{ title: 'Bereavement Support Checklist — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const family = await requirePremiumFamily(args, 'view', 'checklist')
  const { db } = servicesFrom(args.context)
  const dates = readerDates(args.request, family.country.code)
  const { checklist } = await familyChecklist(db, family, new URL(args.request.url), dates)
  return { checklist }
}

/**
 * A page to print ships no JavaScript (decision 077): it is complete as HTML, and a thousand-task checklist would
 * otherwise be sent twice, drawn and again as the page's data.
 */
export const handle = STATIC_PAGE

/** The checklist on a page of its own, opened by 'Generate & Print', which prints itself once shown. */
export default function ChecklistPrintPage() {
  const { checklist } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const autoprint = params.get('autoprint') === '1'
  return (
    <Container className="py-8 print:p-0">
      <ChecklistDocument checklist={checklist} level={1} />
      {autoprint && <script src="/print-on-open.js" />}
    </Container>
  )
}
