import { Download, Printer } from 'lucide-react'
import { toast } from 'sonner'
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
    <div className="flex flex-wrap gap-2 print:hidden">
      {hydrated ? (
        <>
          <Button type="button" onClick={printHere} disabled={disabled}>
            <Printer aria-hidden="true" />
            Print Checklist
          </Button>
          <Button type="button" variant="outline" onClick={generateAndPrint} disabled={disabled}>
            Generate &amp; Print
          </Button>
        </>
      ) : (
        <p className="self-center text-muted-foreground">To print, use your browser’s Print command.</p>
      )}
      <Button asChild variant="outline">
        <a href={`/dashboard/checklist.pdf?${query}`} download>
          <Download aria-hidden="true" />
          Download PDF
        </a>
      </Button>
    </div>
  )
}
