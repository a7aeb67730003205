import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import type { FieldErrors } from '~/lib/forms'
import { ACCOUNT_DIRECTIONS } from '~db/schema/vocabulary'
import { DESCRIPTION_MAX, DIRECTION_LABELS } from '../estate-words'
import type { EstatePageData } from '../estate-view'
import { RecordForm, RecordsSection, RowActions, sectionForms, optionsOf, type SectionProps } from './estate-parts'

/** The estate account: dated receipts and payments after the death, with the balance after each. */
export function AccountSection({ page, ...props }: SectionProps & { page: EstatePageData }) {
  const { canEdit, result } = props
  const { addErrors: errors, addOpen } = sectionForms(page, result, 'entry')
  return (
    <RecordsSection
      id="account-heading"
      title="The estate account"
      intro="Money received for the estate and paid out of it since the death. A payment can settle a debt above; a receipt can collect an asset."
      empty={
        page.entries.length === 0 &&
        'No money in or out yet. Record each receipt as it reaches the estate account, and each payment from it, like the funeral bill.'
      }
      pager={{ page: page.pages.entry, noun: 'entries' }}
      add={
        canEdit && {
          summary: 'Record money in or out',
          open: addOpen,
          form: <EntryForm page={page} errors={errors} busy={props.busy} />,
        }
      }
    >
      {page.entries.length > 0 && <EntryTable page={page} canEdit={canEdit} />}
    </RecordsSection>
  )
}

function EntryTable({ page, canEdit }: { page: EstatePageData; canEdit: boolean }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left">
        <caption className="sr-only">Receipts and payments, oldest first, with the running balance</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3">
              Date
            </th>
            <th scope="col" className="py-2 pr-3">
              What
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              In
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Out
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Balance
            </th>
            {canEdit && (
              <th scope="col" className="py-2">
                <span className="sr-only">Change</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {page.entries.map((entry) => (
            <tr key={entry.id} className="border-b border-border align-top">
              <td className="py-2 pr-3 whitespace-nowrap">{entry.dateLabel}</td>
              <td className="py-2 pr-3 break-words">
                {entry.description}
                {entry.settles && (
                  <span className="block text-sm text-muted-foreground">
                    {entry.direction === 'out' ? 'Settles' : 'Collects'} {entry.settles}
                  </span>
                )}
              </td>
              <td className="py-2 pr-3 text-right">{entry.direction === 'in' ? entry.amountLabel : ''}</td>
              <td className="py-2 pr-3 text-right">{entry.direction === 'out' ? entry.amountLabel : ''}</td>
              <td className="py-2 pr-3 text-right">{entry.balanceLabel}</td>
              {canEdit && (
                <td className="py-2">
                  <RowActions section="entry" id={entry.id} label={entry.description} edit={false} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function EntryForm({ page, errors, busy }: { page: EstatePageData; errors: FieldErrors; busy: boolean }) {
  return (
    <RecordForm action={page.here} intent="add-entry" errors={errors} busy={busy} submit="Record it">
      <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        <TextField
          idPrefix="entry"
          name="date"
          label="Date"
          type="date"
          required
          min={page.dateOfDeath ?? undefined}
          defaultValue={page.today}
          error={errors.date}
        />
        <SelectField
          idPrefix="entry"
          name="direction"
          label="In or out"
          options={optionsOf(ACCOUNT_DIRECTIONS, DIRECTION_LABELS)}
          defaultValue="out"
          error={errors.direction}
        />
        <TextField
          idPrefix="entry"
          name="amount"
          label={`Amount (${page.currency})`}
          required
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount}
        />
        <TextField
          idPrefix="entry"
          name="description"
          label="What it was"
          hint="Like ‘Funeral director’s bill’ or ‘Closing balance of the current account’."
          required
          maxLength={DESCRIPTION_MAX + 50}
          error={errors.description}
        />
        <SelectField
          idPrefix="entry"
          name="debtId"
          label="Settles a debt (payments only)"
          hint="The debt is marked paid."
          options={[
            { value: '', label: 'None' },
            ...page.choices.unpaidDebts.map((debt) => ({ value: debt.id, label: debt.name })),
          ]}
          error={errors.debtId}
        />
        <SelectField
          idPrefix="entry"
          name="assetId"
          label="Collects an asset (receipts only)"
          hint="The asset is marked collected."
          options={[
            { value: '', label: 'None' },
            ...page.choices.assets.map((asset) => ({ value: asset.id, label: asset.name })),
          ]}
          error={errors.assetId}
        />
      </div>
    </RecordForm>
  )
}
