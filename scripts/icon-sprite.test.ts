import { describe, expect, it } from 'vitest'
import { spriteOf } from './icon-sprite'

describe('the icon sprite (decision 086)', () => {
  it('the sprite has a symbol per icon, named as the icons ask for them, with lucide’s shapes and no React keys', () => {
    const sprite = spriteOf([
      { name: 'x', node: [['path', { d: 'M18 6 6 18', key: 'a' }]] },
      { name: 'check', node: [['rect', { x: 1, y: '2', width: 3, height: 4, key: 'b' }]] },
    ])
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="check" viewBox="0 0 24 24"><rect x="1" y="2" width="3" height="4"/></symbol>' +
        '<symbol id="x" viewBox="0 0 24 24"><path d="M18 6 6 18"/></symbol></svg>\n',
    )
  })
})
