import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'

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
  const id = `${idPrefix}-${name}`
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          'min-h-11 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
          error && 'border-destructive',
        )}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
