import { describe, expect, it } from 'vitest'
import { plural } from './words'

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise, zero included', () => {
    expect(plural(1, 'task')).toBe('1 task')
    expect(plural(0, 'task')).toBe('0 tasks')
    expect(plural(3, 'other device')).toBe('3 other devices')
  })

  it('takes an irregular plural or a phrase when given', () => {
    expect(plural(1, 'copy', 'copies')).toBe('1 copy')
    expect(plural(2, 'copy', 'copies')).toBe('2 copies')
    expect(plural(5, 'task has', 'tasks have')).toBe('5 tasks have')
  })
})
