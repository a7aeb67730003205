import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import type { FieldErrors } from '~/lib/forms'
import { moneyInput } from '~/lib/money'
import { DISTRIBUTION_KINDS, GIFT_KINDS } from '~db/schema/vocabulary'
import {
  DISTRIBUTION_KIND_LABELS,
  GIFT_DESCRIPTION_MAX,
  GIFT_KIND_LABELS,
  NAME_MAX,
  RELATIONSHIP_MAX,
} from '../estate-words'
import type { BeneficiaryRow, DistributionRow, EstatePageData } from '../estate-view'
import {
  FormMessage,
  RecordForm,
  RecordsSection,
  RowActions,
  errorsFor,
  sectionForms,
  optionsOf,
  type SectionProps,
} from './estate-parts'

/** Who the will (or the law) leaves the estate to, and what each is left. */
export function BeneficiarySection({ page, ...props }: SectionProps & { page: EstatePageData }) {
  const { canEdit, result } = props
  const { editing, addErrors, addOpen } = sectionForms(page, result, 'beneficiary')
  return (
    <RecordsSection
      id="beneficiaries-heading"
      title="Beneficiaries"
      intro="The people and charities the will leaves the estate to, or those the law names when there is no will."
      empty={
        page.beneficiaries.length === 0 &&
        'No beneficiaries yet. Add each person the will names, with what they are left: a gift, a sum or a share of what is left.'
      }
      add={
        canEdit && {
          summary: 'Add a beneficiary',
          open: addOpen,
          form: <BeneficiaryForm page={page} errors={addErrors} {...props} />,
        }
      }
    >
      <ul className="flex flex-col divide-y divide-border">
        {page.beneficiaries.map((beneficiary) =>
          editing === beneficiary.id ? (
            <li key={beneficiary.id} className="py-4">
              <BeneficiaryForm
                beneficiary={beneficiary}
                page={page}
                errors={errorsFor(result, 'update-beneficiary', beneficiary.id)}
                {...props}
              />
            </li>
          ) : (
            <li key={beneficiary.id} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-medium break-words">
                  {beneficiary.name}
                  {beneficiary.relationship && <span className="font-normal">, {beneficiary.relationship}</span>}
                </p>
                <p className="text-sm text-muted-foreground break-words">{beneficiary.giftLabel}</p>
                <p className="text-sm">Distributed so far: {beneficiary.distributedLabel}</p>
              </div>
              {canEdit && <RowActions section="beneficiary" id={beneficiary.id} label={beneficiary.name} />}
            </li>
          ),
        )}
      </ul>
    </RecordsSection>
  )
}

function BeneficiaryForm({
  page,
  beneficiary,
  errors,
  busy,
}: SectionProps & { page: EstatePageData; beneficiary?: BeneficiaryRow; errors: Partial<Record<string, string>> }) {
  const prefix = beneficiary ? `beneficiary-${beneficiary.id}` : 'add-beneficiary'
  const share = beneficiary?.residueShareBasisPoints
  return (
    <RecordForm
      action={page.here}
      intent={beneficiary ? 'update-beneficiary' : 'add-beneficiary'}
      id={beneficiary?.id}
      errors={errors}
      busy={busy}
      cancel={Boolean(beneficiary)}
      submit={beneficiary ? 'Save changes' : 'Add this beneficiary'}
    >
      <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        <TextField
          idPrefix={prefix}
          name="name"
          label="Full name"
          required
          maxLength={NAME_MAX + 50}
          defaultValue={beneficiary?.name}
          error={errors.name}
        />
        <TextField
          idPrefix={prefix}
          name="relationship"
          label="Relationship"
          hint="Like ‘Daughter’ or ‘Charity’."
          maxLength={RELATIONSHIP_MAX + 50}
          defaultValue={beneficiary?.relationship}
          error={errors.relationship}
        />
        <SelectField
          idPrefix={prefix}
          name="gift"
          label="What they are left"
          options={optionsOf(GIFT_KINDS, GIFT_KIND_LABELS)}
          defaultValue={beneficiary?.gift ?? 'residue-share'}
          error={errors.gift}
        />
        <TextField
          idPrefix={prefix}
          name="residueShare"
          label="Share of the residue (%)"
          hint="For a share of what is left, like 50."
          inputMode="decimal"
          defaultValue={share === null || share === undefined ? '' : String(share / 100)}
          error={errors.residueShare}
        />
        <TextField
          idPrefix={prefix}
          name="amount"
          label={`Sum (${page.currency})`}
          hint="For a sum of money."
          inputMode="decimal"
          autoComplete="off"
          defaultValue={moneyInput(beneficiary?.amount)}
          error={errors.amount}
        />
        <TextField
          idPrefix={prefix}
          name="giftDescription"
          label="The gift"
          hint="For a specific gift, like ‘The piano’."
          maxLength={GIFT_DESCRIPTION_MAX + 50}
          defaultValue={beneficiary?.giftDescription}
          error={errors.giftDescription}
        />
      </div>
    </RecordForm>
  )
}

