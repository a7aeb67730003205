import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import createLucideIcon from './lucide-icon'

// The icon data lucide-react passes to its factory for `check` (its node and name), so the test reads what
// vite.config.ts's resolver makes every lucide icon module call.
const Check = createLucideIcon({ name: 'check', node: [['path', { d: 'M20 6 9 17l-5-5', key: 'a' }]], aliases: [] })

describe('createLucideIcon (decision 084)', () => {
  it('draws lucide’s 24 px outline in the text’s colour, hidden from screen readers', () => {
    const html = renderToStaticMarkup(<Check className="size-4" />)
    expect(html).toContain('viewBox="0 0 24 24"')
    expect(html).toContain('stroke="currentColor"')
    expect(html).toContain('class="lucide lucide-check size-4"')
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('<path d="M20 6 9 17l-5-5"></path>')
  })

  it('is read by screen readers when it is given a label or a role', () => {
    expect(renderToStaticMarkup(<Check aria-label="Done" />)).not.toContain('aria-hidden')
    expect(renderToStaticMarkup(<Check role="img" aria-labelledby="x" />)).not.toContain('aria-hidden')
  })
})
