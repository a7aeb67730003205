import { describe, expect, it } from 'vitest'
import { answerRefusal, Refusal, refusingAction, refusingLoader } from './refusal'

/** What React Router's data() gives back: the body and the status it is sent with. */
function answered(value: unknown) {
  const sent = value as { type?: string; data?: unknown; init?: ResponseInit | null }
  expect(sent.type).toBe('DataWithResponseInit')
  return { body: sent.data, status: sent.init?.status }
}

function thrownBy(run: () => unknown): unknown {
  try {
    run()
  } catch (thrown) {
    return thrown
  }
  throw new Error('nothing was thrown')
}

describe('answerRefusal', () => {
  it('throws a loader’s refusal as { message } with its status, for the error page', () => {
    const thrown = thrownBy(() => answerRefusal(new Refusal(403, 'As a Viewer you cannot do that.'), 'loader'))
    expect(answered(thrown)).toEqual({ body: { message: 'As a Viewer you cannot do that.' }, status: 403 })
  })

  it('returns an action’s refusal as the form’s result, with its field and what the page said it was about', () => {
    const refused = answerRefusal(new Refusal(409, 'Already invited.', 'email'), 'action', { intent: 'invite' })
    expect(answered(refused)).toEqual({
      body: { intent: 'invite', ok: false, message: 'Already invited.', fieldErrors: { email: 'Already invited.' } },
      status: 409,
    })
    expect(answered(answerRefusal(new Refusal(404, 'Not found.'), 'action')).body).toEqual({
      ok: false,
      message: 'Not found.',
    })
  })

  it('lets anything else go on up, whether loader or action', () => {
    const failure = new Error('the database is gone')
    expect(thrownBy(() => answerRefusal(failure, 'loader'))).toBe(failure)
    expect(thrownBy(() => answerRefusal(failure, 'action'))).toBe(failure)
  })
})

describe('refusingLoader and refusingAction', () => {
  it('answer a refusal the handler throws, and pass its own answers through', async () => {
    const refuse = () => Promise.reject(new Refusal(404, 'This document was not found.'))
    const thrown = await refusingLoader(refuse)(undefined).catch((error: unknown) => error)
    expect(answered(thrown)).toEqual({ body: { message: 'This document was not found.' }, status: 404 })
    expect(answered(await refusingAction(refuse)(undefined)).status).toBe(404)
    expect(await refusingAction(() => Promise.resolve('done'))(undefined)).toBe('done')
  })
})
