import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react'

/**
 * A lucide icon drawn from the icon sprite (scripts/icon-sprite.ts, decision 086): what lucide draws for the way
 * icons are used here, a 24-pixel outline in the text's colour, classed `lucide lucide-<name>`, hidden from screen
 * readers unless given a label, with the outline itself in the sprite file instead of this page's JavaScript.
 */
interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string
  children?: ReactNode
}

/** An attribute that names the icon to assistive technology: then it is not hidden. */
function labelled(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([name, value]) => (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null,
  )
}

export function spriteIcon(name: string, aliases: string[], spriteUrl: string) {
  const names = ['lucide', `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)]
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon({ className, size = 24, children, ...rest }, ref) {
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...names, ...(className ?? '').split(' ')].filter(Boolean).join(' '),
        ...(!children && !labelled(rest) && { 'aria-hidden': 'true' }),
        ...rest,
      },
      createElement('use', { href: `${spriteUrl}#${name}` }),
      children,
    )
  })
}
