import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

/**
 * The browser's build runs the pages on Preact, the server draws them with React (decision 091). What differs
 * between the two is squared here before Preact takes over the server's HTML.
 */

/**
 * React's server marks each Suspense boundary with the comments `$` and `/$`; Preact keeps the server's HTML of a
 * part whose code has not arrived between its own `$s` and `/$s`. Without them it would keep only the part's first
 * element, and the rest of the part would vanish until its code came.
 */
function markSuspenseBoundaries(root: Node) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const comment = node as Comment
    if (comment.data === '$' || comment.data === '$?' || comment.data === '$!') comment.data = '$s'
    else if (comment.data === '/$') comment.data = '/$s'
  }
}

/**
 * React's server adds hints to the head that no component draws: the scripts' `modulepreload` links (moved there
 * from the body) and a `preload` for images it sees early (the country flags in Settings). Preact would take the
 * first of them for the first link the head does draw (the icon), and remove the links it had no place for: the
 * stylesheet among them. They have done their work (the files are on their way) by the time this runs.
 */
function removeResourceHints() {
  const hints = 'link[rel="modulepreload"], link[rel="preload"], link[rel="preconnect"], link[rel="dns-prefetch"]'
  for (const link of document.head.querySelectorAll(hints)) link.remove()
}

/**
 * The offline copy's notice (`withSavedCopyNotice`) is put at the start of the body by the service worker, not
 * drawn by a component; React left it alone, Preact removes what it has no place for. It is set aside while
 * Preact takes over the page and put back at once.
 */
function setAsideOfflineNotice(): () => void {
  const notice = document.body.querySelector(':scope > [data-offline-copy]')
  notice?.remove()
  return () => {
    if (notice) document.body.prepend(notice)
  }
}

/**
 * React Router's router throws a promise while it reads the page's data from the HTML; React waits for it at the
 * root, Preact does not, so the router is made (and the promise waited for) before hydrating.
 */
async function routerReady(): Promise<void> {
  for (;;) {
    try {
      // Outside a render the hooks after the router's creation throw: by then the router exists.
      HydratedRouter({})
      return
    } catch (thrown) {
      if (thrown instanceof Promise) await thrown
      else return
    }
  }
}

/** Squares the server's HTML with what Preact expects; returns what puts back what was set aside. */
function squareForPreact(): () => void {
  markSuspenseBoundaries(document.body)
  removeResourceHints()
  return setAsideOfflineNotice()
}

/** Takes over the server's HTML: squared first when the build runs on Preact (`npm run dev` runs on React). */
async function hydrate() {
  if (import.meta.env.PREACT) await routerReady()
  const putBack = import.meta.env.PREACT ? squareForPreact() : undefined
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
  putBack?.()
}

void hydrate()
