import { X } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useHydrated } from '~/lib/use-hydrated'
import { cn } from '~/lib/utils'

interface DialogProps {
  title: string
  description?: string
  /** Called when the person closes it (Escape, the close button). */
  onClose: () => void
  /** Where the close button leads (the page without the dialog); works without JavaScript too. */
  closeHref?: string
  children: ReactNode
  className?: string
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, closes on Escape and returns focus
 * afterwards. Server-rendered it is simply open in the page, so it also works without JavaScript.
 */
export function Dialog({ title, description, onClose, closeHref, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const hydrated = useHydrated()
  // Server-rendered: open in the page. Once React runs: modal (removing the attribute fires no close event).
  useEffect(() => {
    const dialog = ref.current
    if (hydrated && dialog && !dialog.open) dialog.showModal()
  }, [hydrated])
  return (
    <dialog
      ref={ref}
      open={!hydrated}
      aria-labelledby="dialog-title"
      aria-describedby={description ? 'dialog-description' : undefined}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className={cn(
        'relative z-10 mx-auto my-6 w-[min(42rem,calc(100vw-2rem))] rounded-lg border border-border bg-card p-0 text-foreground shadow-lg backdrop:bg-black/50 open:flex open:flex-col',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-border p-5">
        <div>
          <h2 id="dialog-title" className="text-xl font-semibold">
            {title}
          </h2>
          {description && (
            <p id="dialog-description" className="mt-1 text-muted-foreground">
              {description}
            </p>
          )}
        </div>
        {closeHref && (
          <Link
            to={closeHref}
            replace
            preventScrollReset
            aria-label="Close"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <X aria-hidden className="size-5" />
          </Link>
        )}
      </div>
      <div className="max-h-[75vh] overflow-y-auto p-5">{children}</div>
    </dialog>
  )
}