/** What has been paid to beneficiaries, interim or final, and their receipts. */
export function DistributionSection({ page, ...props }: SectionProps & { page: EstatePageData }) {
  const { canEdit, result } = props
  const { addErrors: errors, addOpen } = sectionForms(page, result, 'distribution')
  return (
    <RecordsSection
      id="distributions-heading"
      title="Distributions"
      intro={
        <>
          Money paid to beneficiaries: interim payments on account, then the final one. Estate available to distribute:{' '}
          <strong>{page.totals.available}</strong>.
        </>
      }
      empty={
        page.distributions.length === 0 &&
        (page.beneficiaries.length === 0
          ? 'Nothing paid out yet. Add the beneficiaries first.'
          : 'Nothing paid to beneficiaries yet.')
      }
      pager={{ page: page.pages.distribution, noun: 'distributions' }}
      add={
        canEdit &&
        page.beneficiaries.length > 0 && {
          summary: 'Record a distribution',
          open: addOpen,
          form: <DistributionForm page={page} errors={errors} busy={props.busy} />,
        }
      }
    >
      <ul className="flex flex-col divide-y divide-border">
        {page.distributions.map((distribution) => (
          <DistributionItem key={distribution.id} distribution={distribution} here={page.here} {...props} />
        ))}
      </ul>
    </RecordsSection>
  )
}

function DistributionForm({ page, errors, busy }: { page: EstatePageData; errors: FieldErrors; busy: boolean }) {
  return (
    <RecordForm
      action={page.here}
      intent="add-distribution"
      errors={errors}
      busy={busy}
      submit="Record the distribution"
    >
      <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        <SelectField
          idPrefix="distribution"
          name="beneficiaryId"
          label="Paid to"
          options={page.beneficiaries.map((beneficiary) => ({
            value: beneficiary.id,
            label: beneficiary.name,
          }))}
          error={errors.beneficiaryId}
        />
        <SelectField
          idPrefix="distribution"
          name="kind"
          label="Interim or final"
          options={optionsOf(DISTRIBUTION_KINDS, DISTRIBUTION_KIND_LABELS)}
          defaultValue="interim"
          error={errors.kind}
        />
        <TextField
          idPrefix="distribution"
          name="date"
          label="Date paid"
          type="date"
          required
          min={page.dateOfDeath ?? undefined}
          defaultValue={page.today}
          error={errors.date}
        />
        <TextField
          idPrefix="distribution"
          name="amount"
          label={`Amount (${page.currency})`}
          required
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount}
        />
      </div>
    </RecordForm>
  )
}

function DistributionItem({
  distribution,
  here,
  canEdit,
  busy,
  result,
}: SectionProps & { distribution: DistributionRow; here: string }) {
  const errors = errorsFor(result, 'record-receipt', distribution.id)
  return (
    <li className="flex flex-col gap-2 py-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <p className="min-w-0 break-words">
          <strong>{distribution.amountLabel}</strong> to {distribution.beneficiaryName} on {distribution.dateLabel} (
          {DISTRIBUTION_KIND_LABELS[distribution.kind].toLowerCase()})
        </p>
        {/* A mistaken distribution is removed, after asking, like any other record (decision 076). */}
        {canEdit && (
          <RowActions
            section="distribution"
            id={distribution.id}
            label={`the distribution of ${distribution.amountLabel} to ${distribution.beneficiaryName}`}
            edit={false}
          />
        )}
      </div>
      {distribution.receiptLabel ? (
        <p className="text-sm">Receipt signed on {distribution.receiptLabel}</p>
      ) : canEdit ? (
        <Form method="post" action={here} className="flex flex-wrap items-end gap-3" preventScrollReset>
          <input type="hidden" name="intent" value="record-receipt" />
          <input type="hidden" name="id" value={distribution.id} />
          <FormMessage errors={errors} />
          <TextField
            idPrefix={`receipt-${distribution.id}`}
            name="receiptDate"
            label="Receipt signed on"
            type="date"
            required
            min={distribution.date}
            error={errors.receiptDate}
          />
          <Button type="submit" variant="outline" disabled={busy}>
            Record the receipt
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-muted-foreground">No receipt recorded yet</p>
      )}
    </li>
  )
}
