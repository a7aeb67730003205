import { describe, expect, it } from 'vitest'
import type { CountryModule } from './schema'
import { findContentProblems } from './validate'

// Each country module is validated on its own so a problem names its country.
const modules = import.meta.glob<{ default: CountryModule }>('./countries/*.ts', { eager: true })

describe.each(Object.entries(modules))('%s', (_path, module) => {
  it('has complete, sourced, valid content', () => {
    expect(findContentProblems(module.default)).toEqual([])
  })
})
