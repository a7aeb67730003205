import { useLayoutEffect, type ReactNode } from 'react'

/** Every attribute the page's `<html>` element may carry besides `lang` (large print, high contrast). */
const DISPLAY_ATTRIBUTE_NAMES = ['data-text-size', 'data-contrast'] as const

interface DocumentElementProps {
  attributes: Record<string, string>
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
  const textSize = attributes['data-text-size']
  const contrast = attributes['data-contrast']
  useLayoutEffect(() => {
    const element = document.documentElement
    const wanted: Record<(typeof DISPLAY_ATTRIBUTE_NAMES)[number], string | undefined> = {
      'data-text-size': textSize,
      'data-contrast': contrast,
    }
    for (const name of DISPLAY_ATTRIBUTE_NAMES) {
      const value = wanted[name]
      if (value === undefined) element.removeAttribute(name)
      else element.setAttribute(name, value)
    }
  }, [textSize, contrast])
  return <>{children}</>
}
