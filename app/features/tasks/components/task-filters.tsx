import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { SelectField } from '~/components/ui/select-field'
import { TASK_CATEGORIES, TASK_STATUSES } from '~db/schema/vocabulary'
import { useAutoSubmit } from '~/lib/use-auto-submit'
import { useHydrated } from '~/lib/use-hydrated'
import { CATEGORY_LABELS, SORT_LABELS, STATUS_LABELS, TASK_SORTS, type TaskSort } from '../task-labels'
import type { TaskFilters as Filters } from '../tasks.schema'

/**
 * Search, status, category, assignee and order, kept in the URL (a filtered view can be bookmarked and survives
 * reload). With JavaScript the list follows as you type or choose; without it, 'Show tasks' applies them. On a
 * phone the four choices sit two by two under the search, to keep the list near the top.
 */
export function TaskFilters({ filters }: { filters: Filters }) {
  const hydrated = useHydrated()
  const apply = useAutoSubmit()
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter tasks"
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[1fr_auto_auto_auto_auto_auto]"
    >
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
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
      <SortField sort={filters.sort} apply={apply} />
      <Button type="submit" variant="outline" className={hydrated ? 'sr-only' : undefined}>
        Show tasks
      </Button>
    </Form>
  )
}

function SortField({ sort, apply }: { sort: TaskSort; apply: ReturnType<typeof useAutoSubmit> }) {
  return (
    <SelectField
      name="sort"
      label="Order"
      idPrefix="filter"
      defaultValue={sort}
      onChange={(event) => apply(event.currentTarget.form)}
      options={TASK_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
    />
  )
}

/** The order of a task list without filters (the everyday and legal pages), kept in the URL as `?sort=`. */
export function TaskSortForm({ sort }: { sort: TaskSort }) {
  const hydrated = useHydrated()
  const apply = useAutoSubmit()
  return (
    <Form method="get" aria-label="Sort the tasks" className="flex flex-wrap items-end gap-3">
      <SortField sort={sort} apply={apply} />
      <Button type="submit" variant="outline" className={hydrated ? 'sr-only' : undefined}>
        Show tasks
      </Button>
    </Form>
  )
}
