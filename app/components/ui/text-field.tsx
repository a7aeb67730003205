import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'

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
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          'min-h-11 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          error && 'border-destructive',
        )}
        {...inputProps}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
