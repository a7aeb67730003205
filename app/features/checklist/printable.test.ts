import { describe, expect, it } from 'vitest'
import { CHECKLIST_TITLE, previewChecklist, type PrintableChecklist } from './printable'
import { printableTask } from './printable.test-helpers'

const task = (title: string) => printableTask({ id: title, title })

const checklist: PrintableChecklist = {
  title: CHECKLIST_TITLE,
  dateLabel: '28 November 2026',
  regionLabel: null,
  taskCount: 25,
  language: 'en-GB',
  paper: 'A4',
  groups: [
    { category: 'legal', label: 'Legal', tasks: Array.from({ length: 15 }, (_, index) => task(`legal ${index + 1}`)) },
    {
      category: 'funeral',
      label: 'Funeral',
      tasks: Array.from({ length: 10 }, (_, index) => task(`funeral ${index + 1}`)),
    },
  ],
}

describe('previewChecklist', () => {
  it('draws the first tasks in order, each group counting all of its tasks', () => {
    const preview = previewChecklist(checklist, 20)
    expect(preview.shownTasks).toBe(20)
    expect(preview.taskCount).toBe(25)
    expect(preview.groups.map((group) => [group.label, group.tasks.length, group.count])).toEqual([
      ['Legal', 15, 15],
      ['Funeral', 5, 10],
    ])
    expect(preview.groups[1]?.tasks.at(-1)?.title).toBe('funeral 5')
    // What the preview does not draw is not sent (decision 077).
    expect(Object.keys(preview.groups[0]?.tasks[0] ?? {}).sort()).toEqual(
      ['contacts', 'description', 'dueDateLabel', 'status', 'steps', 'title'].sort(),
    )
  })

  it('leaves out a group none of whose tasks is shown yet, and shows every task when asked for more', () => {
    expect(previewChecklist(checklist, 10).groups.map((group) => group.label)).toEqual(['Legal'])
    const all = previewChecklist(checklist, 60)
    expect(all.shownTasks).toBe(25)
    expect(all.groups.flatMap((group) => group.tasks)).toHaveLength(25)
    expect(previewChecklist(checklist).shownTasks).toBe(25)
  })
})
