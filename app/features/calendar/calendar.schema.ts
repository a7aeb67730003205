import { z } from 'zod'

/** 'Completed tasks: show them marked as done / leave them out' in the calendar subscription settings. */
export const COMPLETED_CHOICES = ['show', 'hide'] as const

export const CompletedTasksSchema = z.object({
  completed: z.enum(COMPLETED_CHOICES, { message: 'Choose whether completed tasks appear in your calendar' }),
})
