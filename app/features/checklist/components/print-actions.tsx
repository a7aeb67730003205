import { Download, Printer } from 'lucide-react'
import type { ReactNode } from 'react'
import { toast } from '~/lib/toast'
import { Button } from '~/components/ui/button'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * 'Print Checklist' prints this page (the print stylesheet leaves only the checklist); 'Generate & Print' opens
 * the checklist on its own page and prints it there, or, when the browser blocks the new window, prints here
 * instead of doing nothing. 'Download PDF' is a plain link, so it works without JavaScript too.
 */
export function PrintActions({ query, disabled }: { query: string; disabled: boolean }) {
  const hydrated = useHydrated()
  const printHere = () => window.print()
  const generateAndPrint = () => {
    const opened = window.open(`/dashboard/checklist/print?${query}&autoprint=1`, '_blank')
    if (!opened) {
      toast('Printing from this page', {
        description: 'Your browser blocked the new window, so the checklist is printed from here instead.',
      })
      window.print()
    }
  }
  return (
    <ul aria-label="Ways to print or keep the checklist" className="grid gap-3 sm:grid-cols-3 print:hidden">
      {hydrated ? (
        <>
          <PrintAction id="print-here" says="This page, as you see it, on your printer.">
            <Button type="button" onClick={printHere} disabled={disabled} aria-describedby="print-here-says">
              <Printer aria-hidden="true" />
              Print Checklist
            </Button>
          </PrintAction>
          <PrintAction id="print-new" says="The checklist alone on a new page, then printed.">
            <Button
              type="button"
              variant="outline"
              onClick={generateAndPrint}
              disabled={disabled}
              aria-describedby="print-new-says"
            >
              Generate &amp; Print
            </Button>
          </PrintAction>
        </>
      ) : (
        <li className="self-center text-muted-foreground sm:col-span-2">To print, use your browser’s Print command.</li>
      )}
      <PrintAction id="print-pdf" says="A PDF of this checklist to keep, send or print later.">
        <Button asChild variant="outline">
          <a href={`/dashboard/checklist.pdf?${query}`} download aria-describedby="print-pdf-says">
            <Download aria-hidden="true" />
            Download PDF
          </a>
        </Button>
      </PrintAction>
    </ul>
  )
}

/** One way to print, with the one line that says what it gives. */
function PrintAction({ id, says, children }: { id: string; says: string; children: ReactNode }) {
  return (
    <li className="flex flex-col items-start gap-1">
      {children}
      <span id={`${id}-says`} className="text-sm text-muted-foreground">
        {says}
      </span>
    </li>
  )
}
