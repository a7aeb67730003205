import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { ChoiceGroup } from '~/components/ui/choice-group'
import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import { moneyInput } from '~/lib/money'
import { ASSET_KINDS, ASSET_STATES, OWNERSHIPS, VALUATION_METHODS } from '~db/schema/vocabulary'
import {
  ASSET_KIND_LABELS,
  ASSET_STATE_LABELS,
  DESCRIPTION_MAX,
  ESTATE_PATH,
  OWNERSHIP_LABELS,
  REFERENCE_MAX,
  VALUATION_METHOD_LABELS,
  lastFour,
} from '../estate-words'
import type { AssetRow, EstatePageData } from '../estate-view'
import { InEstateBadge } from './in-estate-badge'
import {
  DocumentList,
  EvidenceField,
  FormMessage,
  OrganisationSelect,
  RecordForm,
  RecordsSection,
  RowActions,
  errorsFor,
  sectionForms,
  optionsOf,
  type SectionProps,
} from './estate-parts'

const METHOD_OPTIONS = [{ value: '', label: 'Not known yet' }, ...optionsOf(VALUATION_METHODS, VALUATION_METHOD_LABELS)]

/** What the person owned: each asset, its holder, value at death and evidence. */
export function AssetSection({ page, ...props }: SectionProps & { page: EstatePageData }) {
  const { canEdit, result } = props
  const { editing, addErrors, addOpen } = sectionForms(page, result, 'asset')
  return (
    <RecordsSection
      id="assets-heading"
      title="Assets"
      intro="What they owned: accounts, property, pensions, policies and belongings, with the value at the date of death."
      empty={
        page.assets.length === 0 &&
        'No assets yet. Start with the bank and savings accounts; the banks on your ‘Who to tell’ list can be chosen as each account’s holder.'
      }
      pager={{ page: page.pages.asset, noun: 'assets' }}
      add={
        canEdit && {
          summary: 'Add an asset',
          open: addOpen,
          form: <AssetForm page={page} errors={addErrors} {...props} />,
        }
      }
    >
      <ul className="flex flex-col divide-y divide-border">
        {page.assets.map((asset) =>
          editing === asset.id ? (
            <li key={asset.id} className="py-4">
              <AssetForm page={page} asset={asset} errors={errorsFor(result, 'update-asset', asset.id)} {...props} />
            </li>
          ) : (
            <AssetItem key={asset.id} asset={asset} {...props} />
          ),
        )}
      </ul>
    </RecordsSection>
  )
}

function AssetItem({ asset, canEdit, busy, result }: SectionProps & { asset: AssetRow }) {
  const answer = asset.inEstate
  const settledWords = answer.settled
    ? `${asset.settledBy ? `${asset.settledBy.name} said so on ${asset.settledBy.dateLabel}` : 'Your family said so'}. The rule alone says it depends: ${answer.reason}`
    : answer.reason
  return (
    <li className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium break-words">{asset.description}</p>
        <p className="text-sm text-muted-foreground">
          {ASSET_KIND_LABELS[asset.kind]} · {OWNERSHIP_LABELS[asset.ownership]} · {ASSET_STATE_LABELS[asset.state]}
          {asset.organisationName && <> · Held by {asset.organisationName}</>}
        </p>
        {/* Joint, trust and nominated assets usually pass outside the estate; the reason says why (decision 068). */}
        <InEstateBadge inEstate={answer.inEstate} reason={settledWords} />
        {/* Where the rule says 'depends', the family says which it is, and may change it (decision 076). */}
        {canEdit && (answer.inEstate === 'depends' || answer.settled) && (
          <SettleForm
            asset={asset}
            busy={busy}
            errors={errorsFor(result, 'settle-asset', asset.id)}
            key={String(asset.settledInEstate)}
          />
        )}
        {asset.reference && <Reference reference={asset.reference} />}
        <p>
          Value at death:{' '}
          {asset.valueLabel ? (
            <>
              <strong>{asset.valueLabel}</strong>
              {asset.valuationMethod && <> ({VALUATION_METHOD_LABELS[asset.valuationMethod].toLowerCase()})</>}
            </>
          ) : (
            'not known yet'
          )}
        </p>
        <DocumentList documents={asset.documents} />
      </div>
      {canEdit && <RowActions section="asset" id={asset.id} label={asset.description} />}
    </li>
  )
}

const SETTLE_CHOICES = [
  { value: 'in', label: 'Part of the estate' },
  { value: 'out', label: 'Passes outside it' },
]

