import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import type { CatalogueGroup } from '../organisations-view'

/**
 * The country's common organisations, grouped by kind, to tick and add in one go. `matching` is the search's
 * result: entries outside it are hidden, not dropped, so a box ticked before searching is still sent.
 */
export function CataloguePicker({
  groups,
  matching,
  error,
  busy,
}: {
  groups: CatalogueGroup[]
  matching: Set<string> | null
  error?: string
  busy: boolean
}) {
  const shown = (id: string) => matching === null || matching.has(id)
  return (
    <Form method="post" className="flex flex-col gap-4" preventScrollReset>
      <input type="hidden" name="intent" value="add-catalogue" />
      {error && (
        <p id="catalogue-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {groups.map((group) => (
        <fieldset
          key={group.kind}
          className="flex min-w-0 flex-col gap-2"
          hidden={!group.entries.some((entry) => shown(entry.id))}
        >
          <legend className="mb-1 font-semibold">{group.label}</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {group.entries.map((entry) => (
              <li key={entry.id} hidden={!shown(entry.id)}>
                <label className="flex min-h-11 items-center gap-3 rounded-md border border-input bg-card px-3 py-2 has-checked:border-primary has-checked:bg-accent">
                  <input
                    type="checkbox"
                    name="catalogueId"
                    value={entry.id}
                    disabled={entry.listed}
                    className="size-5"
                    aria-describedby={error ? 'catalogue-error' : undefined}
                  />
                  <span>
                    {entry.name}
                    {entry.listed && <span className="text-sm text-muted-foreground"> (on your list)</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      <Button type="submit" className="self-start" disabled={busy}>
        Add the ones ticked
      </Button>
    </Form>
  )
}
