import { describe, expect, it } from 'vitest'
import { ROWS_AT_A_TIME, showMoreHref, shownFromUrl, shownRows } from './show-more'

const rows = Array.from({ length: 45 }, (_, index) => ({ id: `t${index + 1}` }))

describe('shownFromUrl', () => {
  it('shows the first rows unless the address asks for more, and never an absurd number', () => {
    expect(shownFromUrl(new URL('http://x/tasks'), 'legal')).toBe(ROWS_AT_A_TIME)
    expect(shownFromUrl(new URL('http://x/tasks?legal=40'), 'legal')).toBe(40)
    expect(shownFromUrl(new URL('http://x/tasks?legal=40'), 'estate')).toBe(ROWS_AT_A_TIME)
    for (const odd of ['5', '-40', 'abc', '4.5', '']) {
      expect(shownFromUrl(new URL(`http://x/tasks?legal=${odd}`), 'legal')).toBe(ROWS_AT_A_TIME)
    }
    expect(shownFromUrl(new URL('http://x/tasks?legal=99999999'), 'legal')).toBe(5_000)
  })
})

describe('shownRows', () => {
  it('gives the first rows, how many there are, and the first row the next part adds', () => {
    const first = shownRows(rows, 20)
    expect(first.rows.map((row) => row.id)).toEqual(rows.slice(0, 20).map((row) => row.id))
    expect(first).toMatchObject({ total: 45, nextId: 't21' })
    expect(shownRows(rows, 40)).toMatchObject({ total: 45, nextId: 't41' })
    expect(shownRows(rows, 60)).toMatchObject({ total: 45, nextId: null })
    expect(shownRows(rows, 60).rows).toHaveLength(45)
  })

  it('shows as far as the part with the row the address opens', () => {
    const opened = shownRows(rows, 20, 't33')
    expect(opened.rows).toHaveLength(40)
    expect(opened.nextId).toBe('t41')
    expect(shownRows(rows, 20, 't5').rows).toHaveLength(20)
    expect(shownRows(rows, 20, 'not-a-row').rows).toHaveLength(20)
  })
})

describe('showMoreHref', () => {
  it('keeps the address, asks for the next part and leads to its first row', () => {
    expect(showMoreHref('?sort=title&task=abc', 'legal', 20, 'guided-t21')).toBe(
      '?sort=title&task=abc&legal=40#guided-t21',
    )
    expect(showMoreHref('?legal=40', 'legal', 40, 'guided-t41')).toBe('?legal=60#guided-t41')
  })
})
