import { Check, Copy } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { useHydrated } from '~/lib/use-hydrated'

type CopyState = 'idle' | 'copied' | 'select'

/**
 * A read-only field holding a link, with a Copy button once scripts run. Without them (or when the browser
 * refuses the clipboard) the text can still be selected and copied by hand; the field selects itself on focus.
 */
export function CopyLinkField({ id, label, value }: { id: string; label: string; value: string }) {
  const hydrated = useHydrated()
  const input = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<CopyState>('idle')

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setState('copied')
    } catch {
      // Clipboard access needs a secure context and the person's permission: fall back to selecting it.
      input.current?.focus()
      input.current?.select()
      setState('select')
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={id}
          type="text"
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-input bg-card px-3 py-2 font-mono text-sm text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        {hydrated && (
          <Button type="button" variant="outline" onClick={() => void copy()} className="shrink-0">
            {state === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
            {state === 'copied' ? 'Copied' : 'Copy link'}
          </Button>
        )}
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {state === 'copied' && 'Copied. Paste it into your calendar app.'}
        {state === 'select' && 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.'}
      </p>
    </div>
  )
}
