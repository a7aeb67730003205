import { lazy, Suspense } from 'react'
import { useToasterWanted } from '~/lib/toast'

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/** Sonner's toaster, fetched and mounted when the page first shows a toast (app/lib/toast.ts, decision 066). */
export function LazyToaster() {
  if (!useToasterWanted()) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        theme="system"
        closeButton
        // Every toast shown in full: sonner fades the ones stacked behind, below readable contrast.
        expand
        // Our own colours: sonner's rich colours fall short of WCAG contrast in the error state.
        toastOptions={{
          style: {
            background: 'var(--card)',
            color: 'var(--card-foreground)',
            borderColor: 'var(--border)',
            fontSize: '1rem',
          },
        }}
      />
    </Suspense>
  )
}
