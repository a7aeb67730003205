import { Check, Copy, Download, Printer } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { RECOVERY_CODES_HOW_TO, RECOVERY_CODES_TITLE, recoveryCodesText } from '~/lib/recovery-codes'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * The recovery codes with a way to keep them: a .txt download (a plain link, so it works without JavaScript)
 * and printing, where the print stylesheet (app.css, `.recovery-codes-sheet`) leaves only this sheet on paper.
 */
export function RecoveryCodesSheet({ codes }: { codes: string[] }) {
  const hydrated = useHydrated()
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesText(codes))}`
  return (
    <div className="recovery-codes-sheet flex flex-col gap-3">
      <p className="hidden font-semibold print:block">{RECOVERY_CODES_TITLE}</p>
      <p className="hidden print:block">{RECOVERY_CODES_HOW_TO}</p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-md border bg-muted p-4 font-mono text-lg tracking-wide min-[360px]:grid-cols-2 print:border-black print:bg-white"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button asChild variant="outline">
          <a href={download} download="afterword-recovery-codes.txt">
            <Download aria-hidden="true" />
            Download as a text file
          </a>
        </Button>
        {hydrated && (
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print the codes
          </Button>
        )}
      </div>
    </div>
  )
}

/**
 * The authenticator key for typing: shown in groups of four, copied without the spaces, which some apps
 * refuse. Without JavaScript the key can still be selected by hand.
 */
export function ManualKey({ groupedKey }: { groupedKey: string }) {
  const hydrated = useHydrated()
  const [copied, setCopied] = useState(false)
  const copy = () => {
    void navigator.clipboard.writeText(groupedKey.replace(/\s+/g, '')).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <div className="flex flex-col gap-2">
      <p>If you cannot scan it, type this key into the app instead (the spaces are only there to help you read it):</p>
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center">
        <code className="rounded bg-muted px-2 py-1 font-mono text-base tracking-wide break-words">{groupedKey}</code>
        {hydrated && (
          <Button type="button" variant="outline" onClick={copy} className="shrink-0">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy key'}
          </Button>
        )}
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {copied && 'Copied, without the spaces. Paste it into your authenticator app.'}
      </p>
    </div>
  )
}
