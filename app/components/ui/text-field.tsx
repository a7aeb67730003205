import type { ComponentProps } from 'react'
import { FieldShell } from './field-shell'

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'name'> {
  name: string
  label: string
  error?: string
  hint?: string
  /** Ids must be unique on a page that shows two forms with the same field names. */
  idPrefix: string
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ name, label, error, hint, idPrefix, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldShell id={`${idPrefix}-${name}`} label={label} hint={hint} error={error} className={className}>
      {(control) => <input name={name} {...control} {...inputProps} />}
    </FieldShell>
  )
}
