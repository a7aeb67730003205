import { cn } from '~/lib/utils'
import { inEstateLabel, type InEstate } from '../estate-rule-words'

const STYLES: Record<string, string> = {
  in: 'border-primary/40',
  out: 'border-border',
  depends: 'border-dashed border-foreground/40',
}

/**
 * Whether an asset forms part of the estate, in words (never colour alone), with the one-line reason beside it.
 * `showReason={false}` where a row has no room; the reason then goes in the badge's title and for screen readers.
 */
export function InEstateBadge({
  inEstate,
  reason,
  showReason = true,
}: {
  inEstate: InEstate
  reason: string
  showReason?: boolean
}) {
  const style = inEstate === 'depends' ? 'depends' : inEstate ? 'in' : 'out'
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span
        className={cn('rounded-full border px-2 text-sm font-medium', STYLES[style])}
        title={showReason ? undefined : reason}
      >
        {inEstateLabel(inEstate)}
        {!showReason && <span className="sr-only">: {reason}</span>}
      </span>
      {showReason && <span className="text-sm text-muted-foreground">{reason}</span>}
    </span>
  )
}
