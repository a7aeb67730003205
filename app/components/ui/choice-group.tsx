import type { ReactNode } from 'react'
import { cn } from '~/lib/utils'

export interface Choice {
  value: string
  label: string
  /** Shown before the label, e.g. a flag; must be decorative (the label says it all). */
  adornment?: ReactNode
}

interface ChoiceGroupProps {
  type: 'radio' | 'checkbox'
  name: string
  legend: string
  hint?: string
  error?: string
  choices: readonly Choice[]
  /** Uncontrolled: the values checked when the group first renders. */
  defaultValues?: readonly string[]
  /** Controlled (radio only): the checked value and its change handler. */
  value?: string
  onValueChange?: (value: string) => void
  idPrefix: string
}

/** A fieldset of radios or checkboxes whose legend, hint and error are announced with each choice. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { type, name, legend, hint, error, choices, defaultValues, value, onValueChange, idPrefix } = props
  const id = `${idPrefix}-${name}`
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-lg font-medium">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => {
          const checkedProps =
            value === undefined
              ? { defaultChecked: defaultValues?.includes(choice.value) ?? false }
              : { checked: value === choice.value, onChange: () => onValueChange?.(choice.value) }
          return (
            <label
              key={choice.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input bg-card px-3 py-2',
                'has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              )}
            >
              <input type={type} name={name} value={choice.value} className="size-5 accent-primary" {...checkedProps} />
              {choice.adornment}
              <span>{choice.label}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
