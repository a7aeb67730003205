import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react'

/**
 * lucide-react's `createLucideIcon`, small. vite.config.ts has each lucide icon module call this instead of the
 * package's own, whose general machinery (a context for defaults, sizes, stroke scaling, attribute renaming) was
 * 2 KB of every page (decision 084). It draws what lucide draws for the way icons are used here: a 24-pixel
 * outline in the text's colour, classed `lucide lucide-<name>`, hidden from screen readers unless given a label.
 */
type IconNode = [tag: string, attributes: Record<string, string | number>][]

interface IconData {
  name: string
  node: IconNode
  aliases?: string[]
}

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

export default function createLucideIcon(icon: IconData) {
  const names = ['lucide', `lucide-${icon.name}`, ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`)]
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
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    )
  })
}
