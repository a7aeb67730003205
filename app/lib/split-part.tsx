import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'

/**
 * A part of a page that is not drawn as the page first opens (a dialog the address opens, the calendar view), so
 * its code is loaded in the browser only when it is drawn (issue 32; docs/decisions/086).
 *
 * `load` fetches the code. The server calls it before it draws a page that shows the part, so the part is in the
 * HTML and works without JavaScript; a route's `clientLoader` awaits it on a client navigation so that nothing
 * flashes. `Part` draws it inside its own Suspense boundary: on the server the loaded component itself, in the
 * browser a lazy one, whose boundary keeps the server's HTML on screen while hydrating until the code arrives.
 * The browser never switches from the lazy one to the loaded one: that would be a different component in the
 * same place, and React would empty a form the person had started to fill in.
 */
export function splitPart<Props extends object>(
  importPart: () => Promise<ComponentType<Props>>,
  { fallback = null }: { fallback?: ReactNode } = {},
) {
  let loaded: ComponentType<Props> | null = null
  const load = () => importPart().then((component) => (loaded = component))
  // Code that cannot be fetched (the signal went as a row opened, before the service worker had it) says so in
  // the part's place; the page stays, where a thrown error would have replaced it with the error screen.
  const LazyPart = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: PartNotLoaded as ComponentType<Props> }),
    ),
  )
  // The server draws a page in one pass, so it has every part's code loaded as it starts.
  if (import.meta.env.SSR) void load()

  function Part(props: Props) {
    const Loaded = import.meta.env.SSR ? loaded : null
    return <Suspense fallback={fallback}>{Loaded ? <Loaded {...props} /> : <LazyPart {...props} />}</Suspense>
  }
  return { load, Part }
}

/** In place of a part whose code could not be fetched. */
function PartNotLoaded() {
  // FormError's look, written out: importing it here put one more file on every page that has a part.
  return (
    <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm font-medium text-destructive">
      {PART_NOT_LOADED}
    </p>
  )
}

const PART_NOT_LOADED =
  'This part of the page could not be loaded, perhaps because the signal dropped. Reload the page to try again.'

/** What a route's page draws from its address (a dialog, an open row): that part's code, or nothing to wait for. */
export type PartReady = (url: URL) => Promise<unknown> | undefined

/**
 * A route's `clientLoader` for a page with parts fetched later: the page's data from the server and, at the same
 * time, the code of each part the address draws, so that a client navigation draws them at once.
 */
export function withParts<Data>(
  { request, serverLoader }: { request: Request; serverLoader: () => Promise<Data> },
  ...readies: PartReady[]
): Promise<Data> {
  const url = new URL(request.url)
  return Promise.all([serverLoader(), ...readies.map((ready) => ready(url))]).then(([data]) => data)
}
