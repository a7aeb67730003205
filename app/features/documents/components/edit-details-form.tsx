import { Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import type { FieldErrors } from '~/lib/forms'
import type { DocumentRow } from '../document-view'
import { CATEGORY_LABELS, DESCRIPTION_MAX, DOCUMENT_CATEGORIES } from '../document-words'

const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))

/** The form inside the 'Edit details' dialog: category, description and tags of one document. */
export function EditDetailsForm({
  document,
  action,
  closeHref,
  fieldErrors,
}: {
  document: DocumentRow
  /** Posts here: the page with this dialog open, so a refusal shows beside the fields. */
  action: string
  closeHref: string
  fieldErrors?: FieldErrors
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post" action={action} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="documentId" value={document.id} />
      <SelectField
        name="category"
        label="Category"
        options={CATEGORY_OPTIONS}
        defaultValue={document.category}
        error={fieldErrors?.category}
        idPrefix="edit"
      />
      <TextField
        name="description"
        label="Description"
        defaultValue={document.description}
        maxLength={DESCRIPTION_MAX}
        error={fieldErrors?.description}
        idPrefix="edit"
        autoComplete="off"
      />
      <TextField
        name="tags"
        label="Tags"
        hint="Separate tags with commas"
        defaultValue={document.tags.join(', ')}
        error={fieldErrors?.tags}
        idPrefix="edit"
        autoComplete="off"
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button asChild variant="outline">
          <Link to={closeHref} replace preventScrollReset>
            Cancel
          </Link>
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save details'}
        </Button>
      </div>
    </Form>
  )
}
