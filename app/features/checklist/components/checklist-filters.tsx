import { Form, useSubmit } from 'react-router'
import { Button } from '~/components/ui/button'
import { ChoiceGroup } from '~/components/ui/choice-group'
import { SelectField } from '~/components/ui/select-field'
import { TASK_CATEGORIES } from '~db/schema/vocabulary'
import { CATEGORY_LABELS } from '~/features/tasks'
import { useHydrated } from '~/lib/use-hydrated'
import type { ChecklistFilters as Filters, RegionChoice } from '../checklist.schema'

const PAPER_CHOICES = [
  { value: 'A4', label: 'A4' },
  { value: 'LETTER', label: 'US Letter' },
]

/**
 * Categories, region, completed tasks and paper, kept in the URL. With JavaScript the preview follows each
 * change; without it, 'Update preview' applies them.
 */
export function ChecklistFilters({
  filters,
  regions,
  hasEstate = false,
}: {
  filters: Filters
  regions: RegionChoice[]
  /** The family has recorded assets or debts: the inventory can be printed too (decision 076). */
  hasEstate?: boolean
}) {
  const submit = useSubmit()
  const hydrated = useHydrated()
  return (
    <Form
      method="get"
      aria-label="Choose what to print"
      className="flex flex-col gap-5 rounded-xl border bg-card p-4 print:hidden"
      onChange={(event) => void submit(event.currentTarget, { replace: true, preventScrollReset: true })}
    >
      <input type="hidden" name="filtered" value="1" />
      <ChoiceGroup
        type="checkbox"
        name="category"
        legend="Categories"
        idPrefix="checklist"
        choices={TASK_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] }))}
        defaultValues={filters.categories}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="region"
          label="Region"
          idPrefix="checklist"
          defaultValue={filters.region}
          options={regions.map((region) => ({ value: region.code, label: region.label }))}
        />
        <SelectField
          name="paper"
          label="Paper size (for the PDF)"
          idPrefix="checklist"
          defaultValue={filters.paper}
          options={PAPER_CHOICES}
        />
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          name="completed"
          defaultChecked={filters.includeCompleted}
          className="size-5 accent-primary"
        />
        Include completed tasks
      </label>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          name="organisations"
          defaultChecked={filters.includeOrganisations}
          className="size-5 accent-primary"
        />
        Include the organisations to tell
      </label>
      {hasEstate && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            name="estate"
            defaultChecked={filters.includeEstate}
            className="size-5 accent-primary"
          />
          Include the estate’s assets and debts, with their values
        </label>
      )}
      {!hydrated && (
        <Button type="submit" variant="outline" className="self-start">
          Update preview
        </Button>
      )}
    </Form>
  )
}
