import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import { moneyInput } from '~/lib/money'
import { DEBT_KINDS } from '~db/schema/vocabulary'
import { DEBT_KIND_LABELS, NAME_MAX, REFERENCE_MAX } from '../estate-words'
import type { DebtRow, EstatePageData } from '../estate-view'
import { Reference } from './asset-section'
import {
  DocumentList,
  EvidenceField,
  OrganisationSelect,
  RecordForm,
  RecordsSection,
  RowActions,
  errorsFor,
  sectionForms,
  optionsOf,
  type SectionProps,
} from './estate-parts'

/** What the person owed, and the funeral and the estate's own costs. */
export function DebtSection({ page, ...props }: SectionProps & { page: EstatePageData }) {
  const { canEdit, result } = props
  const { editing, addErrors, addOpen } = sectionForms(page, result, 'debt')
  return (
    <RecordsSection
      id="debts-heading"
      title="Debts and expenses"
      intro="What they owed at death, then the funeral and the costs of dealing with the estate."
      empty={
        page.debts.length === 0 &&
        'No debts or expenses yet. Add the funeral bill first, then any mortgage, loans, credit cards and bills.'
      }
      pager={{ page: page.pages.debt, noun: 'debts and expenses' }}
      add={
        canEdit && {
          summary: 'Add a debt or expense',
          open: addOpen,
          form: <DebtForm page={page} errors={addErrors} {...props} />,
        }
      }
    >
      <ul className="flex flex-col divide-y divide-border">
        {page.debts.map((debt) =>
          editing === debt.id ? (
            <li key={debt.id} className="py-4">
              <DebtForm page={page} debt={debt} errors={errorsFor(result, 'update-debt', debt.id)} {...props} />
            </li>
          ) : (
            <li key={debt.id} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-medium break-words">
                  {debt.creditor}: {debt.amountLabel}
                </p>
                <p className="text-sm text-muted-foreground">
                  {DEBT_KIND_LABELS[debt.kind]} · {debt.paid ? 'Paid' : 'Not paid yet'}
                  {debt.organisationName && <> · {debt.organisationName}</>}
                </p>
                {debt.reference && <Reference reference={debt.reference} />}
                <DocumentList documents={debt.documents} />
              </div>
              {canEdit && <RowActions section="debt" id={debt.id} label={`the debt to ${debt.creditor}`} />}
            </li>
          ),
        )}
      </ul>
    </RecordsSection>
  )
}

function DebtForm({
  page,
  debt,
  errors,
  busy,
}: SectionProps & { page: EstatePageData; debt?: DebtRow; errors: Partial<Record<string, string>> }) {
  const prefill: Record<string, string> = debt || page.view.add !== 'debt' ? {} : page.view.prefill
  const prefix = debt ? `debt-${debt.id}` : 'add-debt'
  return (
    <RecordForm
      action={page.here}
      intent={debt ? 'update-debt' : 'add-debt'}
      id={debt?.id}
      errors={errors}
      busy={busy}
      cancel={Boolean(debt)}
      submit={debt ? 'Save changes' : 'Add this debt'}
    >
      <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        <SelectField
          idPrefix={prefix}
          name="kind"
          label="Kind"
          options={optionsOf(DEBT_KINDS, DEBT_KIND_LABELS)}
          defaultValue={debt?.kind ?? prefill.kind ?? 'bill'}
          error={errors.kind}
        />
        <TextField
          idPrefix={prefix}
          name="creditor"
          label="Owed to"
          hint="The card company, the funeral director, the council."
          required
          maxLength={NAME_MAX + 50}
          defaultValue={debt?.creditor ?? prefill.creditor}
          error={errors.creditor}
        />
        <TextField
          idPrefix={prefix}
          name="amount"
          label={`Amount (${page.currency})`}
          hint="Like 2,310.00"
          required
          inputMode="decimal"
          autoComplete="off"
          defaultValue={debt ? moneyInput(debt.amount) : prefill.amount}
          error={errors.amount}
        />
        <OrganisationSelect
          idPrefix={prefix}
          label="Organisation"
          organisations={page.organisations}
          defaultValue={debt?.organisationId ?? prefill.organisationId ?? ''}
          error={errors.organisationId}
        />
        <TextField
          idPrefix={prefix}
          name="reference"
          label="Account or invoice number"
          hint="Kept exactly as you type it."
          autoComplete="off"
          maxLength={REFERENCE_MAX + 50}
          defaultValue={debt?.reference ?? prefill.reference}
          error={errors.reference}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="paid" defaultChecked={debt?.paid ?? false} className="size-5" />
        Already paid
      </label>
      <EvidenceField
        idPrefix={prefix}
        linkable={page.linkable}
        chosen={debt?.documentIds ?? (prefill.documentId ? [prefill.documentId] : [])}
        error={errors.documentId}
      />
    </RecordForm>
  )
}
