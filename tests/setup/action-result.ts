/** An action's answer as the page receives it: the HTTP status and the data. */
export interface ActionAnswer<Data> {
  status: number
  data: Data
}

interface DataWithInit {
  type: 'DataWithResponseInit'
  data: unknown
  init: ResponseInit | null
}

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === 'DataWithResponseInit'
}

/**
 * What an action returned, unwrapped: React Router's `data(value, { status })` gives its value and status, a
 * plain value is a 200. A Response (a redirect, a file) fails the test: it has no data to read, and a test that
 * expects one asserts on the Response itself. `Data` is what the test expects the action to answer.
 */
export function actionResult<Data = Record<string, unknown>>(result: unknown): ActionAnswer<Data> {
  if (result instanceof Response) {
    throw new Error(`The action answered a Response (status ${result.status}), not data`)
  }
  if (isDataWithInit(result)) return { status: result.init?.status ?? 200, data: result.data as Data }
  return { status: 200, data: result as Data }
}

/**
 * The refusal an action or loader threw (`throw data(value, { status })`, a 500 without one), unwrapped like
 * `actionResult`; anything else it threw is thrown on, so a failure shows as itself.
 */
export function refusalOf<Data = Record<string, unknown>>(thrown: unknown): ActionAnswer<Data> {
  if (isDataWithInit(thrown)) return { status: thrown.init?.status ?? 500, data: thrown.data as Data }
  throw thrown
}

/** The status of whatever an action answered: a Response's own, `data()`'s (200 without one), or 200. */
export function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status
  if (isDataWithInit(result)) return result.init?.status ?? 200
  return 200
}

/** What a loader or action answered, returned or thrown, as its status and its data: see `answerOf`. */
export interface Answer {
  status: number
  body: { ok?: boolean; message?: string; fieldErrors?: Record<string, string> }
}

/**
 * What a loader or action answered, returned or thrown, as a status and a body: `data(value, { status })` gives
 * its value and status (200 without one), a Response its status and an empty body, anything else is a 200's body.
 * A refusal the route throws reads like one it returns, so a test asserts on the status the person would get.
 */
export async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  const settle = (value: unknown): Answer => {
    if (isDataWithInit(value)) return { status: value.init?.status ?? 200, body: value.data as Answer['body'] }
    if (value instanceof Response) return { status: value.status, body: {} }
    return { status: 200, body: value as Answer['body'] }
  }
  return run().then(settle, settle)
}
