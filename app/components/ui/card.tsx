import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'

/** A card; `highlighted` gives it the thicker border in the brand colour (the offer on the pricing page). */
export function Card({ className, highlighted = false, ...props }: ComponentProps<'div'> & { highlighted?: boolean }) {
  return (
    <div
      className={cn(
        'rounded-xl bg-card text-card-foreground shadow-sm',
        highlighted ? 'border-2 border-primary' : 'border',
        className,
      )}
      {...props}
    />
  )
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />
}

// A page's own title in a card (sign-in, onboarding) is larger; its line height is the size's own.
const TITLE_SIZES = { default: 'text-xl leading-tight', '2xl': 'text-2xl', '3xl': 'text-3xl' } as const

/** A card title is a heading; pick the level that fits the page outline. */
export function CardTitle({
  className,
  as: Heading = 'h3',
  size = 'default',
  ...props
}: ComponentProps<'h3'> & { as?: 'h1' | 'h2' | 'h3' | 'h4'; size?: keyof typeof TITLE_SIZES }) {
  return <Heading className={cn('font-semibold', TITLE_SIZES[size], className)} {...props} />
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-muted-foreground', className)} {...props} />
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-6 pb-6', className)} {...props} />
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-3 px-6 pb-6', className)} {...props} />
}
