import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import { useAutoSubmit } from '~/lib/use-auto-submit'
import { useHydrated } from '~/lib/use-hydrated'
import { CATEGORY_FILTER_OPTIONS, SEARCH_MAX, type DocumentQuery } from '../document-words'

/**
 * Search and category, kept in the URL. With JavaScript the list follows as you type or choose; without it,
 * 'Show documents' applies them.
 */
export function DocumentFilters({ query }: { query: DocumentQuery }) {
  const hydrated = useHydrated()
  const apply = useAutoSubmit()
  return (
    <Form
      method="get"
      role="search"
      aria-label="Find documents"
      className="grid items-end gap-3 sm:grid-cols-[1fr_auto_auto]"
    >
      <TextField
        name="search"
        type="search"
        label="Search documents"
        hint="Finds words in names, descriptions, tags and the text inside the files."
        idPrefix="document"
        maxLength={SEARCH_MAX}
        defaultValue={query.search}
        onChange={(event) => apply(event.currentTarget.form, 300)}
      />
      <SelectField
        name="category"
        label="Category"
        idPrefix="filter"
        defaultValue={query.category}
        onChange={(event) => apply(event.currentTarget.form)}
        options={CATEGORY_FILTER_OPTIONS}
      />
      <Button type="submit" variant="outline" className={hydrated ? 'sr-only' : undefined}>
        Show documents
      </Button>
    </Form>
  )
}
