import type { PrintableTask } from './printable'

/** A task as the printable checklist gets it: not started, undated, no steps or contacts, unless `overrides` say. */
export function printableTask(overrides: Partial<PrintableTask> & Pick<PrintableTask, 'id' | 'title'>): PrintableTask {
  return {
    description: '',
    priority: 'medium',
    status: 'not-started',
    dueDate: null,
    dueDateLabel: null,
    steps: [],
    contacts: [],
    ...overrides,
  }
}
