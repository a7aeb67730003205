import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'

/** The page's readable width, with the same side padding everywhere. */
const WIDTHS = {
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '6xl': 'max-w-6xl',
} as const

/** The page's column; `width` narrows it for a form or a message (the class is not overridden, decision 066). */
export function Container({
  className,
  width = '6xl',
  ...props
}: ComponentProps<'div'> & { width?: keyof typeof WIDTHS }) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6', WIDTHS[width], className)} {...props} />
}
