import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import equalData from 'fast-deep-equal'
import { useHydrated } from './use-hydrated'

/** What people do to a part they reach for: each of these starts its code loading, if it has not already. */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const
/** What a click held before the part is hydrated can be on (see watchForReach). */
const HELD_CLICKS = 'button, a[href], summary, [role="button"]'

/**
 * A part of a page further down than the first screen (issue 32; docs/decisions/088): the server draws it, so it is
 * in the HTML and works without JavaScript, and the browser fetches its code only when the person reaches it:
 * when it comes into view, or is pointed at, touched or focused. Until then React keeps the server's
 * HTML, not hydrated: links and forms in it work as they do without JavaScript. A click or a form sent in the
 * moment before its code has arrived is held and done again once the part is hydrated, so nothing is lost or
 * done twice.
 *
 * `className` lays out the block that holds it (the part's own elements are inside it).
 *
 * Drawn after the page has opened (a client navigation, the part appearing later), its code loads at once; a
 * route's `clientLoader` awaits `ready` so that nothing flashes. New data that differs, reaching a part still
 * waiting, starts its fetch, and React's transition keeps the server's HTML until it has come; data loaded again
 * unchanged leaves it waiting.
 */
export function deferredPart<Props extends object>(
  importPart: () => Promise<ComponentType<Props>>,
  { fallback = null, className }: { fallback?: ReactNode; className?: string } = {},
) {
  let loaded: ComponentType<Props> | null = null
  let loading: Promise<ComponentType<Props>> | undefined
  let ask: () => void = () => undefined
  const asked = new Promise<void>((resolve) => (ask = resolve))
  const load = () => {
    ask()
    loading ??= importPart().then((component) => (loaded = component))
    return loading
  }
  // Parts on the page still waiting to be reached: data that is only loaded again leaves them waiting.
  const waiting = new Set<object>()
  /** For a route's `clientLoader`: the code first, unless the part is on the page and still waits to be reached. */
  const ready = () => (waiting.size > 0 ? undefined : load())

  /** The part itself, telling its holder once React has hydrated it (or drawn it). */
  function Drawn({ Component, props, onDrawn }: DrawnProps<Props>) {
    useEffect(onDrawn, [onDrawn])
    return <Component {...props} />
  }
  const LazyDrawn = lazy(() =>
    asked.then(load).then((component) => ({
      default: (drawn: Omit<DrawnProps<Props>, 'Component'>) => <Drawn Component={component} {...drawn} />,
    })),
  )
  if (import.meta.env.SSR) void load()

  function Part(props: Props) {
    // The server's HTML is being hydrated (useHydrated is false then): the part waits to be reached.
    const hydrated = useHydrated()
    const [waits] = useState(!hydrated)
    // Drawn by the browser: the component is chosen once, so that a form in it is never swapped for another one.
    const [Loaded] = useState(() => (import.meta.env.SSR || !waits ? loaded : null))
    const firstProps = useRef(props)
    // Drawn afresh, or given new data while it still waits (a route's clientLoader should have loaded it first).
    if (!import.meta.env.SSR && (!waits || firstProps.current !== props)) void load().catch(() => undefined)
    const holder = useRef<HTMLDivElement>(null)
    const drawn = useRef(!waits)
    const held = useRef<(() => void) | null>(null)
    const onDrawn = useCallback(() => {
      waiting.delete(drawn)
      drawn.current = true
      const replay = held.current
      held.current = null
      replay?.()
    }, [])

    useEffect(() => {
      const element = holder.current
      if (!waits || !element) return
      if (!drawn.current) waiting.add(drawn)
      const stopWatching = watchForReach(element, load, {
        isDrawn: () => drawn.current,
        hold: (replay) => (held.current = replay),
        giveUp: onDrawn,
      })
      return () => {
        waiting.delete(drawn)
        stopWatching()
      }
    }, [waits, onDrawn])

    // The same element while nothing changed: React would take a new one for new data, and give up hydrating.
    const part = useMemo(
      () => (
        <Suspense fallback={fallback}>
          {Loaded ? (
            <Drawn Component={Loaded} props={props} onDrawn={onDrawn} />
          ) : (
            <LazyDrawn props={props} onDrawn={onDrawn} />
          )}
        </Suspense>
      ),
      [Loaded, props, onDrawn],
    )
    return (
      <div ref={holder} className={className}>
        {part}
      </div>
    )
  }
  // Equal data (the page drawn again while a link or a form elsewhere is on its way, or its data loaded again
  // unchanged, as when the browser first reports its time zone) changes nothing, so a waiting part keeps waiting.
  return { load, ready, Part: memo(Part, equalData) }
}

/**
 * Loads a waiting part's code when the person comes near it; holds a click or a form sent before it is hydrated
 * (React cannot run a part it has not got the code of, so it would be lost), to be done again once it is, or, if
 * the code cannot be fetched, done as it would be without JavaScript. Returns what stops watching.
 */
function watchForReach(
  element: HTMLElement,
  load: () => Promise<unknown>,
  part: { isDrawn: () => boolean; hold: (replay: () => void) => void; giveUp: () => void },
) {
  const inPart = (event: Event) => event.target instanceof Node && element.contains(event.target)
  // Once the code is asked for, nothing more to watch for: pointer and focus events stop coming here.
  const startLoading = () => {
    stopReaching()
    return load()
  }
  const reach = (event: Event) => {
    if (inPart(event)) void startLoading().catch(() => undefined)
  }
  const hold = (event: Event) => {
    if (part.isDrawn()) return stopHolding()
    if (!inPart(event) || opensElsewhere(event)) return
    const target = event.target
    if (event instanceof SubmitEvent && target instanceof HTMLFormElement) {
      const submitter = event.submitter
      part.hold(() => target.isConnected && target.requestSubmit(submitter))
    } else if (target instanceof Element && target.closest(HELD_CLICKS)) {
      // A button, link or disclosure; a box or a field changes as it would without JavaScript, and keeps that.
      const control = target.closest<HTMLElement>(HELD_CLICKS)
      part.hold(() => control?.isConnected && control.click())
    } else return
    event.preventDefault()
    event.stopImmediatePropagation()
    startLoading().catch(part.giveUp)
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void startLoading().catch(() => undefined)
    },
    // As it comes into view, not before: what a page fetches at first is what its first screen shows.
    { rootMargin: '0px' },
  )
  function stopReaching() {
    observer.disconnect()
    for (const type of REACH_EVENTS) window.removeEventListener(type, reach, { capture: true })
  }
  function stopHolding() {
    window.removeEventListener('click', hold, true)
    window.removeEventListener('submit', hold, true)
  }
  observer.observe(element)
  for (const type of REACH_EVENTS) window.addEventListener(type, reach, { capture: true, passive: true })
  window.addEventListener('click', hold, true)
  window.addEventListener('submit', hold, true)
  return () => {
    stopReaching()
    stopHolding()
  }
}

/** A click with a key held (a link to a new tab or window, say) is the browser's own: never held. */
const opensElsewhere = (event: Event) =>
  event instanceof MouseEvent &&
  (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)

interface DrawnProps<Props extends object> {
  Component: ComponentType<Props>
  props: Props
  onDrawn: () => void
}
