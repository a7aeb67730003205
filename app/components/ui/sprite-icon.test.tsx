import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { spriteIcon } from './sprite-icon'

const Check = spriteIcon('check', [], '/assets/icons-abc.svg')

describe('icons from the sprite (decision 086)', () => {
  it('draws lucide’s 24 px outline in the text’s colour from the sprite, hidden from screen readers', () => {
    const html = renderToStaticMarkup(<Check className="size-4" />)
    expect(html).toContain('viewBox="0 0 24 24"')
    expect(html).toContain('stroke="currentColor"')
    expect(html).toContain('class="lucide lucide-check size-4"')
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('<use href="/assets/icons-abc.svg#check"></use>')
  })

  it('is read by screen readers when it is given a label or a role', () => {
    expect(renderToStaticMarkup(<Check aria-label="Done" />)).not.toContain('aria-hidden')
    expect(renderToStaticMarkup(<Check role="img" aria-labelledby="x" />)).not.toContain('aria-hidden')
  })
})
