import { foldLines } from 'ical-generator'
import { describe, expect, it } from 'vitest'
import { foldContentLines } from './fold-lines'

describe('foldContentLines', () => {
  it('breaks lines where ical-generator does, with characters of one to four bytes at every position', () => {
    const characters = ['a', 'é', 'ā', '✓', '🕊', '🌿', '\\', ';']
    for (const character of characters) {
      for (let prefix = 0; prefix < 80; prefix++) {
        const line = `DESCRIPTION:${'x'.repeat(prefix)}${character.repeat(60)}tail`
        expect(foldContentLines(line), `${character} after ${prefix}`).toBe(foldLines(line))
      }
    }
  })

  it('leaves short lines and the line breaks between them alone', () => {
    const text = 'BEGIN:VEVENT\r\nSUMMARY:Short\r\nEND:VEVENT\r\n'
    expect(foldContentLines(text)).toBe(text)
    expect(foldContentLines(text)).toBe(foldLines(text))
  })
})