/** The family's answer to a 'depends': part of the estate or passing outside it, or back to not settled. */
function SettleForm({
  asset,
  busy,
  errors,
}: {
  asset: AssetRow
  busy: boolean
  errors: Partial<Record<string, string>>
}) {
  const settled = asset.settledInEstate === true ? 'in' : asset.settledInEstate === false ? 'out' : null
  const choices = settled ? [...SETTLE_CHOICES, { value: 'unsettled', label: 'Not settled yet' }] : SETTLE_CHOICES
  return (
    <Form
      method="post"
      action={ESTATE_PATH}
      className="flex flex-col gap-3 rounded-md border border-dashed border-border p-3"
      preventScrollReset
    >
      <input type="hidden" name="intent" value="settle-asset" />
      <input type="hidden" name="id" value={asset.id} />
      <FormMessage errors={errors} />
      <ChoiceGroup
        type="radio"
        name="settlement"
        idPrefix={`settle-${asset.id}`}
        legend={
          settled ? `Change your answer for ${asset.description}` : `What did you find out about ${asset.description}?`
        }
        hint={settled ? undefined : 'Once the holder tells you, say which it is: the totals count it that way.'}
        choices={choices}
        defaultValues={settled ? [settled] : []}
        error={errors.settlement}
      />
      <Button type="submit" variant="outline" className="self-start" disabled={busy}>
        Save the answer
      </Button>
    </Form>
  )
}

/** An account number shows its last four characters until 'Show' is pressed (a native disclosure). */
export function Reference({ reference }: { reference: string }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer">
        Reference {lastFour(reference)} <span className="text-primary underline">Show</span>
      </summary>
      <span className="break-all">{reference}</span>
    </details>
  )
}

function AssetForm({
  page,
  asset,
  errors,
  busy,
}: SectionProps & { page: EstatePageData; asset?: AssetRow; errors: Partial<Record<string, string>> }) {
  // A new asset's fields may come from the address (another feature prefilling it), an existing one's from itself.
  const prefill: Record<string, string> = asset || page.view.add !== 'asset' ? {} : page.view.prefill
  const prefix = asset ? `asset-${asset.id}` : 'add-asset'
  return (
    <RecordForm
      action={page.here}
      intent={asset ? 'update-asset' : 'add-asset'}
      id={asset?.id}
      errors={errors}
      busy={busy}
      cancel={Boolean(asset)}
      submit={asset ? 'Save changes' : 'Add this asset'}
    >
      <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        <SelectField
          idPrefix={prefix}
          name="kind"
          label="Kind"
          options={optionsOf(ASSET_KINDS, ASSET_KIND_LABELS)}
          defaultValue={asset?.kind ?? prefill.kind ?? 'bank-account'}
          error={errors.kind}
        />
        <TextField
          idPrefix={prefix}
          name="description"
          label="Description"
          hint="Like ‘Current account’ or ‘The house’."
          required
          maxLength={DESCRIPTION_MAX + 50}
          defaultValue={asset?.description ?? prefill.description}
          error={errors.description}
        />
        <OrganisationSelect
          idPrefix={prefix}
          label="Held by"
          organisations={page.organisations}
          defaultValue={asset?.organisationId ?? prefill.organisationId ?? ''}
          error={errors.organisationId}
        />
        <TextField
          idPrefix={prefix}
          name="reference"
          label="Account or policy number"
          hint="Kept exactly as you type it."
          autoComplete="off"
          maxLength={REFERENCE_MAX + 50}
          defaultValue={asset?.reference ?? prefill.reference}
          error={errors.reference}
        />
        <ValueFields page={page} asset={asset} prefill={prefill} prefix={prefix} errors={errors} />
      </div>
      <EvidenceField
        idPrefix={prefix}
        linkable={page.linkable}
        chosen={asset?.documentIds ?? (prefill.documentId ? [prefill.documentId] : [])}
        error={errors.documentId}
      />
    </RecordForm>
  )
}

/** How it was owned, where it has got to, and its value at death. */
function ValueFields({
  page,
  asset,
  prefill,
  prefix,
  errors,
}: {
  page: EstatePageData
  asset: AssetRow | undefined
  prefill: Record<string, string>
  prefix: string
  errors: Partial<Record<string, string>>
}) {
  const value = asset ? moneyInput(asset.valueAtDeath) : (prefill.value ?? '')
  return (
    <>
      <SelectField
        idPrefix={prefix}
        name="ownership"
        label="How they owned it"
        options={optionsOf(OWNERSHIPS, OWNERSHIP_LABELS)}
        defaultValue={asset?.ownership ?? 'sole'}
        error={errors.ownership}
      />
      <SelectField
        idPrefix={prefix}
        name="state"
        label="Where it has got to"
        options={optionsOf(ASSET_STATES, ASSET_STATE_LABELS)}
        defaultValue={asset?.state ?? 'found'}
        error={errors.state}
      />
      <TextField
        idPrefix={prefix}
        name="valueAtDeath"
        label={`Value at the date of death (${page.currency})`}
        hint="Leave blank until you know it. Like 12,400.50"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={value}
        error={errors.valueAtDeath}
      />
      <SelectField
        idPrefix={prefix}
        name="valuationMethod"
        label="How the value was found"
        options={METHOD_OPTIONS}
        defaultValue={asset?.valuationMethod ?? prefill.method ?? ''}
        error={errors.valuationMethod}
      />
    </>
  )
}
