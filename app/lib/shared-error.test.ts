import { describe, expect, it } from 'vitest'
import { SharedError } from './shared-error'

/** What a second bundle holds: the same source, evaluated again, so a different class object. */
function classesOfABundle() {
  class StorageFault extends SharedError {
    static override readonly kind: string = 'StorageFault'
  }
  class MissingObject extends StorageFault {
    static override readonly kind: string = 'MissingObject'
  }
  class Unrelated extends SharedError {
    static override readonly kind: string = 'Unrelated'
  }
  return { StorageFault, MissingObject, Unrelated }
}

describe('SharedError', () => {
  it('is recognised by the same class from another copy of the module, and by its parents', () => {
    const one = classesOfABundle()
    const other = classesOfABundle()
    expect(one.MissingObject).not.toBe(other.MissingObject)
    const error = new one.MissingObject('the object is gone', { cause: 'because' })
    expect(error instanceof other.MissingObject).toBe(true)
    expect(error instanceof other.StorageFault).toBe(true)
    expect(error instanceof Error).toBe(true)
    expect(error.name).toBe('MissingObject')
    expect(error.message).toBe('the object is gone')
    expect(error.cause).toBe('because')
  })

  it('is not matched by another kind, by a parent’s instance, or by a plain error of the same name', () => {
    const { StorageFault, MissingObject, Unrelated } = classesOfABundle()
    expect(new StorageFault('x') instanceof MissingObject).toBe(false)
    expect(new Unrelated('x') instanceof StorageFault).toBe(false)
    const lookalike = Object.assign(new Error('x'), { name: 'MissingObject' })
    expect(lookalike instanceof MissingObject).toBe(false)
  })
})
