import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { FieldShell } from '~/components/ui/field-shell'
import { CATALOGUE_QUERY_MAX } from '../catalogue-search'
import { ORGANISATIONS_PATH } from '../organisation-words'

/**
 * Search the catalogue by name. Without JavaScript it is an ordinary GET form (?dialog=add&q=…) and the page comes
 * back with only the matches shown; with JavaScript the list narrows as the person types, and the status line
 * below (a polite live region) says how many match or that none does.
 */
export function CatalogueSearchForm({
  query,
  onQueryChange,
  message,
}: {
  query: string
  onQueryChange: (query: string) => void
  message: string
}) {
  return (
    <div className="flex flex-col gap-2">
      <Form
        method="get"
        action={ORGANISATIONS_PATH}
        role="search"
        aria-label="Organisations in the list"
        replace
        preventScrollReset
        className="flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="dialog" value="add" />
        <FieldShell
          id="catalogue-search"
          label="Find an organisation by name"
          hint="For example Nationwide, or water"
          className="min-w-0 grow basis-56"
        >
          {(control) => (
            <input
              {...control}
              aria-describedby={`${control['aria-describedby'] ?? ''} catalogue-search-status`.trim()}
              type="search"
              name="q"
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              maxLength={CATALOGUE_QUERY_MAX}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FieldShell>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>
      <p id="catalogue-search-status" role="status" className="min-h-6 text-sm font-medium">
        {message}
      </p>
    </div>
  )
}
