import { cva, type VariantProps } from 'class-variance-authority'
import { Children, cloneElement, isValidElement, type ComponentProps, type ReactNode } from 'react'
import { cn } from '~/lib/utils'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        outline: 'border border-input bg-card text-foreground hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline underline-offset-4 hover:no-underline',
        // An action that cannot be undone (delete, remove), and the quieter forms of it in a list of actions.
        destructive: 'bg-destructive text-white hover:bg-destructive/90',
        'destructive-outline':
          'border border-input bg-card text-destructive hover:bg-accent hover:text-accent-foreground',
        'destructive-ghost': 'text-destructive hover:bg-accent hover:text-accent-foreground',
      },
      size: {
        // 44 px minimum touch targets (WCAG 2.5.5 enhanced; 2.5.8 asks for 24).
        default: 'min-h-11 px-4 py-2',
        lg: 'min-h-12 px-6 py-3 text-lg',
        sm: 'min-h-9 px-3 text-sm',
        icon: 'size-11',
        // A call to action of a public page that may wrap onto two lines on a phone.
        compact: 'h-auto min-h-10 px-4 py-2',
        // A link that reads as part of a sentence.
        inline: 'h-auto min-h-0 p-0',
      },
      // A long label wraps instead of widening the page on a phone.
      wrap: { false: 'whitespace-nowrap', true: 'whitespace-normal' },
    },
    defaultVariants: { variant: 'default', size: 'default', wrap: false },
  },
)

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the single child (e.g. a router Link) with the button's look instead of a <button>. */
  asChild?: boolean
}

export function Button({ className, variant, size, wrap, asChild = false, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, wrap }), className)
  if (asChild) return withButtonProps(children, { ...props, className: classes })
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  )
}

/**
 * `asChild`: the one child (a link) drawn with the button's props; its own props win, its classes are added to the
 * button's, and where both have a handler both run, the child's first. Radix's Slot does the same and more (refs
 * merged, a Slottable); no button here needs more, and every signed-in page loads the button (decision 077).
 */
function withButtonProps(children: ReactNode, props: Record<string, unknown>): ReactNode {
  const child = Children.only(children)
  if (!isValidElement<Record<string, unknown>>(child)) return null
  const own = child.props
  const merged: Record<string, unknown> = {
    ...props,
    ...own,
    className: cn(props.className as string, own.className as string),
  }
  for (const [name, handler] of Object.entries(props)) {
    const ownHandler = own[name]
    if (/^on[A-Z]/.test(name) && isHandler(handler) && isHandler(ownHandler)) {
      merged[name] = (...args: unknown[]) => {
        ownHandler(...args)
        handler(...args)
      }
    }
  }
  return cloneElement(child, merged)
}

function isHandler(value: unknown): value is (...args: unknown[]) => void {
  return typeof value === 'function'
}
