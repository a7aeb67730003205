import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { authLibraryLogger } from './auth-library-log.server'

describe('authLibraryLogger', () => {
  it('logs the library’s message and the kinds of its arguments, never their contents', () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    const log = authLibraryLogger(pino({ level: 'info' }, sink)).log
    const token = 'session-token-4f1c9a'
    const failed = Object.assign(new Error(`Failed query: select * from session where token = $1 params: ${token}`), {
      code: '57P01',
    })
    log('error', 'Failed to get session', failed, { token })

    expect(lines).toHaveLength(1)
    expect(lines[0]).not.toContain(token)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 50,
      msg: 'Failed to get session',
      source: 'better-auth',
      details: ['Error (57P01)', 'object'],
    })
  })
})
