import { useLayoutEffect, type ReactNode } from 'react'
import { DISPLAY_ATTRIBUTE_NAMES, type displayAttributes } from '~/lib/signed-in-user'

interface DocumentElementProps {
  attributes: ReturnType<typeof displayAttributes>
  children: ReactNode
}

/**
 * The page's `<html>` element. In the browser's build the pages run on Preact (decision 091), which hydrates into
 * the `<html>` element itself, not into the document that holds it, so there the element is not drawn again: its
 * children are, and its attributes are set on it when they change (a person turning large print on).
 */
export function DocumentElement({ attributes, children }: DocumentElementProps) {
  if (!import.meta.env.PREACT) {
    return (
      <html lang="en" {...attributes}>
        {children}
      </html>
    )
  }
  return <BrowserDocumentElement attributes={attributes}>{children}</BrowserDocumentElement>
}

/** Under Preact: the element's children, and its attributes kept up to date. */
function BrowserDocumentElement({ attributes, children }: DocumentElementProps) {
  // The values alone, in a fixed order: the attributes object is new on every render.
  const values = DISPLAY_ATTRIBUTE_NAMES.map((name) => attributes[name])
  useLayoutEffect(() => {
    DISPLAY_ATTRIBUTE_NAMES.forEach((name, index) => {
      const value = values[index]
      if (value === undefined) document.documentElement.removeAttribute(name)
      else document.documentElement.setAttribute(name, value)
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `values` is compared element by element
  }, values)
  return <>{children}</>
}
