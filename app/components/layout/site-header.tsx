import { Menu } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { cn } from '~/lib/utils'
import { AccountMenu } from './account-menu'

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/premium', label: 'Premium' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/regions', label: 'Regions' },
  { to: '/resources', label: 'Resources' },
  { to: '/help', label: 'Help' },
] as const

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'block rounded-md px-3 py-2 font-medium hover:bg-accent hover:text-accent-foreground',
    isActive ? 'bg-accent text-accent-foreground underline decoration-2 underline-offset-4' : 'text-foreground',
  )
}

/** The main links as list items: the same list inline on wide screens and inside the phone menu. */
function NavItems() {
  return NAV_LINKS.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.to === '/'} className={navLinkClass}>
        {link.label}
      </NavLink>
    </li>
  ))
}

export function SiteHeader() {
  const menu = useRef<HTMLDetailsElement>(null)
  const location = useLocation()
  // The phone menu is a <details> disclosure, so it opens and closes before JavaScript loads; once it has,
  // following a link closes it.
  useEffect(() => {
    if (menu.current) menu.current.open = false
  }, [location.pathname])

  return (
    <header className="border-b bg-card print:hidden">
      {/* Wraps rather than running off the side: in large print (decision 073) the menus go below the name. */}
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-2 px-3 py-3 sm:px-6">
        <Link to="/" className="rounded-md text-lg font-semibold tracking-tight text-foreground sm:text-xl">
          Afterword
        </Link>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <nav aria-label="Main" className="flex items-center">
            <ul className="hidden items-center gap-1 md:flex">
              <NavItems />
            </ul>
            <details ref={menu} className="group relative md:hidden">
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md border border-input px-2 font-medium sm:gap-2 sm:px-3 [&::-webkit-details-marker]:hidden">
                <Menu aria-hidden="true" className="size-5" />
                Menu
              </summary>
              <ul className="absolute right-0 z-20 mt-2 w-56 rounded-lg border bg-card p-2 shadow-lg">
                <NavItems />
              </ul>
            </details>
          </nav>
          <AccountMenu />
        </div>
      </div>
    </header>
  )
}
