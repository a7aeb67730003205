import type { ReactNode } from 'react'
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
      <Include name="completed" checked={filters.includeCompleted}>
        Include completed tasks
      </Include>
      <Include name="organisations" checked={filters.includeOrganisations}>
        Include the organisations to tell
      </Include>
      {hasEstate && (
        <Include name="estate" checked={filters.includeEstate}>
          Include the estate’s assets and debts, with their values
        </Include>
      )}
      {!hydrated && (
        <Button type="submit" variant="outline" className="self-start">
          Update preview
        </Button>
      )}
    </Form>
  )
}

/** One more part of the print, ticked to include it: the whole line is the target, at least 44px high. */
function Include({ name, checked, children }: { name: string; checked: boolean; children: ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3">
      <input type="checkbox" name={name} defaultChecked={checked} className="size-5 accent-primary" />
      {children}
    </label>
  )
}
