import { describe, expect, it } from 'vitest'
import { greeting, personName, personNameAmong, UNNAMED_PERSON } from './person-name'

describe('the name shown for a person', () => {
  it('is the full name they gave, trimmed', () => {
    expect(personName('  Margaret Wilson ')).toBe('Margaret Wilson')
    expect(greeting('Margaret Wilson')).toBe('Hello Margaret Wilson,')
  })

  it('is never a username or part of an e-mail address when they gave no name', () => {
    for (const missing of [null, undefined, '', '   ']) {
      expect(personName(missing)).toBe(UNNAMED_PERSON)
      expect(greeting(missing)).toBe('Hello,')
    }
    expect(UNNAMED_PERSON).toBe('A family member')
  })

  it('tells apart people without a full name in a list to choose from, by their e-mail addresses', () => {
    expect(personNameAmong('Margaret Wilson', 'mw@example.com')).toBe('Margaret Wilson')
    expect(personNameAmong(null, 'mw@example.com')).toBe('A family member (mw@example.com)')
  })
})
