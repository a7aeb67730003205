import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { useHydrated } from '~/lib/use-hydrated'

interface ListFieldProps {
  name: string
  legend: string
  /** Singular, for the buttons and labels: 'step', 'contact'. */
  itemLabel: string
  initial: string[]
  error?: string
}

/**
 * An editable list (steps, contacts). It starts with one empty entry and its remove button is disabled while
 * only one remains (docs/product.md); empty entries are dropped on save. Without JavaScript, two spare empty
 * entries stand in for the 'Add' button.
 */
export function ListField({ name, legend, itemLabel, initial, error }: ListFieldProps) {
  const hydrated = useHydrated()
  const [items, setItems] = useState(() => (initial.length > 0 ? initial : ['']).map((text, key) => ({ key, text })))
  const [nextKey, setNextKey] = useState(items.length)
  const shown = hydrated ? items : [...items, { key: -1, text: '' }, { key: -2, text: '' }]
  const errorId = `${name}-error`

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-medium">{legend}</legend>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {shown.map((item, index) => (
        <div key={item.key} className="flex items-center gap-2">
          <input
            name={name}
            aria-label={`${itemLabel.charAt(0).toUpperCase()}${itemLabel.slice(1)} ${index + 1}`}
            defaultValue={item.text}
            onChange={(event) =>
              setItems((current) =>
                current.map((entry) => (entry.key === item.key ? { ...entry, text: event.target.value } : entry)),
              )
            }
            className="min-h-11 min-w-0 flex-1 rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
          {hydrated && (
            <Button
              type="button"
              variant="outline"
              disabled={items.length === 1}
              aria-label={`Remove ${itemLabel} ${index + 1}`}
              onClick={() => setItems((current) => current.filter((entry) => entry.key !== item.key))}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {hydrated && (
        <Button
          type="button"
          variant="ghost"
          className="self-start"
          onClick={() => {
            setItems((current) => [...current, { key: nextKey, text: '' }])
            setNextKey(nextKey + 1)
          }}
        >
          Add {itemLabel}
        </Button>
      )}
    </fieldset>
  )
}
