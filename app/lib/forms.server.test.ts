import { describe, expect, it } from 'vitest'
import { FORM_CONTROL_CHARACTER_MESSAGE, FORM_TYPE_MESSAGE, readForm, UNREADABLE_FORM_MESSAGE } from './forms.server'

const NUL = String.fromCharCode(0)

function post(body: string, contentType?: string): Request {
  return new Request('http://localhost/auth', {
    method: 'POST',
    body,
    headers: contentType ? { 'content-type': contentType } : {},
  })
}

/** What readForm threw: React Router's `data(message, { status })`, which the error boundary shows. */
async function refusal(request: Request): Promise<{ status: number; message: unknown }> {
  try {
    await readForm(request)
  } catch (error) {
    const thrown = error as { data?: unknown; init?: { status?: number } }
    return { status: thrown.init?.status ?? 0, message: thrown.data }
  }
  throw new Error('readForm accepted the body')
}

describe('readForm: a body that is not the expected form is a 4xx, never a 500 (docs/security.md)', () => {
  it('reads a urlencoded form and a multipart one', async () => {
    expect(
      (await readForm(post('intent=sign-in&email=a%40b.c', 'application/x-www-form-urlencoded'))).get('email'),
    ).toBe('a@b.c')
    const form = new FormData()
    form.set('intent', 'reply')
    expect((await readForm(new Request('http://localhost/', { method: 'POST', body: form }))).get('intent')).toBe(
      'reply',
    )
  })

  it('answers JSON and plain text with 415', async () => {
    expect(await refusal(post('{"intent":"sign-in"}', 'application/json'))).toEqual({
      status: 415,
      message: FORM_TYPE_MESSAGE,
    })
    expect(await refusal(post('hello', 'text/plain'))).toEqual({ status: 415, message: FORM_TYPE_MESSAGE })
  })

  it('answers a multipart body that cannot be read, or has no boundary, with 400', async () => {
    const unreadable = { status: 400, message: UNREADABLE_FORM_MESSAGE }
    expect(await refusal(post('garbage', 'multipart/form-data; boundary=x'))).toEqual(unreadable)
    expect(await refusal(post('garbage', 'multipart/form-data'))).toEqual(unreadable)
  })

  it('takes a bare POST with no body as an empty form, and refuses a body with no type', async () => {
    expect([...(await readForm(new Request('http://localhost/', { method: 'POST' })))]).toEqual([])
    const untyped = new Request('http://localhost/', { method: 'POST', body: new Blob(['intent=x']) })
    expect(await refusal(untyped)).toEqual({ status: 415, message: FORM_TYPE_MESSAGE })
  })

  it('refuses NUL and other control characters in any value or name, for fields no schema reads', async () => {
    const refused = { status: 400, message: FORM_CONTROL_CHARACTER_MESSAGE }
    const type = 'application/x-www-form-urlencoded'
    expect(await refusal(post(new URLSearchParams({ assigneeId: `a${NUL}b` }).toString(), type))).toEqual(refused)
    expect(await refusal(post(new URLSearchParams({ [`id${NUL}`]: 'x' }).toString(), type))).toEqual(refused)
    expect(await refusal(post(new URLSearchParams({ notes: 'a\u001bb' }).toString(), type))).toEqual(refused)
  })

  it('keeps tabs and line breaks, which people type', async () => {
    const form = await readForm(
      post(new URLSearchParams({ notes: 'one\r\ntwo\tthree' }).toString(), 'application/x-www-form-urlencoded'),
    )
    expect(form.get('notes')).toBe('one\r\ntwo\tthree')
  })
})
