import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { CONTROL_CHARACTER_MESSAGE, parseForm } from './forms'

describe('parseForm', () => {
  const schema = z.object({ name: z.string(), notes: z.string().optional() })

  it('refuses control characters in any field, naming the field, before the schema runs', () => {
    const form = new FormData()
    form.set('name', `Ann${String.fromCharCode(0)}`)
    expect(parseForm(schema, form)).toEqual({ success: false, fieldErrors: { name: CONTROL_CHARACTER_MESSAGE } })
  })

  it('keeps tabs and line breaks, which people do type', () => {
    expect(parseForm(schema, { name: 'Ann', notes: 'line one\r\nline two\tend' })).toEqual({
      success: true,
      data: { name: 'Ann', notes: 'line one\r\nline two\tend' },
    })
  })
})
