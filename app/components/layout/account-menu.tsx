import { ChevronDown, UserRound } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { useFamilyChoices, useSignedInUser } from '~/lib/signed-in-user'

/**
 * 'Sign in', or the person's full name opening a small menu (settings, sign out); 'Your account' for an account
 * made before sign-up asked for a name (decision 061): this names them to themselves, not to others. A <details> disclosure and
 * a plain form, so it works on the public pages, which ship no JavaScript.
 */
export function AccountMenu() {
  const user = useSignedInUser()
  const families = useFamilyChoices()
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
  const label = user.fullName ?? 'Your account'
  return (
    <details ref={menu} className="relative">
      <summary
        aria-label={`Account: ${label}`}
        className="flex min-h-11 max-w-28 cursor-pointer list-none items-center gap-1 rounded-md border border-input px-2 font-medium sm:max-w-56 sm:px-3 [&::-webkit-details-marker]:hidden"
      >
        <UserRound aria-hidden="true" className="size-5 shrink-0" />
        <span className="truncate max-[359px]:sr-only">{label}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </summary>
      <ul className="absolute right-0 z-20 mt-2 w-64 rounded-lg border bg-card p-2 shadow-lg">
        {/* Also with one family not shown now (starting a plan for someone else): the way back to it. */}
        {(families.length > 1 || (families.length === 1 && !families[0]?.active)) && (
          <FamilySwitcher families={families} />
        )}
        {families.length > 0 && (
          <li>
            <Link
              to="/family"
              className="block rounded-md px-3 py-2 font-medium text-foreground hover:bg-accent hover:text-accent-foreground"
            >
              Family
            </Link>
          </li>
        )}
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

/** The person's families, each a button that shows it (the one shown now is marked). */
function FamilySwitcher({ families }: { families: ReturnType<typeof useFamilyChoices> }) {
  return (
    <li className="border-b border-border pb-2 mb-2">
      <p id="family-switcher-label" className="px-3 py-1 text-sm text-muted-foreground">
        Your families
      </p>
      <ul aria-labelledby="family-switcher-label">
        {families.map((family) => (
          <li key={family.id}>
            <Form method="post" action="/family/switch" reloadDocument>
              <input type="hidden" name="familyId" value={family.id} />
              <input type="hidden" name="redirectTo" value="/dashboard" />
              <button
                type="submit"
                aria-current={family.active ? 'true' : undefined}
                className="block w-full rounded-md px-3 py-2 text-left font-medium text-foreground hover:bg-accent hover:text-accent-foreground aria-[current=true]:bg-accent"
              >
                {family.label}
                {family.active && <span className="sr-only"> (shown now)</span>}
                <span className="block text-sm font-normal text-muted-foreground">{family.role}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </li>
  )
}
