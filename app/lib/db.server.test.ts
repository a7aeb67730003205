import { describe, expect, it } from 'vitest'
import { lostTheDatabase } from './db.server'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('lostTheDatabase', () => {
  it('recognises a connection that PostgreSQL ended, refused or never finished, also when Drizzle wraps it', () => {
    const shutdown = withCode('terminating connection due to administrator command', '57P01')
    expect(lostTheDatabase(shutdown)).toBe(true)
    expect(lostTheDatabase(withCode('the database system is starting up', '57P03'))).toBe(true)
    expect(lostTheDatabase(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true)
    expect(lostTheDatabase(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(lostTheDatabase(new Error('Failed query: select 1', { cause: shutdown }))).toBe(true)
  })

  it('leaves a wrong query, a broken rule and anything that is not an error to be the faults they are', () => {
    expect(lostTheDatabase(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false)
    expect(lostTheDatabase(withCode('relation "tasks" does not exist', '42P01'))).toBe(false)
    expect(lostTheDatabase(new Error('Failed query', { cause: withCode('syntax error', '42601') }))).toBe(false)
    expect(lostTheDatabase('Connection terminated')).toBe(false)
    expect(lostTheDatabase(undefined)).toBe(false)
  })
})
