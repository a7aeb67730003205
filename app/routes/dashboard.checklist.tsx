import { PaperPackLink } from '~/features/checklist/components/paper-pack-link'
import { useLoaderData, useLocation, useNavigation } from 'react-router'
import { BackLink } from '~/components/layout/back-link'
import { Container } from '~/components/ui/container'
import { checklistTaskAnchor, ChecklistDocument } from '~/features/checklist/components/checklist-document'
import { ShowMoreLink } from '~/components/ui/show-more-link'
import { shownFromUrl } from '~/lib/show-more'
import { ChecklistFilters } from '~/features/checklist/components/checklist-filters'
import { PrintActions } from '~/features/checklist/components/print-actions'
import { familyChecklist } from '~/features/checklist/family-checklist.server'
import { hasEstateRecords } from '~/features/estate/index.server'
import { requirePremiumFamily } from '~/features/family/index.server'
import { readerDates } from '~/lib/reader-dates.server'
import { servicesFrom } from '~/load-context'
import { checklistQuery } from '~/features/checklist/checklist.schema'
import { previewChecklist } from '~/features/checklist/printable'
import type { Route } from './+types/dashboard.checklist'

/** The address's count of tasks the preview shows (`?shown=40`). */
const PREVIEW_KEY = 'shown'

export const meta: Route.MetaFunction = () => [{ title: 'Printable Checklist — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const family = await requirePremiumFamily(args, 'view', 'checklist')
  const { db } = servicesFrom(args.context)
  const dates = readerDates(args.request, family.country.code)
  const [{ filters, choices, checklist }, hasEstate] = await Promise.all([
    familyChecklist(db, family, new URL(args.request.url), dates),
    hasEstateRecords(db, family.access.familyId),
  ])
  // The preview draws the first tasks, and more on asking (decision 083); the print page has them all.
  const shown = shownFromUrl(new URL(args.request.url), PREVIEW_KEY)
  return { filters, choices, checklist: previewChecklist(checklist, shown), hasEstate }
}

export default function ChecklistPage() {
  const { filters, choices, checklist, hasEstate } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const location = useLocation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname
  const count = checklist.taskCount

  return (
    <Container className="flex flex-col gap-6 py-10 print:block print:p-0">
      <div className="flex flex-col gap-6 print:hidden">
        <BackLink />
        <div>
          <h1 className="text-3xl font-semibold">Printable Checklist</h1>
          <p className="mt-1 text-muted-foreground">
            Choose the tasks to print, with their steps and contacts, to tick off on paper.
          </p>
        </div>
        <ChecklistFilters key={location.search} filters={filters} regions={choices} hasEstate={hasEstate} />
        <p aria-live="polite" className="text-lg font-medium">
          {loading
            ? 'Loading checklist...'
            : `${count} ${count === 1 ? 'task' : 'tasks'} will be included in your checklist`}
        </p>
        <PrintActions query={checklistQuery(filters)} disabled={count === 0} />
        <PaperPackLink />
        <h2 className="text-xl font-semibold">Preview</h2>
      </div>
      <div
        aria-busy={loading}
        className="rounded-xl border bg-card p-6 print:rounded-none print:border-0 print:bg-white print:p-0"
      >
        <ChecklistDocument
          checklist={checklist}
          level={2}
          more={
            <ShowMoreLink
              listKey={PREVIEW_KEY}
              shown={checklist.shownTasks ?? count}
              total={count}
              nextAnchor={checklistTaskAnchor(checklist.shownTasks ?? count)}
              what="tasks in the preview"
            />
          }
        />
      </div>
    </Container>
  )
}
