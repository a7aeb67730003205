import { describe, expect, it } from 'vitest'
import { safeError } from './logger'

describe('errors in the log', () => {
  it('keep their kind, code and place, but not the values of a failed query or a database error', () => {
    const cause = Object.assign(new Error('invalid input syntax for type date: "0000-01-01"'), {
      code: '22008',
      detail: 'Key (email)=(ann@example.com) already exists.',
    })
    const error = new Error(
      'Failed query: insert into "tasks" ("title", "notes") values ($1, $2)\nparams: Ring the bank,Her PIN is 4821',
      { cause },
    )
    const logged = JSON.stringify(safeError(error))
    expect(logged).not.toContain('Ring the bank')
    expect(logged).not.toContain('4821')
    expect(logged).not.toContain('0000-01-01')
    expect(logged).not.toContain('ann@example.com')
    expect(safeError(error)).toMatchObject({ type: 'Error', cause: { code: '22008' } })
  })

  it('redact a calendar feed path in a message', () => {
    const logged = JSON.stringify(safeError(new URIError('Failed to decode /calendar/abcSECRETdef%ZZ.ics')))
    expect(logged).not.toContain('SECRET')
    expect(logged).toContain('/calendar/[redacted]')
  })
})
