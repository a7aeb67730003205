import { Link } from 'react-router'

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-card print:hidden">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>
          {/* Static pages are built with the build's year; the server puts in the current one (static-pages.ts). */}©{' '}
          <span data-current-year="">{new Date().getFullYear()}</span> Afterword. General information, not legal advice.
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link className="underline underline-offset-4 hover:no-underline" to="/about">
                About
              </Link>
            </li>
            <li>
              <Link className="underline underline-offset-4 hover:no-underline" to="/privacy">
                Privacy
              </Link>
            </li>
            <li>
              <Link className="underline underline-offset-4 hover:no-underline" to="/terms">
                Terms
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
