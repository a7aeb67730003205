import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { SelectField } from '~/components/ui/select-field'
import { TASK_CATEGORIES, TASK_STATUSES } from '~db/schema/vocabulary'
import { useAutoSubmit } from '~/lib/use-auto-submit'
import { useHydrated } from '~/lib/use-hydrated'
import { CATEGORY_LABELS, STATUS_LABELS } from '../task-labels'
import type { TaskFilters as Filters } from '../tasks.schema'

/**
 * Search, status and category, kept in the URL (a filtered view can be bookmarked and survives reload). With
 * JavaScript the list follows as you type or choose; without it, 'Show tasks' applies them.
 */
export function TaskFilters({ filters }: { filters: Filters }) {
  const hydrated = useHydrated()
  const apply = useAutoSubmit()
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter tasks"
      className="grid items-end gap-3 sm:grid-cols-[1fr_auto_auto_auto_auto]"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor="task-search" className="font-medium">
          Search tasks
        </label>
        <input
          id="task-search"
          type="search"
          name="search"
          defaultValue={filters.search}
          onChange={(event) => apply(event.currentTarget.form, 300)}
          className="min-h-11 rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      </div>
      <SelectField
        name="status"
        label="Status"
        idPrefix="filter"
        defaultValue={filters.status}
        onChange={(event) => apply(event.currentTarget.form)}
        options={[
          { value: 'all', label: 'All statuses' },
          ...TASK_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
        ]}
      />
      <SelectField
        name="category"
        label="Category"
        idPrefix="filter"
        defaultValue={filters.category}
        onChange={(event) => apply(event.currentTarget.form)}
        options={[
          { value: 'all', label: 'All categories' },
          ...TASK_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
        ]}
      />
      <SelectField
        name="assigned"
        label="Assigned"
        idPrefix="filter"
        defaultValue={filters.assigned}
        onChange={(event) => apply(event.currentTarget.form)}
        options={[
          { value: 'all', label: 'Anyone' },
          { value: 'me', label: 'Assigned to me' },
        ]}
      />
      <Button type="submit" variant="outline" className={hydrated ? 'sr-only' : undefined}>
        Show tasks
      </Button>
    </Form>
  )
}
