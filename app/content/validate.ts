import type { z } from 'zod'
import { COUNTRIES } from './catalogue'
import { findDecidingFigureProblems } from './deciding-figures'
import { genericTasks, GENERIC_TASK_COUNT } from './generic-tasks'
import {
  CountryContentSchema,
  TaskTemplateSchema,
  isValidPhoneFor,
  type CountryCode,
  type CountryModule,
  type Office,
  type TaskTemplate,
} from './schema'

/** How many regions the catalogue lists and how many local office cards each country page shows. */
export const EXPECTED_COUNTS: Record<CountryCode, { regions: number; localOffices: number }> = {
  AU: { regions: 8, localOffices: 0 },
  CA: { regions: 13, localOffices: 0 },
  IE: { regions: 1, localOffices: 26 },
  NZ: { regions: 1, localOffices: 16 },
  UK: { regions: 4, localOffices: 0 },
  US: { regions: 51, localOffices: 0 },
}

const PLACEHOLDER = /^(task|item|todo|tbd|lorem)\b|\btbd\b|lorem ipsum|example\.com/i

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Regional content is invalid:\n  - ${problems.join('\n  - ')}`)
    this.name = 'ContentError'
  }
}

function describeZodIssues(where: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${where} → ${issue.path.join('.') || '(root)'}: ${issue.message}`)
}

/** Every problem in one country module, each naming the record it is in. Empty when the module is valid. */
export function findContentProblems(module: CountryModule): string[] {
  const problems: string[] = []
  const label = module.content.country?.name ?? 'unknown country'
  const parsed = CountryContentSchema.safeParse(module.content)
  if (!parsed.success) return describeZodIssues(label, parsed.error)
  const content = parsed.data
  const code = content.country.code
  const expected = EXPECTED_COUNTS[code]

  if (content.regions.length !== expected.regions) {
    problems.push(`${label}: ${content.regions.length} regions, the catalogue expects ${expected.regions}`)
  }
  if (content.localOffices.length !== expected.localOffices) {
    problems.push(`${label}: ${content.localOffices.length} local office cards, expected ${expected.localOffices}`)
  }
  // The catalogue is the one source of a country's identity; a module may only add a fuller description.
  const catalogued = COUNTRIES[code]
  for (const field of ['slug', 'name', 'flag', 'currency', 'regionNoun'] as const) {
    if (content.country[field] !== catalogued[field]) {
      problems.push(
        `${label}: country.${field} is '${content.country[field]}', the catalogue says '${catalogued[field]}'`,
      )
    }
  }
  problems.push(...findTemplateProblems(`${label} generic tasks`, genericTasks(code), GENERIC_TASK_COUNT))
  const prefix = code === 'UK' ? 'uk' : code.toLowerCase()
  const seenCodes = new Set<string>()
  for (const region of content.regions) {
    if (seenCodes.has(region.code)) problems.push(`${label}: duplicate region code ${region.code}`)
    seenCodes.add(region.code)
    if (region.code !== prefix && !region.code.startsWith(`${prefix}-`)) {
      problems.push(`${label}: region code ${region.code} does not start with ${prefix}`)
    }
  }

  const offices: Array<[string, Office]> = [
    ...content.regions.flatMap((r) =>
      [r.registry, r.probateCourt, ...r.otherOffices].map((o): [string, Office] => [`${r.name}`, o]),
    ),
    ...content.localOffices.flatMap((card) => card.offices.map((o): [string, Office] => [card.name, o])),
    ...[...content.nationalContacts, ...content.languageServices, ...content.supportServices].map(
      (o): [string, Office] => ['national', o],
    ),
  ]
  for (const [where, office] of offices) {
    if (office.phone && !isValidPhoneFor(code, office.phone)) {
      problems.push(`${label} / ${where} / ${office.name}: phone '${office.phone}' is not valid for ${code}`)
    }
  }

  problems.push(...findKeyFigureProblems(label, content.keyFigures, seenCodes))
  // A figure that decides money or a deadline cites the body that sets it, or says none states it (decision 072).
  problems.push(...findDecidingFigureProblems(module))
  for (const [where, office] of offices) {
    for (const region of office.regions ?? []) {
      if (!seenCodes.has(region)) {
        problems.push(`${label} / ${where} / ${office.name}: region ${region} is not a region of this country`)
      }
    }
  }

  for (const region of module.content.regions) {
    const checklist = module.checklist(region)
    const legalActions = module.legalActions(region)
    problems.push(...findTemplateProblems(`${label} / ${region.name} checklist`, checklist, 5))
    problems.push(...findTemplateProblems(`${label} / ${region.name} legal actions`, legalActions, 3))
    problems.push(...findPlanProblems(`${label} / ${region.name} plan`, checklist, legalActions, genericTasks(code)))
  }
  return problems
}

/** A key figure names only regions of its country, gives its earlier value only beside the date it changed,
 * and appears once per set of regions. */
function findKeyFigureProblems(
  label: string,
  figures: Array<{ label: string; regions?: string[]; effectiveFrom?: string; previously?: string }>,
  regionCodes: ReadonlySet<string>,
): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const figure of figures) {
    const where = `${label} / key figure '${figure.label}'`
    for (const region of figure.regions ?? []) {
      if (!regionCodes.has(region)) problems.push(`${where}: region ${region} is not a region of this country`)
    }
    if (figure.previously !== undefined && figure.effectiveFrom === undefined) {
      problems.push(`${where}: 'previously' needs the date the value changed (effectiveFrom)`)
    }
    const identity = `${figure.label}|${(figure.regions ?? ['*']).join(',')}`
    if (seen.has(identity)) problems.push(`${where}: listed twice for the same regions`)
    seen.add(identity)
  }
  return problems
}

export function findTemplateProblems(where: string, templates: unknown[], minimum: number): string[] {
  const problems: string[] = []
  if (templates.length < minimum) problems.push(`${where}: ${templates.length} items, at least ${minimum} needed`)
  const keys = new Set<string>()
  templates.forEach((raw, index) => {
    const parsed = TaskTemplateSchema.safeParse(raw)
    if (!parsed.success) {
      problems.push(...describeZodIssues(`${where} #${index + 1}`, parsed.error))
      return
    }
    const template = parsed.data
    if (keys.has(template.key)) problems.push(`${where}: duplicate key ${template.key}`)
    keys.add(template.key)
    for (const text of [template.title, template.description, ...template.steps]) {
      if (PLACEHOLDER.test(text)) problems.push(`${where} / ${template.key}: placeholder text '${text}'`)
    }
  })
  return problems
}

/**
 * A family's plan holds one task per template key, so the keys of a region's checklist, legal actions and
 * generic tasks must differ; and a legal action may only supersede an item that is in the checklist.
 */
export function findPlanProblems(
  where: string,
  checklist: TaskTemplate[],
  legalActions: TaskTemplate[],
  generic: TaskTemplate[],
): string[] {
  const problems: string[] = []
  const checklistKeys = new Set(checklist.map((template) => template.key))
  const seen = new Set<string>()
  for (const template of [...checklist, ...legalActions, ...generic]) {
    if (seen.has(template.key)) problems.push(`${where}: key ${template.key} is used twice`)
    seen.add(template.key)
  }
  for (const action of legalActions) {
    for (const key of action.supersedes ?? []) {
      if (!checklistKeys.has(key))
        problems.push(`${where} / ${action.key}: supersedes ${key}, which is not in the checklist`)
    }
  }
  return problems
}

export function assertValidContent(modules: CountryModule[]): void {
  const problems = modules.flatMap(findContentProblems)
  if (problems.length > 0) throw new ContentError(problems)
}
