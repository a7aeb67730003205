import { useEffect, useRef } from 'react'
import { toast } from '~/lib/toast'
import { isKeptAnswer } from '~/lib/offline-changes'
import type { TaskActionResult } from '../task-view'
import { STATUS_LABELS } from '../task-labels'

export type TaskToastWording = (result: TaskActionResult & { ok: true }) => { title: string; description?: string }

/** The guided and legal screens' status toast (docs/product.md): 'Task Updated' / 'Task status changed to …'. */
export const STATUS_CHANGED_WORDING: TaskToastWording = (result) => ({
  title: 'Task Updated',
  description: `Task status changed to ${STATUS_LABELS[result.task?.status as keyof typeof STATUS_LABELS] ?? ''}`,
})

/**
 * One toast per answer from the task action: the screen's own wording on success, 'Error' with the reason
 * otherwise (docs/product.md). Sonner's toasts are announced to screen readers.
 */
export function useTaskFeedback(result: TaskActionResult | undefined, wording: TaskToastWording) {
  const shown = useRef<TaskActionResult | undefined>(undefined)
  useEffect(() => {
    // A change kept on the phone for want of signal says so on its row, not in a toast (decision 082).
    if (!result || shown.current === result || isKeptAnswer(result)) return
    shown.current = result
    if (result.ok) {
      const { title, description } = wording(result as TaskActionResult & { ok: true })
      toast.success(title, { description })
    } else if (!result.fieldErrors) {
      toast.error('Error', { description: result.message })
    }
  }, [result, wording])
}
