import { useEffect, useRef } from 'react'
import { Form, Link, useNavigate, useNavigation } from 'react-router'
import { BackLink } from '~/components/layout/back-link'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { Dialog } from '~/components/ui/dialog'
import { toast } from '~/lib/toast'
import { useHydrated } from '~/lib/use-hydrated'
import type { EstateActionResult, EstatePageData, EstateSection } from '../estate-view'
import { AccountSection } from './account-section'
import { AssetSection } from './asset-section'
import { BeneficiarySection, DistributionSection } from './beneficiary-section'
import { DebtSection } from './debt-section'
import { EstateTaxSection } from './estate-tax-section'
import { ProbateCheckSection } from './probate-check-section'

/** /dashboard/estate: what the person owned and owed, the estate account, the beneficiaries and distributions. */
export function EstatePage({ page, result }: { page: EstatePageData; result: EstateActionResult | undefined }) {
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const busy = navigation.state === 'submitting'
  useResultToast(result)
  const props = { page, result, busy, canEdit: page.canEdit }
  return (
    <Container className="flex flex-col gap-10 py-10">
      <BackLink />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold">The estate</h1>
        <p className="text-muted-foreground">
          What they owned and owed, the money in and out of the estate account, and what goes to each beneficiary.
          {!page.canEdit && ' You can read these records; an Admin or Member of the family keeps them.'}
        </p>
      </div>
      {result && !hydrated && (
        <p role={result.ok ? 'status' : 'alert'} className="rounded-md border border-border bg-secondary p-3">
          {result.message}
        </p>
      )}
      <Totals totals={page.totals} />
      <AssetSection {...props} />
      <DebtSection {...props} />
      <AccountSection {...props} />
      <BeneficiarySection {...props} />
      <DistributionSection {...props} />
      <ProbateCheckSection check={page.probate} />
      <EstateTaxSection items={page.tax} />
      <AccountsDownloads hrefs={page.accountsHref} />
      {page.view.deleting && <RemoveDialog {...page.view.deleting} here={page.here} busy={busy} result={result} />}
    </Container>
  )
}

function Totals({ totals }: { totals: EstatePageData['totals'] }) {
  const figures = [
    ['Assets at death', totals.assetsAtDeath],
    ['Debts and expenses', totals.debts],
    ['Net estate', totals.net],
    ['In the estate account now', totals.accountBalance],
  ] as const
  return (
    <section aria-labelledby="totals-heading" className="flex flex-col gap-3">
      <h2 id="totals-heading" className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-1 rounded-md border border-border p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-xl font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {totals.unvalued > 0 && (
        <p className="text-sm text-muted-foreground">
          {totals.unvalued === 1 ? '1 asset has' : `${totals.unvalued} assets have`} no value at death yet: the totals
          leave {totals.unvalued === 1 ? 'it' : 'them'} out.
        </p>
      )}
    </section>
  )
}

/** The estate accounts beneficiaries sign off, and the same figures for an accountant (decision 069). */
function AccountsDownloads({ hrefs }: { hrefs: EstatePageData['accountsHref'] }) {
  return (
    <section aria-labelledby="accounts-heading" className="flex flex-col gap-3">
      <h2 id="accounts-heading" className="text-2xl font-semibold">
        Estate accounts
      </h2>
      <p>
        The accounts executors give beneficiaries to approve: the assets at death less debts and expenses, the money in
        and out since, the distributions, and what is left for each beneficiary. They are made from the records above
        each time you download them.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild wrap>
          <a href={hrefs.pdf} download>
            Download the estate accounts (PDF)
          </a>
        </Button>
        <Button asChild variant="outline" wrap>
          <a href={hrefs.csv} download>
            The same figures for an accountant (CSV)
          </a>
        </Button>
      </div>
    </section>
  )
}

const REMOVALS: Record<EstateSection, { title: string; effect: string }> = {
  asset: { title: 'Remove this asset?', effect: 'with its document links; receipts that collected it stay' },
  debt: { title: 'Remove this debt?', effect: 'with its document links; a payment that settled it stays' },
  entry: { title: 'Remove this entry?', effect: 'from the estate account; a debt it settled is unpaid again' },
  beneficiary: { title: 'Remove this beneficiary?', effect: 'with the distributions recorded to them' },
  distribution: {
    title: 'Remove this distribution?',
    effect: 'with its receipt if one was recorded; the estate holds that sum again',
  },
}

function RemoveDialog({
  section,
  id,
  label,
  here,
  busy,
  result,
}: {
  section: EstateSection
  id: string
  label: string
  /** The page's address with its lists' pages: where the dialog closes to and posts. */
  here: string
  busy: boolean
  result: EstateActionResult | undefined
}) {
  const navigate = useNavigate()
  const removal = REMOVALS[section]
  const refused = result && !result.ok && result.intent === `delete-${section}` ? result.message : null
  return (
    <Dialog
      title={removal.title}
      description={`“${label}” will be removed for everyone, ${removal.effect}. This cannot be undone.`}
      onClose={() => void navigate(here, { replace: true, preventScrollReset: true })}
      closeHref={here}
    >
      {refused && <p role="alert">{refused}</p>}
      <Form method="post" action={here} className="flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value={`delete-${section}`} />
        <input type="hidden" name="id" value={id} />
        <Button asChild variant="outline">
          <Link to={here} replace preventScrollReset>
            Keep it
          </Link>
        </Button>
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy ? 'Removing…' : 'Remove'}
        </Button>
      </Form>
    </Dialog>
  )
}

/** Once the page has JavaScript, the outcome of a change shows as a toast, once per result. */
function useResultToast(result: EstateActionResult | undefined) {
  const shown = useRef<unknown>(null)
  useEffect(() => {
    if (!result || shown.current === result) return
    shown.current = result
    if (result.ok) toast.success(result.message)
    else toast.error('Not saved', { description: result.message })
  }, [result])
}
