/**
 * For `.catch` on a revalidation started in the background: a navigation the person starts meanwhile (a search,
 * a dialog) cancels it and loads the page itself, and the cancelled one rejects with an AbortError that is no
 * error at all. Anything else is still thrown.
 */
export function ignoreAbort(error: unknown): void {
  if (!(error instanceof DOMException && error.name === 'AbortError')) throw error
}
