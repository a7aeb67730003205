import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { splitPart } from './split-part'

function Dialog({ title }: { title: string }) {
  return <div role="dialog">{title}</div>
}

describe('a part whose code is loaded when it is drawn (decision 086)', () => {
  it('is in the server’s HTML once loaded, so it works without JavaScript', async () => {
    const dialog = splitPart(() => Promise.resolve(Dialog))
    await dialog.load()
    expect(renderToStaticMarkup(<dialog.Part title="Delete this document?" />)).toBe(
      '<div role="dialog">Delete this document?</div>',
    )
  })

  it('shows its fallback, not an error, while the code has not arrived', () => {
    const calendar = splitPart(() => new Promise<typeof Dialog>(() => {}), {
      fallback: <p>Loading the calendar…</p>,
    })
    expect(renderToStaticMarkup(<calendar.Part title="x" />)).toContain('Loading the calendar…')
  })
})
