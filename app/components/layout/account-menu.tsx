import { ChevronDown, UserRound } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { useSignedInUser } from '~/lib/signed-in-user'

/**
 * 'Sign in', or the person's username opening a small menu (settings, sign out). A <details> disclosure and
 * a plain form, so it works on the public pages, which ship no JavaScript.
 */
export function AccountMenu() {
  const user = useSignedInUser()
  const menu = useRef<HTMLDetailsElement>(null)
  const { pathname } = useLocation()
  const shownPathname = useRef(pathname)
  // Close the menu after moving to another page, but not when the page first hydrates: someone may already
  // have opened it, and snapping it shut under their finger loses their click.
  useEffect(() => {
    if (shownPathname.current === pathname) return
    shownPathname.current = pathname
    if (menu.current) menu.current.open = false
  }, [pathname])

  if (!user) {
    return (
      <Link
        to="/auth"
        className="flex min-h-11 items-center rounded-md px-2 font-medium whitespace-nowrap text-foreground underline-offset-4 sm:px-3 hover:bg-accent hover:underline"
      >
        Sign in
      </Link>
    )
  }
  return (
    <details ref={menu} className="relative">
      <summary
        aria-label={`Account: ${user.username}`}
        className="flex min-h-11 max-w-28 cursor-pointer list-none items-center gap-1 rounded-md border border-input px-2 font-medium sm:max-w-56 sm:px-3 [&::-webkit-details-marker]:hidden"
      >
        <UserRound aria-hidden="true" className="size-5 shrink-0" />
        <span className="truncate max-[359px]:sr-only">{user.username}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </summary>
      <ul className="absolute right-0 z-20 mt-2 w-56 rounded-lg border bg-card p-2 shadow-lg">
        <li>
          <Link
            to="/dashboard/settings"
            className="block rounded-md px-3 py-2 font-medium text-foreground hover:bg-accent hover:text-accent-foreground"
          >
            Settings
          </Link>
        </li>
        <li>
          <Form method="post" action="/auth/sign-out" reloadDocument>
            <button
              type="submit"
              className="block w-full rounded-md px-3 py-2 text-left font-medium text-foreground hover:bg-accent hover:text-accent-foreground"
            >
              Sign out
            </button>
          </Form>
        </li>
      </ul>
    </details>
  )
}
