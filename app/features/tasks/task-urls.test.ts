import { describe, expect, it } from 'vitest'
import { guidedListUrl, taskManagerUrl } from './task-urls'

describe('guidedListUrl', () => {
  it('closes a dialog and keeps the order the person chose', () => {
    expect(guidedListUrl('?sort=title&task=abc')).toBe('/tasks?sort=title')
    expect(guidedListUrl('?dialog=add&sort=due')).toBe('/tasks?sort=due')
  })

  it('is the plain list when nothing else was chosen', () => {
    expect(guidedListUrl('?task=abc')).toBe('/tasks')
    expect(guidedListUrl('')).toBe('/tasks')
  })
})

describe('taskManagerUrl', () => {
  it('opens one dialog and keeps the filters', () => {
    expect(taskManagerUrl('?sort=title&dialog=add', { dialog: 'edit', task: 't1' })).toBe(
      '/dashboard/tasks?sort=title&dialog=edit&task=t1',
    )
  })
})
