import { describe, expect, it } from 'vitest'
import { percentCompletedOf, isOverdue, legalProgressPercent, nextLegalStatus } from './task-view'

const tasks = (...statuses: Array<'not-started' | 'in-progress' | 'completed' | 'blocked'>) =>
  statuses.map((status) => ({ status }))

describe('progress', () => {
  it('is completed over total, rounded, and 0 for no tasks', () => {
    expect(percentCompletedOf([])).toBe(0)
    expect(percentCompletedOf(tasks('completed', 'not-started', 'in-progress'))).toBe(33)
    expect(percentCompletedOf(tasks('completed', 'completed'))).toBe(100)
  })

  it('counts a legal task in progress as half', () => {
    expect(legalProgressPercent([])).toBe(0)
    expect(legalProgressPercent(tasks('completed', 'in-progress', 'not-started', 'not-started'))).toBe(38)
    expect(legalProgressPercent(tasks('in-progress', 'in-progress'))).toBe(50)
    expect(legalProgressPercent(tasks('blocked', 'completed'))).toBe(50)
  })
})

describe('the legal task cycle', () => {
  it('goes Not Started → In Progress → Completed → Not Started, with the product’s labels', () => {
    expect(nextLegalStatus('not-started')).toEqual({ next: 'in-progress', label: 'Start Task' })
    expect(nextLegalStatus('in-progress')).toEqual({ next: 'completed', label: 'Mark Complete' })
    expect(nextLegalStatus('completed')).toEqual({ next: 'not-started', label: 'Reset Task' })
    expect(nextLegalStatus('blocked')).toEqual({ next: 'in-progress', label: 'Start Task' })
  })
})

describe('overdue', () => {
  it('is a due date before today on a task not completed', () => {
    expect(isOverdue({ dueDate: '2026-11-20', status: 'in-progress' }, '2026-11-21')).toBe(true)
    expect(isOverdue({ dueDate: '2026-11-21', status: 'not-started' }, '2026-11-21')).toBe(false)
    expect(isOverdue({ dueDate: '2026-11-01', status: 'completed' }, '2026-11-21')).toBe(false)
    expect(isOverdue({ dueDate: null, status: 'not-started' }, '2026-11-21')).toBe(false)
  })
})
