import { describe, expect, it } from 'vitest'
import { ORDERED_COUNTRY_MODULES } from '~/content/countries.server'
import { GENERIC_TASK_COUNT } from '~/content/generic-tasks'
import { buildPlan, raisePriority, UnknownRegionError } from './plan.server'

const EVERY_REGION = ORDERED_COUNTRY_MODULES.flatMap((module) =>
  module.content.regions.map((region) => ({ module, region })),
)

describe('buildPlan', () => {
  it.each(EVERY_REGION.map(({ region }) => [region.code]))(
    '%s: one task per template, superseded checklist items left out, all three sources present',
    (code) => {
      const plan = buildPlan({ regionCode: code, dateOfDeath: '2026-11-02', priorities: [] })
      const keys = plan.map((task) => task.templateKey)
      expect(new Set(keys).size).toBe(keys.length)
      expect(plan.filter((task) => task.kind === 'generic')).toHaveLength(GENERIC_TASK_COUNT)
      expect(plan.filter((task) => task.kind === 'legal-action').length).toBeGreaterThanOrEqual(3)
      expect(plan.filter((task) => task.kind === 'checklist').length).toBeGreaterThanOrEqual(4)
      for (const task of plan) {
        expect(task.sourceUrl).toMatch(/^https:\/\//)
        expect(task.steps.length).toBeGreaterThan(0)
      }
    },
  )

  it('drops a checklist item that a legal action covers (UK: probate appears once)', () => {
    const plan = buildPlan({ regionCode: 'uk-england', dateOfDeath: null, priorities: [] })
    const keys = plan.map((task) => task.templateKey)
    expect(keys).toContain('obtain-grant-of-representation')
    expect(keys).not.toContain('apply-for-probate')
    expect(keys).not.toContain('value-estate-and-inheritance-tax')
  })

  it('dates the deadlines that count from the death, and only those', () => {
    const plan = buildPlan({ regionCode: 'uk-england', dateOfDeath: '2026-11-20', priorities: [] })
    const register = plan.find((task) => task.templateKey === 'register-death')
    // England: within 5 days, counted from the day after the death.
    expect(register?.dueDate).toBe('2026-11-25')
    expect(register?.dueRule).toEqual({ amount: 5, unit: 'days', from: 'death' })
    expect(register?.notes).toMatch(/^Legal deadline: /)
    const funeralHelp = plan.find((task) => task.templateKey === 'help-with-funeral-costs')
    expect(funeralHelp?.dueRule?.from).toBe('burial-or-cremation')
    expect(funeralHelp?.dueDate).toBeNull()
    expect(funeralHelp?.notes).toMatch(/counts from the burial or cremation/)
    expect(plan.filter((task) => task.dueRule === null).every((task) => task.dueDate === null)).toBe(true)
  })

  it('leaves every due date empty when the date of death is not known', () => {
    const plan = buildPlan({ regionCode: 'ie', dateOfDeath: null, priorities: [] })
    expect(plan.every((task) => task.dueDate === null)).toBe(true)
    expect(plan.find((task) => task.templateKey === 'register-death')?.dueRule).not.toBeNull()
  })

  it('raises the priority of the chosen categories, one step and never to urgent', () => {
    const without = buildPlan({ regionCode: 'au-nsw', dateOfDeath: null, priorities: [] })
    const withFinancial = buildPlan({ regionCode: 'au-nsw', dateOfDeath: null, priorities: ['financial'] })
    without.forEach((task, index) => {
      const raised = withFinancial[index]
      expect(raised?.templateKey).toBe(task.templateKey)
      expect(raised?.priority).toBe(task.category === 'financial' ? raisePriority(task.priority) : task.priority)
    })
    expect(withFinancial.some((task, index) => task.priority !== without[index]?.priority)).toBe(true)
    expect(raisePriority('low')).toBe('medium')
    expect(raisePriority('medium')).toBe('high')
    expect(raisePriority('high')).toBe('high')
    expect(raisePriority('urgent')).toBe('urgent')
  })

  it('refuses a region that does not exist', () => {
    expect(() => buildPlan({ regionCode: 'au-xyz', dateOfDeath: null, priorities: [] })).toThrow(UnknownRegionError)
  })
})
