import { lazy, Suspense, type ComponentType } from 'react'

/** After the page has drawn and hydrated what it shows first: the browser's next idle moment, or 2 s at most. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 })
    else window.setTimeout(resolve, 200)
  })
}

/**
 * A part of a page whose code the browser fetches once the page is idle, not with the page (decision 084). The
 * server draws it at once, so it is in the HTML: read, followed and submitted as plain HTML (its forms post
 * without JavaScript) until its code arrives and React takes it over. Hydration leaves the server's HTML in
 * place meanwhile (a Suspense boundary waiting for its code). For the parts of a page that are rarely used.
 *
 * `load` is called on the server when the module is first read (and `ready` awaits it, for a loader to make
 * sure), so the server never waits for it while drawing.
 */
export function loadWhenIdle<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let Loaded: ComponentType<Props> | null = null
  let loading: Promise<ComponentType<Props>> | undefined
  const loadOnce = () => {
    loading ??= load().then((component) => (Loaded = component))
    return loading
  }
  if (import.meta.env.SSR) void loadOnce()
  const Lazy = lazy(() =>
    whenIdle()
      .then(loadOnce)
      .then((component) => ({ default: component })),
  )

  function LoadedWhenIdle(props: Props) {
    // The browser always draws the lazy one (once loaded it draws at once): changing the type would redraw the
    // part from nothing, losing what was typed and where the focus was.
    return (
      <Suspense fallback={null}>{import.meta.env.SSR && Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
    )
  }
  return Object.assign(LoadedWhenIdle, { ready: loadOnce })
}
