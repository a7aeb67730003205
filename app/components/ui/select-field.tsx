import type { ComponentProps } from 'react'
import { FieldShell } from './field-shell'

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'name'> {
  name: string
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
  error?: string
  hint?: string
  idPrefix: string
}

/** A labelled native select (the most dependable control on phones and with screen readers). */
export function SelectField({ name, label, options, error, hint, idPrefix, className, ...props }: SelectFieldProps) {
  return (
    <FieldShell id={`${idPrefix}-${name}`} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select name={name} {...control} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}
