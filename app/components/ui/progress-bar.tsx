import { cn } from '~/lib/utils'

interface ProgressBarProps {
  /** 0 to max. */
  value: number
  max?: number
  min?: number
  /** The id of the visible text that names the bar (e.g. '3 of 10 tasks completed'). */
  labelledBy: string
  className?: string
}

/** A progress bar announced by its visible label; the fill is decoration. */
export function ProgressBar({ value, max = 100, min = 0, labelledBy, className }: ProgressBarProps) {
  const share = max === min ? 0 : ((value - min) / (max - min)) * 100
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
    >
      {/* Drawn as SVG: a width attribute needs no inline style, which the Content-Security-Policy forbids. */}
      <svg aria-hidden="true" className="block h-full w-full">
        <rect width={`${Math.max(0, Math.min(100, share))}%`} height="100%" className="fill-primary" />
      </svg>
    </div>
  )
}
