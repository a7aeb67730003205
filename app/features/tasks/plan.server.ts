import { findRegion } from '~/content/countries.server'
import { genericTasks } from '~/content/generic-tasks'
import type { TaskCategory, TaskPriority, TaskTemplate } from '~/content/schema'
import type { TaskKind } from '~db/schema/vocabulary'
import type { DueRule } from '~db/schema'
import { computeDueDate } from './due-dates.server'

/**
 * A family's plan: what the region's checklist, its legal actions and the seven generic tasks ask of them,
 * with due dates from the date of death. Pure: the same answers always give the same plan, so generating it
 * again can compare rather than duplicate (see plan-sync.server.ts).
 */

export interface PlanAnswers {
  regionCode: string
  /** 'YYYY-MM-DD' or null when the family has not given it. */
  dateOfDeath: string | null
  /** Categories the person put first in onboarding. */
  priorities: readonly TaskCategory[]
}

export interface PlannedTask {
  templateKey: string
  kind: Exclude<TaskKind, 'custom'>
  title: string
  description: string
  category: TaskCategory
  priority: TaskPriority
  region: string
  estimatedDuration: string
  dueDate: string | null
  dueRule: DueRule | null
  steps: string[]
  contacts: string[]
  notes: string
  sourceUrl: string
  sort: number
}

export class UnknownRegionError extends Error {
  override name = 'UnknownRegionError'
}

/**
 * One step up for a category the person chose, but never to 'urgent': that stays for what the law or the
 * first days make urgent, so a chosen priority cannot drown the registration deadline.
 */
export function raisePriority(priority: TaskPriority): TaskPriority {
  if (priority === 'low') return 'medium'
  if (priority === 'medium') return 'high'
  return priority
}

export function buildPlan(answers: PlanAnswers): PlannedTask[] {
  const found = findRegion(answers.regionCode)
  if (!found) throw new UnknownRegionError(`No region with code '${answers.regionCode}'`)
  const { module, region } = found
  const countryCode = module.content.country.code
  const legalActions = module.legalActions(region)
  const superseded = new Set(legalActions.flatMap((action) => action.supersedes ?? []))
  const checklist = module.checklist(region).filter((template) => !superseded.has(template.key))
  const countryPrefix = region.code.split('-')[0] ?? region.code
  const chosen = new Set(answers.priorities)

  const templates: Array<[PlannedTask['kind'], TaskTemplate, string]> = [
    ...checklist.map((t): [PlannedTask['kind'], TaskTemplate, string] => ['checklist', t, region.code]),
    ...legalActions.map((t): [PlannedTask['kind'], TaskTemplate, string] => ['legal-action', t, region.code]),
    ...genericTasks(countryCode).map((t): [PlannedTask['kind'], TaskTemplate, string] => ['generic', t, countryPrefix]),
  ]

  return templates.map(([kind, template, taskRegion], index) => {
    const rule = template.deadline
      ? { amount: template.deadline.amount, unit: template.deadline.unit, from: template.deadline.from }
      : null
    return {
      templateKey: template.key,
      kind,
      title: template.title,
      description: template.description,
      category: template.category,
      priority: chosen.has(template.category) ? raisePriority(template.priority) : template.priority,
      region: taskRegion,
      estimatedDuration: template.estimatedDuration,
      dueDate: rule && answers.dateOfDeath ? computeDueDate(answers.dateOfDeath, rule, region.code) : null,
      dueRule: rule,
      steps: [...template.steps],
      contacts: [...template.contacts],
      notes: template.deadline ? deadlineNote(template.deadline.text, template.deadline.from) : '',
      sourceUrl: template.source,
      sort: index,
    }
  })
}

const FROM_EVENT: Record<DueRule['from'], string> = {
  death: '',
  'burial-or-cremation': ' The time counts from the burial or cremation, so we cannot put a date on it for you.',
  'grant-of-probate': ' The time counts from the grant of probate, so we cannot put a date on it yet.',
}

function deadlineNote(text: string, from: DueRule['from']): string {
  const sentence = /[.!?]$/.test(text) ? text : `${text}.`
  return `Legal deadline: ${sentence}${FROM_EVENT[from]}`
}
